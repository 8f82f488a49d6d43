/**
 * The services a visitor can pick on /get-started, and how `?service=` preselects one. Each pick
 * is stored as its own service_type and named by its own title, so a service keeps its identity
 * from the link to the database, the admin area and the e-mails (a Digital Cash Closing is never
 * recorded as a Cash Closing; docs/decisions/032-orders-completed-on-get-started.md).
 */
import type { ServiceType } from "../domain/enums.ts";
import { PRICES } from "../site/claims.ts";

export interface CatalogueService {
  /** The picker's id; also the `?service=` value that selects it. */
  id: "title" | "tc" | "digital-cash" | "cash" | "loan" | "1031" | "ron" | "fsbo";
  title: string;
  description: string;
  price: string;
  /** What service_requests.service_type records for this pick. */
  serviceType: ServiceType;
}

export const SERVICE_CATALOGUE: readonly CatalogueService[] = [
  {
    id: "title",
    title: "Title Search & Iowa Title Guaranty",
    description: "Abstracting, an attorney's title opinion and the Iowa Title Guaranty certificate for a purchase or refinance.",
    price: PRICES.titleGuaranty,
    serviceType: "title",
  },
  {
    id: "loan",
    title: "Loan Closing",
    description: "Financed purchases and refinances: we work with the lender, prepare the settlement statement and close.",
    price: PRICES.loanClosing,
    serviceType: "loan",
  },
  {
    id: "digital-cash",
    title: "Digital Cash Closing",
    description: "A cash purchase closed electronically: e-signing, verified wire instructions and same-day recording where the county allows.",
    price: PRICES.digitalCashClosing,
    serviceType: "digital-cash",
  },
  {
    id: "cash",
    title: "Cash Closing",
    description: "A cash purchase closed at our office or yours, in as little as 7 days.",
    price: PRICES.cashClosing,
    serviceType: "cash",
  },
  {
    id: "1031",
    title: "1031 Exchange Closing",
    description: "Sale and replacement closings timed to your 45-day and 180-day deadlines, with your qualified intermediary.",
    price: PRICES.exchange1031,
    serviceType: "1031",
  },
  {
    id: "tc",
    title: "Transaction Coordination",
    description: "We track every deadline, document and party from accepted offer to closing, so agents can sell.",
    price: PRICES.transactionCoordination,
    serviceType: "tc",
  },
  {
    id: "fsbo",
    title: "FSBO Closing",
    description: "Selling without an agent? We prepare the paperwork, coordinate with the buyer and close on time.",
    price: PRICES.fsboClosing,
    serviceType: "fsbo",
  },
  {
    id: "ron",
    title: "Remote Online Notary",
    description: "Sign and notarize closing documents by secure video from anywhere, usually in under 10 minutes.",
    price: PRICES.remoteOnlineNotary,
    serviceType: "ron",
  },
];

export type CatalogueServiceId = CatalogueService["id"];
export const CATALOGUE_IDS = SERVICE_CATALOGUE.map((s) => s.id) as [CatalogueServiceId, ...CatalogueServiceId[]];

/** `?service=` values that name a catalogue entry by another id (links of the old site). */
const QUERY_ALIASES: Record<string, CatalogueServiceId> = {
  "title-guaranty": "title",
};

/** The entry a `?service=` value preselects; an unknown or missing value selects nothing. */
export function serviceFromQuery(value: string | null | undefined): CatalogueService | null {
  const key = (value ?? "").trim().toLowerCase();
  const id = QUERY_ALIASES[key] ?? key;
  return SERVICE_CATALOGUE.find((s) => s.id === id) ?? null;
}

export function catalogueService(id: CatalogueServiceId): CatalogueService {
  return SERVICE_CATALOGUE.find((s) => s.id === id)!;
}

/** The entry a stored service_type was picked as (each entry stores its own), or null. */
export function catalogueServiceOfType(serviceType: string): CatalogueService | null {
  return SERVICE_CATALOGUE.find((s) => s.serviceType === serviceType) ?? SERVICE_CATALOGUE.find((s) => s.id === serviceType) ?? null;
}

/** A readable name for a stored service_type (staff e-mails, admin lists, the dashboard's orders). */
export function serviceTypeTitle(serviceType: string): string {
  return catalogueServiceOfType(serviceType)?.title ?? serviceType;
}
