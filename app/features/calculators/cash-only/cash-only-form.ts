// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { today } from "#core/calculators/calendar-date.ts";
import {
  CASH_ONLY_KEYS,
  cashOnlyDefaults,
  cashOnlyQuery,
  parseCashOnlyQuery,
  type CashOnlyInput,
} from "#core/calculators/cash-only.ts";
import { SELLER_NET_DEFAULTS } from "#core/calculators/seller-net.ts";
import type { InputText } from "../kit/use-query-inputs.ts";

/** The calculator's query keys: core's, then the optional property address. */
export const CASH_ONLY_FORM_KEYS = [...CASH_ONLY_KEYS, "address"] as const;
export type CashOnlyFormKey = (typeof CASH_ONLY_FORM_KEYS)[number];
export type CashOnlyText = InputText<CashOnlyFormKey>;

/** Amounts of 0 start as empty fields (empty counts as 0), ready to be typed into. */
export function cashOnlyText(input: CashOnlyInput, address = ""): CashOnlyText {
  const query = cashOnlyQuery(input);
  return {
    price: query.price === "0" ? "" : query.price,
    taxes: query.taxes === "0" ? "" : query.taxes,
    closing: query.closing,
    earnest: query.earnest === "0" ? "" : query.earnest,
    address,
  };
}

/** The calculators' pre-render date (the spec's 2025-07-01), replaced by today once the page runs. */
const PRERENDER_DAY = SELLER_NET_DEFAULTS.closingDate;

export const CASH_ONLY_PRERENDER = cashOnlyText(cashOnlyDefaults(PRERENDER_DAY));

export const cashOnlyForToday = () => cashOnlyText(cashOnlyDefaults(today()));

/** Every key is present in the text, so "today" (which only fills absent keys) plays no part. */
export function readCashOnly(values: CashOnlyText) {
  return parseCashOnlyQuery(values, PRERENDER_DAY);
}
