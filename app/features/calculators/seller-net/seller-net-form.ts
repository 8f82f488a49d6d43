// First: zod must be configured before the schemas below are built (see the file).
import "#app/lib/zod-browser-config.ts";
import { today } from "#core/calculators/calendar-date.ts";
import {
  SELLER_NET_DEFAULTS,
  SELLER_NET_KEYS,
  parseSellerNetQuery,
  sellerNetDefaults,
  sellerNetQuery,
  type SellerNetInput,
  type SellerNetKey,
} from "#core/calculators/seller-net.ts";
import type { InputText } from "../kit/use-query-inputs.ts";

/** The calculator's query keys: core's, then the optional property address. */
export const SELLER_NET_FORM_KEYS = [...SELLER_NET_KEYS, "address"] as const;
export type SellerNetFormKey = (typeof SELLER_NET_FORM_KEYS)[number];
export type SellerNetText = InputText<SellerNetFormKey>;

/** Amounts that start at 0 start as empty fields (empty counts as 0), ready to be typed into. */
const BLANK_WHEN_ZERO: readonly SellerNetKey[] = ["price", "service", "mortgage1", "mortgage2"];

export function sellerNetText(input: SellerNetInput, address = ""): SellerNetText {
  const query = sellerNetQuery(input);
  for (const key of BLANK_WHEN_ZERO) if (query[key] === "0") query[key] = "";
  return { ...query, address };
}

/** What the pre-rendered page shows: the spec's defaults, dated 2025-07-01. */
export const SELLER_NET_PRERENDER = sellerNetText(SELLER_NET_DEFAULTS);

/** A visit today: closing today, proration from the July 1 before it. */
export const sellerNetForToday = () => sellerNetText(sellerNetDefaults(today()));

/** Every key is present in the text, so "today" (which only fills absent keys) plays no part. */
export function readSellerNet(values: SellerNetText) {
  return parseSellerNetQuery(values, SELLER_NET_DEFAULTS.closingDate);
}
