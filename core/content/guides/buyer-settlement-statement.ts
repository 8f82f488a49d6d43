import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { prorationExampleText } from "./proration.ts";
import { GENERAL_DISCLAIMER, type Guide } from "./types.ts";

export const BUYER_STATEMENT_GUIDE: Guide = {
  slug: "buyer-settlement-statement-guide",
  title: "Reading Your Buyer Settlement Statement",
  subtitle: "Every line of an Iowa buyer's statement, explained",
  intro:
    "Your settlement statement shows what you are paying for the home, every cost of the closing, the credits you receive, and the exact amount to bring to closing. If you are borrowing, your lender also sends a Closing Disclosure at least three business days before closing; the figures should agree. This guide explains each line.",
  sections: [
    {
      heading: "How the statement is laid out",
      paragraphs: [
        "Debits are amounts you pay: the price and the closing costs. Credits are amounts paid on your behalf or owed to you: your earnest money, your loan, the seller's tax proration and any seller concessions. The difference is the cash you bring to closing.",
      ],
    },
    {
      heading: "Debits: what you pay",
      table: {
        columns: ["Line", "What it means"],
        rows: [
          ["Contract sales price", "The price in your signed purchase agreement, including any amendments."],
          ["Title opinion or Iowa Title Guaranty", "The attorney's examination of the abstract and, when issued, the Iowa Title Guaranty owner's certificate that protects your ownership. Iowa uses this state program instead of private title insurance."],
          ["Lender's title guaranty", "Coverage your lender requires for the loan amount, if you are borrowing."],
          ["Recording fees", "The county recorder's charges for recording your deed and your mortgage."],
          ["Settlement or closing fee", "Our fee for conducting the closing, as agreed."],
          ["Loan charges", "Origination, appraisal, credit report and similar charges from your lender, exactly as on your Closing Disclosure."],
          ["Prepaid interest", "Interest on your new loan from the closing date to the end of the month."],
          ["Escrow deposits", "The reserve your lender collects for future property taxes and homeowner's insurance."],
          ["Homeowner's insurance", "The first year's premium, if it is paid at closing."],
          ["Association dues or special assessments", "Any amounts the purchase agreement makes yours from closing onward."],
        ],
      },
    },
    {
      heading: "Credits: what reduces your cash to close",
      table: {
        columns: ["Line", "What it means"],
        rows: [
          ["Earnest money", "The deposit you paid when the offer was accepted, applied to the price."],
          ["Loan amount", "Your new loan, paid by the lender directly to the closing."],
          ["Property tax proration", "The seller's credit for taxes for the seller's time of ownership that you will pay later: see the next section."],
          ["Seller concessions", "Closing costs the seller agreed to pay for you."],
          ["Repair credits", "Any credit agreed after the inspection instead of repairs."],
        ],
      },
    },
    {
      heading: "Why the seller credits you for taxes",
      paragraphs: [
        "Iowa property taxes are paid in arrears: the September and March installments pay for time that has already passed. After closing you will receive and pay tax bills that partly cover the months the seller owned the home, so the seller credits you that amount at closing.",
      ],
      note: { title: "Worked example", text: prorationExampleText() },
    },
    {
      heading: "Before you sign: check these",
      bullets: [
        "Your name is spelled exactly as you want it on the deed.",
        "The price, earnest money and concessions match your purchase agreement.",
        "Loan figures match your Closing Disclosure.",
        "The cash to close matches the amount we confirmed with you by phone.",
      ],
    },
    {
      heading: "Bringing your funds",
      paragraphs: [
        `Cash to close is paid by wire or cashier's check. Wire fraud targets buyers. ${WIRE_FRAUD_WARNING}`,
      ],
    },
  ],
  disclaimer: `${GENERAL_DISCLAIMER} The figures on your own statement come from your purchase agreement, your lender and the county; amounts in this guide are examples.`,
};
