import { parseIsoDate } from "#core/calculators/calendar-date.ts";
import { formatUsd, readNumber, toCents } from "#core/calculators/money.ts";
import { LIMITS } from "#core/leads/form-texts.ts";
import { serviceFromQuery, type CatalogueService } from "#core/leads/service-catalogue.ts";

/** The request form's fields a link can fill in. */
export type PrefillField = "property_address" | "closing_date_requested" | "message";

export interface RequestPrefill {
  /** The service `?service=` names; null when it is missing or unknown (nothing is selected). */
  service: CatalogueService | null;
  fields: Partial<Record<PrefillField, string>>;
}

/**
 * What a link to /get-started fills in. Service pages link with `?service=`; the calculators'
 * "Order this closing" adds the price, the closing date and the address they were given
 * (app/features/calculators/kit/sheet.ts orderHref). The price has no field of its own, so it
 * starts the message, where the visitor can keep, change or delete it. Anything unreadable is
 * left out rather than shown wrong.
 */
export function requestPrefill(params: URLSearchParams): RequestPrefill {
  const service = serviceFromQuery(params.get("service"));
  const fields: RequestPrefill["fields"] = {};

  const address = (params.get("address") ?? "").trim().replace(/\s+/g, " ").slice(0, LIMITS.address);
  if (address) fields.property_address = address;

  const closing = (params.get("closing") ?? "").trim();
  if (parseIsoDate(closing)) fields.closing_date_requested = closing;

  const price = readNumber(params.get("price"));
  if (price.ok && price.value > 0) {
    // The cash-only calculator works from what a buyer pays; the seller net one from the sale.
    const label = service?.id === "cash" || service?.id === "digital-cash" ? "Purchase price" : "Sale price";
    fields.message = `${label} from the calculator: ${formatUsd(toCents(price.value))}\n`;
  }

  return { service, fields };
}
