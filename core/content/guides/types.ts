/** A downloadable guide, as data: scripts/build-guides.ts typesets it into a PDF at build time. */
export interface GuideTable {
  columns: string[];
  rows: string[][];
}

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Numbered steps (rendered 1., 2., …). */
  steps?: { title: string; text: string }[];
  table?: GuideTable;
  /** A boxed call-out, e.g. a worked example or a warning. */
  note?: { title: string; text: string };
}

export interface Guide {
  /** File name without .pdf, served at /guides/{slug}.pdf. */
  slug: string;
  /** The small capitals line above the title; "FREE GUIDE FROM <brand>" when absent. */
  kicker?: string;
  title: string;
  subtitle: string;
  /** One paragraph on the cover under the title. */
  intro: string;
  sections: GuideSection[];
  /** Printed at the end of the guide and in small type in every footer. */
  disclaimer: string;
}

export const GENERAL_DISCLAIMER =
  "This guide is general information about Iowa real estate closings, not legal, tax or financial advice. Laws, fees and deadlines change; confirm the details of your own transaction with your attorney, tax adviser or lender. Heartland Closing Co. is a closing and settlement company, not a law firm.";
