/**
 * Copy of /process-overview/settlement and the line-by-line guide on
 * /settlement-statements-made-simple, plus the two sample statement guides.
 */

export interface StatementLine {
  name: string;
  /** Where it usually appears and who usually pays, in plain words. */
  explanation: string;
}

/** The lines of a Closing Disclosure or ALTA settlement statement Iowa buyers and sellers ask about most. */
export const STATEMENT_LINES: StatementLine[] = [
  {
    name: "Property tax proration (taxes in arrears)",
    explanation:
      "Iowa property taxes are paid in arrears: the installments due in September and March pay for the fiscal year that has already passed. So at closing the seller still owes taxes for the time they owned the home that have not been billed yet. The statement shows this as a credit from the seller to the buyer, who will pay those bills when they come due.",
  },
  {
    name: "Transfer tax",
    explanation:
      "Iowa charges a real estate transfer tax when the deed is recorded: $0.80 for each $500 (or part of $500) of the price above the first $500. On a $250,000 sale that is $249,500 ÷ $500 = 499 units × $0.80 = $399.20. It is customarily paid by the seller and appears as a government charge on the seller's side.",
  },
  {
    name: "Recording fees",
    explanation:
      "The county recorder's fees for recording the deed, the new mortgage and any releases. Buyers usually pay to record the deed and their mortgage; sellers pay to record the releases of their old mortgages.",
  },
  {
    name: "Title guaranty",
    explanation:
      "The fee for the Iowa Title Guaranty certificate: an owner's certificate protecting the buyer and, with a loan, a lender's certificate. Who pays is set by the purchase agreement; buyers commonly pay for both.",
  },
  {
    name: "Abstracting",
    explanation:
      "The abstracter's charge for continuing the abstract of title. By Iowa custom the seller pays to bring the abstract up to date for the sale, and the buyer pays for the final continuation after closing.",
  },
  {
    name: "Title opinion",
    explanation: "The examining attorney's fee for reviewing the abstract and writing the title opinion, usually paid by the buyer.",
  },
  {
    name: "Payoffs",
    explanation:
      "The amount needed to pay off each mortgage or home-equity line on the property, including interest to the payoff date. Paid from the seller's proceeds.",
  },
  {
    name: "Earnest money and credits",
    explanation:
      "Money the buyer already deposited, and any amounts the seller agreed to give the buyer (for repairs or closing costs), both reduce what the buyer must bring.",
  },
  {
    name: "Settlement or closing fee",
    explanation: "Our fee for handling the closing, shown on the side of whichever party the agreement says pays it.",
  },
];

export interface GuidePdf {
  id: "seller" | "buyer";
  title: string;
  description: string;
  href: string;
}

export const STATEMENT_GUIDES: GuidePdf[] = [
  {
    id: "seller",
    title: "Seller Settlement Statement Guide",
    description: "A sample seller statement with every line explained: payoffs, transfer tax, proration credit and net proceeds.",
    href: "/guides/seller-settlement-statement-guide.pdf",
  },
  {
    id: "buyer",
    title: "Buyer Settlement Statement Guide",
    description: "A sample buyer statement with every line explained: loan amount, prepaids, title guaranty and cash to close.",
    href: "/guides/buyer-settlement-statement-guide.pdf",
  },
];

/** /process-overview/settlement */
export const SETTLEMENT_EXPLANATION: string[] = [
  "The settlement statement is the final accounting of your purchase or sale. It lists the price, every charge, every credit and every payment, and ends in one number: what the buyer brings to closing, or what the seller takes home.",
  "When the buyer has a loan, the lender also issues a Closing Disclosure, the five-page federal form the buyer must receive at least three business days before closing. We prepare an ALTA settlement statement alongside it, and the two must agree.",
  "Both sides see a draft before closing. Reading it carefully is the single best way to make sure closing day holds no surprises.",
];

export interface CheckGroup {
  who: "Buyers" | "Sellers";
  points: string[];
}

export const SETTLEMENT_CHECKS: CheckGroup[] = [
  {
    who: "Buyers",
    points: [
      "Your name is spelled the way you want it on the deed, and the property address is right.",
      "The price, loan amount and interest rate match your purchase agreement and loan estimate.",
      "Your earnest money and any seller credits appear as credits to you.",
      "The tax proration credit from the seller is there.",
      "Cash to close matches what we told you, and you have confirmed wiring instructions by phone with us.",
    ],
  },
  {
    who: "Sellers",
    points: [
      "The price and any credits you agreed to give match the purchase agreement and its addenda.",
      "Each mortgage payoff looks right against your most recent statement.",
      "Commissions match your listing agreement.",
      "The tax proration charge covers the time you have owned the home this fiscal year and any unpaid installment.",
      "Your proceeds are going to the account or address you gave us in writing.",
    ],
  },
];
