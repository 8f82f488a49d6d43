import { CASH_CLOSINGS, DIGITAL_CASH_CLOSINGS, LOAN_CLOSINGS } from "./closings.ts";
import { EXCHANGE_1031 } from "./exchange-1031.ts";
import { FSBO } from "./fsbo.ts";
import { REMOTE_ONLINE_NOTARY } from "./remote-online-notary.ts";
import { TITLE_GUARANTY } from "./title-guaranty.ts";
import { TRANSACTION_COORDINATION } from "./transaction-coordination.ts";
import type { ServicePageContent } from "./types.ts";

/** The eight service pages' content, in the order of the Services menu. */
export const SERVICE_PAGES: readonly ServicePageContent[] = [
  TRANSACTION_COORDINATION,
  DIGITAL_CASH_CLOSINGS,
  CASH_CLOSINGS,
  LOAN_CLOSINGS,
  EXCHANGE_1031,
  FSBO,
  REMOTE_ONLINE_NOTARY,
  TITLE_GUARANTY,
];

/** Paths whose page shows the wire-fraud notice (money is wired to the closing). */
export const WIRE_FRAUD_PATHS: ReadonlySet<string> = new Set(["/cash-closings", "/digital-cash-closings", "/1031-exchange"]);

export function servicePage(path: string): ServicePageContent {
  const page = SERVICE_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`No service page content for ${path}`);
  return page;
}
