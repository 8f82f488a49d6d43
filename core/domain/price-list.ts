/**
 * The company's price list: every figure the site, the calculators and the portal's order cards
 * show comes from this one table, so a service page, an estimate and an order can never disagree
 * (docs/decisions/037-one-price-list.md). Amounts are our own fees in cents; third-party charges
 * (Iowa Title Guaranty, the county recorder, the transfer tax) are not ours and live with the
 * Iowa fee schedule in core/calculators/iowa-fees.ts.
 *
 * Where the original description gave two readings of a price (transaction coordination "from
 * $300" on the site and "Starting at $395" in the portal; digital cash closings "from $499" on
 * the site and "Starting at $395" in the portal) we show one, the one that matches the rest of
 * the table, and every entry says what it includes.
 */

export type PriceBasis =
  /** Our fee for the usual file; larger or unusual files cost more. */
  | "from"
  /** One fixed fee. */
  | "flat"
  /** A fee for each signing session. */
  | "per-signing"
  /** Quoted for the file, because it depends on the property and the parties. */
  | "custom";

export interface PriceEntry {
  /** Our fee in cents; null when the price is quoted per file. */
  cents: number | null;
  basis: PriceBasis;
  /** What the fee covers, in a sentence a buyer or an agent can hold us to. */
  includes: string;
}

export const PRICE_LIST = {
  transactionCoordination: {
    cents: 39_500,
    basis: "from",
    includes:
      "One side of one transaction, from the accepted offer to the recorded deed: deadline tracking, document collection, signatures and weekly updates. Billed only when the deal closes.",
  },
  cashClosing: {
    cents: 49_900,
    basis: "from",
    includes:
      "Our closing and settlement fee for a cash purchase: the settlement statement, the closing appointment, recording and disbursement. Title search, title opinion, Iowa Title Guaranty and recording fees are separate lines on your statement.",
  },
  digitalCashClosing: {
    cents: 49_900,
    basis: "from",
    includes:
      "The same closing and settlement fee as a cash closing, signed online by remote online notary. Title search, title opinion, Iowa Title Guaranty and recording fees are separate lines on your statement.",
  },
  loanClosing: {
    cents: 40_000,
    basis: "from",
    includes:
      "Our closing fee for a financed purchase or a refinance, working to your lender's instructions. Title and recording fees are separate lines on your statement.",
  },
  exchange1031: {
    cents: null,
    basis: "custom",
    includes: "Quoted for the sale and the replacement closing together, once we know the properties and your qualified intermediary.",
  },
  remoteOnlineNotary: {
    cents: 7_500,
    basis: "per-signing",
    includes: "One remote online notary session, whatever the number of documents signed in it.",
  },
  titleGuaranty: {
    cents: null,
    basis: "custom",
    includes:
      "Quoted with the abstract and the title opinion. The Iowa Title Guaranty certificate fee itself is set by Iowa Title Guaranty and passed on at cost.",
  },
  fsboClosing: {
    cents: 49_900,
    basis: "flat",
    includes:
      "Full closing service for a seller without an agent: the paperwork, coordination with the buyer, the settlement statement and the closing.",
  },
} as const satisfies Record<string, PriceEntry>;

export type PricedService = keyof typeof PRICE_LIST;

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })}`;
}

/** The figure as the public site prints it: "From $499", "$499", "$75 per signing", "Custom pricing". */
export function sitePrice(entry: PriceEntry): string {
  if (entry.cents === null) return "Custom pricing";
  switch (entry.basis) {
    case "from":
      return `From ${dollars(entry.cents)}`;
    case "per-signing":
      return `${dollars(entry.cents)} per signing`;
    default:
      return dollars(entry.cents);
  }
}

/** The figure as the portal's order cards print it (the spec's words: "Starting at $395"). */
export function portalPrice(entry: PriceEntry): string {
  if (entry.cents === null) return "Custom pricing";
  return entry.basis === "from" ? `Starting at ${dollars(entry.cents)}` : sitePrice(entry);
}
