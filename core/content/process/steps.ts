/**
 * The eight steps of an Iowa closing as we run it, in order. The process overview shows them as
 * an accordion; each step has a page of its own, and every step page points to the next one.
 */

export interface ProcessStep {
  /** Stable id, used for element ids on the overview. */
  id: string;
  /** 1-based position in the process. */
  number: number;
  /** The step's name as shown on the overview and in breadcrumbs. */
  name: string;
  /** The page that explains the step in full. */
  path: string;
  /** One sentence: what the step is. */
  summary: string;
  /** What happens in the step, in a few short points. */
  points: string[];
  /** Roughly when it happens, relative to the closing date. */
  timing: string;
}

export const PROCESS_STEPS: ProcessStep[] = [
  {
    id: "file-opening",
    number: 1,
    name: "File Opening",
    path: "/file-opening",
    summary: "The signed purchase agreement reaches us and we open your closing file the same business day.",
    points: [
      "We confirm the parties, the property's legal description, the price and the closing date.",
      "We order the abstract, request mortgage payoffs and contact the lender, if there is one.",
      "You get the name and direct line of the closer who handles your file from start to finish.",
    ],
    timing: "As soon as the purchase agreement is signed, ideally 30 days or more before closing.",
  },
  {
    id: "abstracting",
    number: 2,
    name: "Abstracting",
    path: "/abstracting",
    summary: "An abstracter brings the property's abstract of title up to date with everything recorded since it was last continued.",
    points: [
      "The seller's abstract is located (often held by their lender or attorney) and sent to the abstracter.",
      "The abstracter searches the county recorder's, clerk of court and treasurer's records and adds a continuation.",
      "Judgments, liens, unpaid taxes and recorded easements show up here, long before closing day.",
    ],
    timing: "Usually one to two weeks after the file opens, depending on the county.",
  },
  {
    id: "title",
    number: 3,
    name: "Title Examination",
    path: "/process-overview/title",
    summary: "An Iowa attorney examines the updated abstract and writes a title opinion; Iowa Title Guaranty coverage is issued on it.",
    points: [
      "The attorney's opinion lists who owns the property and the requirements to be met before closing.",
      "We work through each requirement: releases of old mortgages, affidavits, corrected documents.",
      "An Iowa Title Guaranty commitment is issued so the lender and the buyer know coverage is in place.",
    ],
    timing: "Within days of the abstract arriving; requirements are cleared before closing.",
  },
  {
    id: "collection",
    number: 4,
    name: "Collection of Fees & Documents",
    path: "/collection-fees-documents",
    summary: "We collect payoffs, invoices, the lender's figures and every signed form the closing needs.",
    points: [
      "Mortgage payoffs, tax figures from the county treasurer, HOA statements, inspection and repair invoices.",
      "The declaration of value for the county recorder, and a groundwater hazard statement when the property has a well, septic system, tank or disposal site.",
      "Closing instructions and loan documents from the lender.",
    ],
    timing: "Through the two weeks before closing.",
  },
  {
    id: "settlement",
    number: 5,
    name: "Settlement Statement",
    path: "/process-overview/settlement",
    summary: "We prepare the settlement statement showing every dollar in and out, and send it for review before closing.",
    points: [
      "Property taxes are prorated in arrears, as Iowa pays them, and credited from seller to buyer.",
      "Transfer tax, recording fees, title guaranty and abstracting charges go on the right side.",
      "Buyers with a loan receive their Closing Disclosure at least three business days before closing.",
    ],
    timing: "Draft figures several days before closing; final figures the day before.",
  },
  {
    id: "electronic-options",
    number: 6,
    name: "Electronic or In-Person Options",
    path: "/electronic-options",
    summary: "You choose how to sign: at one of our Iowa offices, by remote online notary, or a mix of both.",
    points: [
      "Remote online notarization has been legal in Iowa since July 1, 2020.",
      "Sellers often sign ahead of time online; buyers often prefer the table and the keys.",
      "Out-of-state parties can sign by mail-away package with a local notary.",
    ],
    timing: "Settled a week or more before closing, so documents go to the right place.",
  },
  {
    id: "closing",
    number: 7,
    name: "Closing",
    path: "/closing",
    summary: "Everyone signs, funds are confirmed and disbursed, and the keys change hands.",
    points: [
      "We review the settlement statement line by line with you before anything is signed.",
      "The buyer's funds and the lender's funds are confirmed as received before disbursement.",
      "The seller's proceeds, payoffs and every other payment go out the same day.",
    ],
    timing: "Closing day. Signing usually takes under an hour.",
  },
  {
    id: "final-abstracting",
    number: 8,
    name: "Final Abstracting",
    path: "/final-abstracting",
    summary: "We record the deed and mortgage with the county recorder and have the abstract continued to show the new owner.",
    points: [
      "The deed, mortgage and releases are recorded electronically with the county recorder.",
      "The abstract is continued once more to show the sale, then sent to the new owner or their lender.",
      "The final Iowa Title Guaranty certificate is issued and delivered.",
    ],
    timing: "Recording within days of closing; the final certificate follows within a few weeks.",
  },
];

/** Where a step page sends the reader next. */
export interface NextStep {
  path: string;
  /** The step's name, or a call to action after the last step. */
  name: string;
  /** "Step 4" for a step, or a short heading after the last one. */
  label: string;
}

/** The page after the last step: start a file. */
export const AFTER_LAST_STEP: NextStep = {
  path: "/get-started?service=title",
  name: "Open your closing file",
  label: "Ready to begin?",
};

/** The step at a path, or undefined. */
export function findStep(path: string): ProcessStep | undefined {
  return PROCESS_STEPS.find((s) => s.path === path);
}

/** Pages that belong to a step without being one: their next step is that step's next. */
export const COMPANION_PAGES: Record<string, string> = {
  "/settlement-statements-made-simple": "/process-overview/settlement",
};

/**
 * The step after the one at `path` (the call to action after the last); a companion page counts
 * as its step. Throws for a path that is neither (a programming error).
 */
export function nextStepAfter(path: string): NextStep {
  const stepPath = COMPANION_PAGES[path] ?? path;
  const index = PROCESS_STEPS.findIndex((s) => s.path === stepPath);
  if (index < 0) throw new Error(`${path} is not a process step`);
  const next = PROCESS_STEPS[index + 1];
  if (!next) return AFTER_LAST_STEP;
  return { path: next.path, name: next.name, label: `Step ${next.number} of ${PROCESS_STEPS.length}` };
}

/** Downloadable process guide (generated at build time). */
export const PROCESS_GUIDE_PDF = "/guides/closing-process-guide.pdf";
