import { OFFICES, SITE } from "#core/site/settings.ts";

/** Both legal pages carry the same date (the spec dates them February 1, 2025). */
export const LEGAL_UPDATED = { iso: "2025-02-01", text: "February 1, 2025" } as const;

/**
 * One clause of a legal page. Each body entry is a paragraph (string) or a bulleted list
 * (array of strings).
 */
export interface LegalSection {
  id: string;
  heading: string;
  body: (string | readonly string[])[];
}

export interface LegalDocument {
  /** Plain-language summary shown above the clauses. */
  summary: string;
  sections: LegalSection[];
}

const MAIN_OFFICE = OFFICES.find((o) => o.isMain) ?? OFFICES[0]!;

/** How to reach us about either document, from the site settings. */
export const LEGAL_CONTACT = {
  name: SITE.legalName,
  brand: SITE.brand,
  email: SITE.email,
  phone: SITE.phone,
  phoneHref: SITE.phoneHref,
  address: `${MAIN_OFFICE.address}, ${MAIN_OFFICE.city}, ${MAIN_OFFICE.state} ${MAIN_OFFICE.zip}`,
} as const;

/** Reading aid: "privacy" → the number of words in a document (used by tests to keep pages substantial). */
export function wordCount(doc: LegalDocument): number {
  const text = [doc.summary, ...doc.sections.flatMap((s) => [s.heading, ...s.body.flat()])].join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}
