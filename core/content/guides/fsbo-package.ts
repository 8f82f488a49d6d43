import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { PRICES } from "#core/site/claims.ts";
import { GENERAL_DISCLAIMER, type Guide } from "./types.ts";

/**
 * Iowa real estate transfer tax (Iowa Code §428A.1): $0.80 for each $500 of the price, or fraction
 * of $500, above the first $500. Whole cents.
 */
export function iowaTransferTax(price: number): number {
  if (!Number.isFinite(price) || price <= 500) return 0;
  const units = Math.ceil((price - 500) / 500);
  return Math.round(units * 80) / 100;
}

const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The transfer-tax examples printed in the package (tested). */
export const TRANSFER_TAX_EXAMPLES = [150_000, 250_000, 325_250, 480_000].map((price) => ({
  price,
  tax: iowaTransferTax(price),
}));

export const FSBO_PACKAGE: Guide = {
  slug: "fsbo-package",
  title: "The Iowa For Sale By Owner Package",
  subtitle: "Every step, form and fee of selling your Iowa home yourself",
  intro:
    "Selling without an agent saves the commission, but the paperwork is still yours: Iowa requires disclosures, a groundwater hazard statement when the property has a well, septic system or similar condition, a declaration of value and an updated abstract before a buyer's attorney will approve the title. This package walks you through the sale in order and shows what we handle for you.",
  sections: [
    {
      heading: "The Iowa FSBO sale, step by step",
      steps: [
        { title: "Gather your records", text: "Find your abstract of title (often held by your mortgage lender, your attorney or in a safe deposit box), your deed, the latest property tax statement, your mortgage statement and any survey, septic or well records." },
        { title: "Complete the seller disclosure statement", text: "Iowa Code chapter 558A requires the seller of residential property with one to four dwelling units to give the buyer a written disclosure statement before the buyer makes a written offer. Answer every question truthfully from what you actually know; the form covers the roof, basement, foundation, plumbing, heating, wells, septic, radon, lead and more." },
        { title: "Lead-based paint disclosure (homes built before 1978)", text: "Federal law requires a separate lead-based paint disclosure and the EPA pamphlet, and gives the buyer the chance to inspect, before the buyer is bound by the contract." },
        { title: "Sign a written purchase agreement", text: "The agreement is the contract the whole closing follows. It should state the price, the earnest money and who holds it, financing and inspection contingencies, the closing and possession dates, how property taxes are prorated, who pays for the abstract and the title opinion or Iowa Title Guaranty, and what stays with the house. Have an Iowa attorney review it before you sign." },
        { title: "Open the closing file", text: "Send us the signed purchase agreement. We open the file the same business day, order the abstract continuation and request your mortgage payoff." },
        { title: "Abstract continuation and title opinion", text: "An abstracter brings your abstract up to date. The buyer's attorney examines it and issues a title opinion, or an Iowa Title Guaranty certificate is issued. Any requirement in the opinion (an unreleased old mortgage, a judgment, a missing signature) must be cleared before closing." },
        { title: "Groundwater hazard statement", text: "Needed when the property has any of the conditions it covers (Iowa Code §558.69; since 2022, a property with none of them instead carries the statutory statement on the first page of the deed). It discloses wells, burial sites, solid or hazardous waste, underground storage tanks and private sewage systems on the property. A private septic system needs a time-of-transfer inspection by a certified inspector before the sale (Iowa Code §455B.172)." },
        { title: "Deed and declaration of value", text: "A warranty deed is prepared from the legal description in the abstract and signed before a notary by every owner, and by a spouse who is not on the title to release homestead and marital rights. The declaration of value (Iowa Code chapter 428A) reports the price to the county and is filed with the deed." },
        { title: "Settlement statement and closing", text: "We prepare the settlement statement with your payoff, the transfer tax, the tax proration and every fee, send it for review, and conduct the closing in person or by remote online notary." },
        { title: "Recording and final abstracting", text: "We record the deed, pay the transfer tax to the county recorder, disburse your proceeds and see that the abstract is continued to show the new owner." },
      ],
    },
    {
      heading: "Iowa transfer tax",
      paragraphs: [
        "Iowa charges a real estate transfer tax of $0.80 for every $500 of the price, or fraction of $500, above the first $500 (Iowa Code §428A.1). The seller customarily pays it, and it is paid when the deed is recorded. Some transfers, such as gifts and transfers between spouses, are exempt.",
      ],
      table: {
        columns: ["Sale price", "Transfer tax"],
        rows: TRANSFER_TAX_EXAMPLES.map(({ price, tax }) => [usd(price), usd(tax)]),
      },
    },
    {
      heading: "Property taxes are paid in arrears",
      paragraphs: [
        "Iowa property taxes are paid a year behind, in two installments due in September and March. On the day you close you will owe taxes for time you have already owned the home that will not be billed until later. The settlement statement gives the buyer a credit for those days (the proration), and the buyer pays the bills when they come due. Check the proration method in your purchase agreement.",
      ],
    },
    {
      heading: "Documents checklist",
      bullets: [
        "Signed purchase agreement with all addenda and counteroffers",
        "Seller disclosure statement, signed by the buyer as received",
        "Lead-based paint disclosure, for homes built before 1978",
        "Abstract of title (the original, which we send for continuation)",
        "Latest property tax statement and any special assessments",
        "Mortgage lender, loan number and your authorisation to request the payoff",
        "Septic time-of-transfer inspection report, if the home has a private system",
        "Photo identification for every person signing the deed",
      ],
    },
    {
      heading: `What we do for ${PRICES.fsboClosing}`,
      paragraphs: [
        `Our Full Closing Service for FSBO sellers is ${PRICES.fsboClosing}, payable only when the sale closes. It covers:`,
      ],
      bullets: [
        "Opening the file and a single point of contact from contract to recording",
        "Ordering the abstract continuation and working through the title opinion's requirements",
        "Requesting and verifying your mortgage payoff",
        "Preparing the warranty deed, the declaration of value and, when required, the groundwater hazard statement",
        "Coordinating with the buyer, the buyer's lender and the buyer's attorney",
        "Preparing the settlement statement and reviewing it with you line by line",
        "Conducting the closing at our office or by remote online notary",
        "Recording the deed, paying the transfer tax and disbursing your proceeds the same day",
      ],
      note: {
        title: "Not included",
        text: "Abstracting charges, recording fees and the transfer tax are paid to the abstracter and the county at cost and show on your settlement statement. We do not give legal advice on your purchase agreement; an Iowa attorney should review it.",
      },
    },
    {
      heading: "Protect your proceeds from wire fraud",
      paragraphs: [
        WIRE_FRAUD_WARNING,
      ],
    },
  ],
  disclaimer: GENERAL_DISCLAIMER,
};
