/**
 * The zip bundles of the resource documents, as data: server/resources/render-resource.ts zips
 * the files. Everything here is plain text people can open and edit (Markdown, text, CSV, HTML, SVG).
 */

/** One file of a bundle, at `path` inside the zip. */
export interface BundleFile {
  path: string;
  text: string;
}

/** A checklist item: what to do, who usually does it, and when. */
export interface ChecklistItem {
  task: string;
  who: string;
  when: string;
}

export interface ChecklistSection {
  heading: string;
  items: ChecklistItem[];
}

export interface Checklist {
  /** File name without extension, e.g. "buyer-closing-checklist". */
  slug: string;
  title: string;
  /** Who it is for and how to use it. */
  intro: string;
  sections: ChecklistSection[];
}

/** A ready e-mail with {{placeholders}}. */
export interface EmailTemplate {
  /** File name without extension, e.g. "03-clear-to-close". */
  slug: string;
  /** Who sends it to whom, e.g. "Loan officer to borrower". */
  audience: string;
  /** When to send it. */
  when: string;
  subject: string;
  body: string;
}
