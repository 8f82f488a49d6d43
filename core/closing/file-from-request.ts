/**
 * Opening a closing file from a service request carries over everything the request tells: the
 * kind of closing from the service (where the service names one), the county from the address
 * (where it can be told: county-from-address.ts), the address, the price, the requested date, and
 * the requester as the first party, in the role their account says. What the request does not
 * tell is left empty for staff (null here), never guessed.
 */
import type { AccountType, ServiceType } from "../domain/enums.ts";
import type { PartyRole } from "./closing-enums.ts";
import type { ClosingKind } from "./milestones.ts";
import { countyFromAddress } from "./county-from-address.ts";
import type { IowaCounty } from "./iowa-counties.ts";

/**
 * The closing each service is. Null where the service covers several kinds: a loan closing is a
 * financed purchase or a refinance, title work and transaction coordination go with any closing,
 * and a remote online notary signing is a way to sign, not a kind.
 */
export const SERVICE_CLOSING_KIND: Readonly<Record<ServiceType, ClosingKind | null>> = {
  "digital-cash": "cash",
  cash: "cash",
  "1031": "exchange_1031",
  fsbo: "fsbo",
  loan: null,
  title: null,
  "title-guaranty": null,
  tc: null,
  ron: null,
};

/**
 * The requester's role on the file: a lender's account is the lender, an agent's the buyer's
 * agent (the side that orders the closing; staff change it for a listing agent). Without an
 * account, whoever orders a for-sale-by-owner closing is the seller, anyone else the buyer.
 */
export function requesterRole(userType: AccountType | null, serviceType: ServiceType): PartyRole {
  if (userType === "lender") return "lender";
  if (userType === "agent") return "buyers_agent";
  return serviceType === "fsbo" ? "seller" : "buyer";
}

export interface RequestForFile {
  service_type: ServiceType;
  user_type: AccountType | null;
  property_address: string | null;
  closing_date_requested: string | null;
  sale_price_cents: number | null;
}

export interface FilePrefill {
  property_address: string;
  county: IowaCounty | null;
  kind: ClosingKind | null;
  sale_price_cents: number | null;
  /** YYYY-MM-DD, or null. */
  closing_date: string | null;
  requester_role: PartyRole;
}

/** What the new-file form starts with for this request. */
export function fileFromRequest(request: RequestForFile): FilePrefill {
  const day = request.closing_date_requested?.slice(0, 10) ?? "";
  return {
    property_address: request.property_address?.trim() ?? "",
    county: countyFromAddress(request.property_address),
    kind: SERVICE_CLOSING_KIND[request.service_type],
    sale_price_cents: request.sale_price_cents,
    closing_date: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
    requester_role: requesterRole(request.user_type, request.service_type),
  };
}
