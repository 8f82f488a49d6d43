/** Copy of /process-overview/title: title opinions, Iowa Title Guaranty, and what is covered. */

export interface Explainer {
  id: string;
  title: string;
  /** One line shown on the closed toggle. */
  teaser: string;
  paragraphs: string[];
  points: string[];
}

export const TITLE_INTRO =
  "In Iowa, title is proven by the abstract and an attorney's opinion on it, and protected by a certificate from Iowa Title Guaranty, a division of the Iowa Finance Authority. Here is what each one is and how to read it.";

export const TITLE_EXPLAINERS: Explainer[] = [
  {
    id: "title-opinion",
    title: "Title Opinion",
    teaser: "An Iowa attorney's written opinion on who owns the property and what must happen before closing.",
    paragraphs: [
      "After the abstract is continued, an Iowa-licensed attorney examines every entry in it and writes a title opinion. The opinion names the owner of record, describes the property, and lists everything that affects the title: mortgages, liens, easements, restrictions and anything irregular in the chain of ownership.",
      "A title opinion is the attorney's professional judgement, not insurance. If the attorney misses something, the remedy is a claim against the attorney; if a defect could not be found in the records at all, nobody pays for it. That is why lenders and buyers also want a title guaranty.",
    ],
    points: [
      "Written for the buyer and, when there is a loan, the lender.",
      "Based only on what the abstract shows, as of the abstract's certification date.",
      "Lists requirements to meet before closing, so the buyer gets the title the contract promises.",
    ],
  },
  {
    id: "title-guaranty",
    title: "Title Guaranty",
    teaser: "A state-backed certificate that protects the owner or lender against covered title defects.",
    paragraphs: [
      "Iowa does not allow title insurance companies to write policies on Iowa property. In its place, Iowa Title Guaranty, a division of the Iowa Finance Authority, issues title guaranty certificates. They work much like an owner's or lender's title insurance policy, at a lower cost, and they are accepted by lenders nationwide, including Fannie Mae and Freddie Mac.",
      "A participating attorney (or abstracter) issues a commitment before closing, based on the abstract and the title opinion, and the final certificate after the deed and mortgage are recorded. An owner's certificate lasts as long as you or your heirs own the property; a lender's certificate protects the mortgage lender up to the loan amount.",
    ],
    points: [
      "Owner's coverage is optional but strongly recommended, and the one-time fee is small next to the price.",
      "Coverage is the price you paid (owner) or the loan amount (lender).",
      "Legal defence of a covered claim against your title is included.",
    ],
  },
];

export interface ReadingPart {
  name: string;
  /** What this part of the opinion is. */
  meaning: string;
  /** What you do about it. */
  action: string;
}

export const READING_INTRO =
  "A title opinion is written for lawyers and lenders, but its structure is simple. Most run to a few pages with three parts that matter to you.";

export const READING_PARTS: ReadingPart[] = [
  {
    name: "Requirements",
    meaning:
      "Things that must be done before or at closing for the buyer to receive good title: release of the seller's mortgage, an affidavit explaining a name difference, a court order in an estate, payment of delinquent taxes.",
    action: "We work through each one with the seller, their lender and the attorney. Every requirement is met before we close.",
  },
  {
    name: "Exceptions",
    meaning:
      "Matters the buyer will take the property subject to, such as utility easements, recorded covenants, the current year's property taxes not yet due, and rights of tenants in possession.",
    action: "Read them. Most are routine, but if an easement or covenant would stop something you plan to build or do, tell us before closing.",
  },
  {
    name: "Objections",
    meaning:
      "Defects the attorney believes make the title unmarketable as it stands, for example a break in the chain of ownership or an unreleased judgment against a prior owner.",
    action:
      "Under most Iowa purchase agreements the seller must correct them within a set time. We coordinate the fix, whether a corrective deed, a release or a quiet title action.",
  },
];

export const COVERED_RISKS: string[] = [
  "Forged or fraudulent deeds and releases in the chain of title.",
  "Documents signed by someone without legal capacity or authority, such as a minor or an unauthorised agent.",
  "Mistakes in recording or indexing at the county recorder's office.",
  "Undisclosed heirs or a spouse's rights that were not properly released.",
  "Liens, judgments and unpaid taxes of record that were missed.",
  "Lack of a legal right of access to the property.",
];

export const NOT_COVERED_RISKS: string[] = [
  "Problems a current survey or inspection of the property would have shown, such as a fence over the line, unless survey coverage is added.",
  "Defects you knew about and did not disclose, or that you created yourself.",
  "Zoning, building code and land-use rules, except as the certificate specifically provides.",
  "Exceptions listed in the certificate, such as recorded easements and covenants.",
  "The physical condition of the property, its environment or its value.",
  "Anything arising after the certificate's effective date.",
];
