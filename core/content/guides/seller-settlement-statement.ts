import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { prorationExampleText } from "./proration.ts";
import { GENERAL_DISCLAIMER, type Guide } from "./types.ts";

export const SELLER_STATEMENT_GUIDE: Guide = {
  slug: "seller-settlement-statement-guide",
  title: "Reading Your Seller Settlement Statement",
  subtitle: "Every line of an Iowa seller's statement, explained",
  intro:
    "The settlement statement is the final accounting of your sale: the price on one side, every payoff, fee, tax and credit on the other, and the amount you take home at the bottom. We send it to you before closing. Use this guide to read it line by line, and call us about anything you do not recognise.",
  sections: [
    {
      heading: "How the statement is laid out",
      paragraphs: [
        "Each line shows an amount in one of two columns. Credits are money owed to you (the sale price, for example). Debits are money taken out of your proceeds (your mortgage payoff, fees and taxes). The difference at the bottom is your cash to seller. If debits are larger than credits, the bottom line shows cash you must bring to closing.",
      ],
    },
    {
      heading: "Credits to you",
      table: {
        columns: ["Line", "What it means"],
        rows: [
          ["Contract sales price", "The price in your signed purchase agreement, including any amendments."],
          ["Personal property", "Items sold with the house for a separate price, if the agreement lists them."],
          ["Prepaid items reimbursed", "Amounts you paid ahead for time after closing, such as association dues already paid for the month, credited back to you for the days after closing."],
          ["Escrow refund", "Not on the statement: your lender refunds any balance left in your mortgage escrow account directly to you after the payoff."],
        ],
      },
    },
    {
      heading: "Debits from your proceeds",
      table: {
        columns: ["Line", "What it means"],
        rows: [
          ["Mortgage payoff", "The balance of each loan on the property, with interest to the payoff date, from a written payoff statement your lender sends us. It is usually more than the principal on your last statement."],
          ["Real estate commission", "The commission to the listing and buyer's brokers under your listing agreement, paid directly to the brokerages. None for a for-sale-by-owner sale."],
          ["Abstract continuation", "The abstracter's charge for bringing your abstract of title up to date. Under the usual Iowa purchase agreement the seller pays it."],
          ["Deed preparation", "Preparing the warranty deed from the abstract's legal description."],
          ["Transfer tax", "Iowa's tax on the deed: $0.80 per $500 of the price above the first $500, paid to the county recorder when the deed is recorded."],
          ["Release recording", "The recorder's fee to record the release of your paid-off mortgage."],
          ["Property tax proration", "Your share of taxes not yet paid: see the next section."],
          ["Settlement or closing fee", "Our fee for conducting the closing, as agreed."],
          ["Seller concessions", "Any closing costs you agreed to pay for the buyer; they appear as a debit to you and a credit to the buyer."],
          ["Repairs and credits", "Repair invoices or repair credits you agreed to after the inspection."],
          ["Other payoffs", "Judgments, liens, utility or association balances that must be paid to give clear title."],
        ],
      },
    },
    {
      heading: "Property tax prorations: paid in arrears",
      paragraphs: [
        "Iowa property taxes are paid a year behind, in two installments due in September and March. When you sell, some of the taxes for the time you owned the home have not been billed yet. Because the buyer will pay those bills later, you credit the buyer for them at closing. On your statement that credit is a debit to you.",
      ],
      note: { title: "Worked example", text: prorationExampleText() },
    },
    {
      heading: "Before you sign: check these",
      bullets: [
        "The sales price and any seller concessions match your purchase agreement and its amendments.",
        "Every loan on the property is listed once, with the right lender.",
        "The commission matches your listing agreement.",
        "The tax proration uses the date and method of your purchase agreement.",
        "Your name, forwarding address and how you want your proceeds paid are correct.",
      ],
    },
    {
      heading: "Receiving your proceeds",
      paragraphs: [
        `Proceeds are paid by check or wire after the buyer's funds are confirmed. ${WIRE_FRAUD_WARNING}`,
      ],
    },
  ],
  disclaimer: `${GENERAL_DISCLAIMER} The figures on your own statement come from your purchase agreement, your lender and the county; amounts in this guide are examples.`,
};
