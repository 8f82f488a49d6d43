import type { StepDetail } from "./detail-types.ts";

/** Copy of the pages for the first half of the process: file opening, abstracting, fees and documents. */

export const FILE_OPENING: StepDetail = {
  path: "/file-opening",
  whatWeDo: {
    paragraphs: [
      "Your closing starts the day the signed purchase agreement reaches us, from your agent, your lender or from you if you are selling on your own. We open a file the same business day and assign one closer who stays with it until the final abstract is delivered.",
      "Opening a file is more than creating a folder. We read the agreement for the details that drive everything after it: the legal description, the price, the earnest money, the closing date, who pays which costs, and any contingencies with deadlines of their own.",
    ],
    points: [
      "Confirm the buyers, the sellers and how each will hold or convey title.",
      "Order the abstract continuation and request payoff statements for every mortgage on the property.",
      "Contact the buyer's lender, if there is one, for closing instructions and the loan timeline.",
      "Receipt the earnest money into our trust account if we are holding it.",
      "Send everyone a welcome note with the closing date, the closer's direct line and the next steps.",
    ],
  },
  whyItMatters: {
    paragraphs: [
      "Every later step waits on this one. Abstracting in some Iowa counties takes a week or more, and a lender needs its figures days before closing, so a file opened late is a closing that starts behind.",
      "Catching a problem in the purchase agreement now, such as a misspelled name, a legal description that does not match the county's records or a missing signature, costs a phone call. Catching it at the closing table costs a new date.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["Send what you have; we will ask for the rest. The sooner we have it, the calmer closing week is."],
    points: [
      "The fully signed purchase agreement with every addendum and counter-offer.",
      "Full legal names, phone numbers and e-mail addresses of all buyers and sellers.",
      "Sellers: your lender's name and loan number, and where your abstract is kept if you know.",
      "Buyers: your lender and loan officer, and whether you plan to sign in person or online.",
      "Anyone selling through a trust, an estate or a company: the document that lets you sign for it.",
    ],
  },
  questions: "Not sure whether your agreement is ready, or who should send it? Ask us before you sign.",
};

export const ABSTRACTING: StepDetail = {
  path: "/abstracting",
  whatWeDo: {
    paragraphs: [
      "Iowa is one of the few states where land titles are proven by an abstract of title: a bound or electronic history of every recorded document that has touched the property, often going back to the original government patent. Rather than starting over for each sale, the existing abstract is brought up to date with a continuation.",
      "We locate the seller's abstract, which is frequently held by the seller's mortgage lender or attorney, and send it to a licensed abstracter in the county. The abstracter searches the county recorder's, the clerk of court's and the treasurer's records and adds everything since the last continuation.",
    ],
    points: [
      "Deeds, mortgages and releases recorded since the last sale.",
      "Judgments, liens and pending court cases against the owners.",
      "Easements, covenants, plats and special assessments.",
      "The property tax status from the county treasurer.",
    ],
  },
  whyItMatters: {
    paragraphs: [
      "The continued abstract is what the examining attorney reads to decide whether the seller can deliver clear title. Anything the abstract shows, such as an old mortgage that was never released or a judgment against someone with the same name, has to be dealt with before closing.",
      "Ordering it early is the single best protection for your closing date. A lost abstract can be rebuilt, but that takes time, and the earlier we know, the more of it we have.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["Most of this step is our work, but a little from the seller helps a lot."],
    points: [
      "Sellers: tell us if you have the abstract at home, in a safe deposit box or with your lender or attorney.",
      "Sellers: any survey, recorded easement or agreement with a neighbour you know about.",
      "Buyers: nothing yet. If your lender asks for the abstract, we send it to them directly.",
    ],
  },
  questions: "Can't find your abstract, or not sure you ever had one? Call us; we track them down every week.",
};

export const COLLECTION: StepDetail = {
  path: "/collection-fees-documents",
  whatWeDo: {
    paragraphs: [
      "In the two weeks before closing we gather every figure and form the closing needs, so the settlement statement is complete and correct before anyone sits down to sign.",
      "We request the figures from the people who own them, check them against the purchase agreement, and follow up until each one is final.",
    ],
    points: [
      "Written payoff statements from each mortgage or home-equity lender, good through the closing date.",
      "Current and delinquent property taxes and special assessments from the county treasurer.",
      "Homeowner association dues, transfer fees and any utility or sewer charges that must be paid at closing.",
      "Invoices for inspections, repairs, surveys and well or septic tests the agreement assigns to a party.",
      "The lender's closing instructions, loan documents and final figures.",
      "The declaration of value the county recorder requires with the deed, and a groundwater hazard statement when a well, septic system, tank, burial site or disposal site is present (otherwise the deed carries the statutory statement instead).",
    ],
  },
  whyItMatters: {
    paragraphs: [
      "A settlement statement is only as good as the numbers behind it. A payoff that is a day short, or a repair invoice that arrives at the table, changes what the seller receives and what the buyer must bring.",
      "Collecting documents early also keeps the lender on schedule: buyers with a loan must receive their Closing Disclosure at least three business days before closing, and a late change can restart that clock.",
    ],
  },
  whatWeNeed: {
    paragraphs: ["We will send a short checklist for your side. The usual items are these."],
    points: [
      "Sellers: lender name, loan number and the last four digits of your Social Security number so the lender will release a payoff.",
      "Sellers: HOA contact details, and any repair invoices you agreed to pay at closing.",
      "Sellers: whether the property has wells, a septic system, underground tanks, burial sites or disposal sites (this decides whether a groundwater hazard statement is filed).",
      "Buyers: proof of homeowner's insurance for the lender, and the name you want on the deed.",
      "Agents: commission instructions and any credits negotiated after the agreement was signed.",
    ],
  },
  questions: "Wondering whether a charge belongs on the statement, or who should pay it? We can tell you before closing, not at it.",
};
