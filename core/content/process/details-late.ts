import { WIRE_FRAUD_POLICY } from "../wire-fraud.ts";
import type { StepDetail } from "./detail-types.ts";

/** Copy of the pages for the second half of the process: signing options, closing, final abstracting. */

export const ELECTRONIC_OPTIONS: StepDetail = {
  path: "/electronic-options",
  whatWeDo: {
    paragraphs: [
      "You choose how you sign, and each party can choose differently. We set up whichever way suits you and make sure the documents are in the right place, in the right form, on time.",
      "Remote online notarization has been legal in Iowa since July 1, 2020. You sign on a computer by secure video with a commissioned notary; the session is recorded and the documents are sealed electronically.",
    ],
    points: [
      "In person at one of our Iowa offices, with your closer at the table to walk you through each page.",
      "Remote online notary: sign from home, work or another state by video, usually in under 10 minutes.",
      "A mix: for example the sellers sign online a day early and the buyers come in for the keys.",
      "Mail-away signing for parties who cannot use video, with a local notary and prepaid return shipping.",
    ],
  },
  whyItMatters: {
    paragraphs: [
      "Closings get delayed when a signer is travelling, working shifts or lives out of state. Choosing the signing method early removes that risk and lets us ship or upload documents well ahead of the date.",
      "Some lenders still require a wet-ink signature on certain loan documents. We check with the lender before you choose so there are no surprises on closing day.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["Tell us at least a week before closing how each person wants to sign."],
    points: [
      "For remote online signing: a computer with a camera and microphone, a steady internet connection and a current government-issued photo ID.",
      "For in-person signing: the office you prefer and a time that works for every signer on your side.",
      "For mail-away signing: the shipping address and a phone number where the documents can be tracked.",
      "Anyone signing under a power of attorney: a copy of it in advance, so the lender and the attorney can approve it.",
    ],
  },
  questions: "Not sure your lender allows online signing, or whether your computer will work? Call us and we will check with you.",
};

export const CLOSING: StepDetail = {
  path: "/closing",
  whatWeDo: {
    paragraphs: [
      "Closing day is the short, final step of a long process. Your closer walks through the settlement statement with you line by line before you sign anything, explains each document in plain words, and answers every question until you are comfortable.",
      "When every party has signed and the funds have been received and confirmed, we disburse: the seller's mortgages are paid off, the seller receives the proceeds, commissions and invoices are paid, and the buyer gets the keys.",
    ],
    points: [
      "Buyers sign the loan documents, the Closing Disclosure and the settlement statement.",
      "Sellers sign the deed, the settlement statement and any affidavits the title opinion requires.",
      "Funds are confirmed with the bank before any money goes out.",
      "Everyone leaves with copies of what they signed.",
    ],
  },
  whyItMatters: {
    paragraphs: [
      `This is the moment money and ownership change hands, so it is where care matters most. We never disburse before funds are confirmed. ${WIRE_FRAUD_POLICY}`,
      "A calm closing is the result of the steps before it. Because the figures were reviewed in advance, closing day is about signing and celebrating, not about finding mistakes.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["Bring these on the day, or have them ready for your online session."],
    points: [
      "A current government-issued photo ID for every signer.",
      "Buyers: funds to close by wire transfer, confirmed by calling us at a number you already know, or by cashier's check made out to us.",
      "Sellers: keys, garage openers, and codes you agreed to hand over.",
      "Anyone signing for a trust, an estate or a company: the approved authority document.",
    ],
  },
  questions: "Want to go over your figures before the day? Call your closer; we would rather answer questions early than at the table.",
};

export const FINAL_ABSTRACTING: StepDetail = {
  path: "/final-abstracting",
  whatWeDo: {
    paragraphs: [
      "After closing we make the new ownership part of the public record. We file the deed, the buyer's mortgage and any releases with the county recorder, usually electronically the same or the next business day, together with the declaration of value and the groundwater hazard statement, and we pay the transfer tax.",
      "Once the documents are recorded, the abstract is continued one final time so it shows the sale, the new mortgage and the released old ones. It then goes to the new owner, or to their lender, who often keeps it until the loan is paid.",
    ],
    points: [
      "Record the deed, mortgage and releases with the county recorder.",
      "Pay the Iowa transfer tax: $0.80 for each $500 of the price above the first $500.",
      "Follow up with the seller's old lenders until every paid-off mortgage is released of record.",
      "Order the final abstract continuation and deliver the abstract.",
      "Issue the final Iowa Title Guaranty owner's and lender's certificates.",
    ],
  },
  whyItMatters: {
    paragraphs: [
      "Recording protects the buyer against anyone who might claim the property later: in Iowa, the recorded deed is notice to the world. An unrecorded deed, or a mortgage that was paid off but never released, causes trouble years later when the property is sold again.",
      "The continued abstract and the title guaranty certificate are the new owner's proof of title. Keep them somewhere safe; the next sale will start with them.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["Almost nothing. This step is ours, but a couple of things help."],
    points: [
      "Buyers: the mailing address where the recorded deed and the certificate should go, if it is not the new property.",
      "Sellers: forward us anything your old lender sends about the payoff, in case a release is delayed.",
      "Everyone: tell us if you move before the final documents arrive.",
    ],
  },
  questions: "Haven't received your recorded deed or abstract, or need a copy years later? We can help.",
};

export const SETTLEMENT_STATEMENTS_MADE_SIMPLE: StepDetail = {
  path: "/settlement-statements-made-simple",
  whatWeDo: {
    paragraphs: [
      "We prepare the settlement statement, the document that shows every dollar coming into the closing and every dollar going out, for the buyer and for the seller. When the buyer has a loan, the lender's Closing Disclosure shows the same numbers in the federal format, and we make sure the two agree to the penny.",
      "Before closing, we send you a draft and walk through it with you. The guides below show sample statements for a buyer and for a seller with each line explained.",
    ],
  },
  whyItMatters: {
    paragraphs: [
      "The statement is where promises in the purchase agreement turn into numbers: the price, the credits, who pays what, and the prorations. Reading it before closing is the best way to catch a mistake while it is still easy to fix.",
      "It is also the record you will want at tax time: your tax preparer will ask for the closing statement for the year you bought or sold.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["Read the draft we send you and tell us about anything that looks wrong or unfamiliar."],
    points: [
      "Check the names, the property address and the price.",
      "Check every credit you negotiated: repairs, closing-cost help, earnest money.",
      "Check the payoff figures against your own records if you are selling.",
      "Ask about any line you do not recognise. There are no silly questions about your own money.",
    ],
  },
  questions: "Have a line on your statement you can't place? Call or e-mail us and we'll explain it.",
};
