/**
 * The resource documents we write ourselves (resource_documents, db/seed-data/resource-documents.ts),
 * as data keyed by their storage path: four agents' guides and the FSBO package as PDFs, and three
 * zip bundles of editable files. server/resources/render-resource.ts turns each into its file.
 */
import { WIRE_FRAUD_POLICY } from "../wire-fraud.ts";
import { SITE } from "#core/site/settings.ts";
import { FSBO_PACKAGE } from "../guides/fsbo-package.ts";
import type { Guide } from "../guides/types.ts";
import { brandedTemplateFiles } from "./branded-templates.ts";
import { checklistCsv, checklistMarkdown, csvField, emailText, placeholdersOf } from "./bundle-text.ts";
import type { BundleFile } from "./bundle-types.ts";
import { CHECKLISTS } from "./checklists.ts";
import { closingDisclosureTimingMarkdown } from "./closing-disclosure-timing.ts";
import { EMAIL_TEMPLATES, PLACEHOLDER_HELP } from "./email-templates.ts";
import { INSPECTION_FAQS } from "./inspection-faqs.ts";
import { INSURANCE_GUIDE } from "./insurance-guide.ts";
import { MOVING_GUIDE } from "./moving-guide.ts";
import { POST_CLOSING_CHECKLIST } from "./post-closing-checklist.ts";

export { RESOURCES_EDITION } from "./edition.ts";
export type { BundleFile } from "./bundle-types.ts";

export type GeneratedResource =
  | { storagePath: string; kind: "pdf"; guide: Guide }
  | { storagePath: string; kind: "zip"; files: () => BundleFile[] };

const FOOTER = `${SITE.brand} · ${SITE.phone} · ${SITE.email}. General information about Iowa closings, not legal, tax or financial advice. ${WIRE_FRAUD_POLICY}`;

function checklistFiles(): BundleFile[] {
  const readme = [
    "# Iowa Closing Checklists",
    "",
    "Printable checklists for Iowa purchases, in two forms: Markdown (.md, opens in any text editor; print it or paste it into a document) and CSV (.csv, opens in Excel, Numbers or Google Sheets to track a file, with Done and Notes columns).",
    "",
    ...CHECKLISTS.map((c) => `- ${c.slug}.md / .csv: ${c.title}. ${c.intro}`),
    "- closing-disclosure-timing.md: the three-business-day Closing Disclosure rule, by weekday.",
    "",
    "Iowa terms used: abstract of title and its continuation, attorney's title opinion, Iowa Title Guaranty certificate, groundwater hazard statement, declaration of value, transfer tax, time-of-transfer septic inspection, seller disclosure statement (including radon).",
    "",
    "---",
    FOOTER,
  ].join("\r\n");
  return [
    { path: "README.md", text: readme + "\r\n" },
    ...CHECKLISTS.flatMap((c) => [
      { path: `${c.slug}.md`, text: checklistMarkdown(c, FOOTER) },
      { path: `${c.slug}.csv`, text: checklistCsv(c) },
    ]),
    { path: "closing-disclosure-timing.md", text: closingDisclosureTimingMarkdown(FOOTER) },
  ];
}

function emailFiles(): BundleFile[] {
  const used = [...new Set(EMAIL_TEMPLATES.flatMap((e) => placeholdersOf(`${e.subject}\n${e.body}`)))].sort();
  const readme = [
    "# Email Templates",
    "",
    "Ready e-mails for each stage of an Iowa purchase loan, for loan officers and agents. Each .txt file starts with its Subject line; paste it into your e-mail program or CRM and replace every {{placeholder}}. Most CRMs accept the same double-brace style as merge fields.",
    "",
    "| File | From / to | When to send |",
    "|---|---|---|",
    ...EMAIL_TEMPLATES.map((e) => `| ${e.slug}.txt | ${e.audience} | ${e.when} |`),
    "",
    "## Placeholders",
    "",
    ...used.map((p) => `- {{${p}}}: ${PLACEHOLDER_HELP[p] ?? ""}`),
    "",
    "## Two rules",
    "",
    "- Never put wiring instructions in an e-mail. Every template that mentions money tells the client to confirm by phone.",
    "- Keep your NMLS or license number in the signature where your regulator requires it.",
    "",
    "---",
    FOOTER,
  ].join("\r\n");
  const index = [
    ["File", "From / to", "When", "Subject"].join(","),
    ...EMAIL_TEMPLATES.map((e) => [`${e.slug}.txt`, e.audience, e.when, e.subject].map(csvField).join(",")),
  ].join("\r\n");
  return [
    { path: "README.md", text: readme + "\r\n" },
    { path: "templates-index.csv", text: index + "\r\n" },
    ...EMAIL_TEMPLATES.map((e) => ({ path: `${e.slug}.txt`, text: emailText(e) })),
  ];
}

export const GENERATED_RESOURCES: readonly GeneratedResource[] = [
  { storagePath: "resources/moving-guide.pdf", kind: "pdf", guide: MOVING_GUIDE },
  { storagePath: "resources/insurance-guide.pdf", kind: "pdf", guide: INSURANCE_GUIDE },
  { storagePath: "resources/inspection-faqs.pdf", kind: "pdf", guide: INSPECTION_FAQS },
  { storagePath: "resources/post-closing-checklist.pdf", kind: "pdf", guide: POST_CLOSING_CHECKLIST },
  { storagePath: "resources/branded-templates.zip", kind: "zip", files: brandedTemplateFiles },
  { storagePath: "resources/email-templates.zip", kind: "zip", files: emailFiles },
  { storagePath: "resources/checklists.zip", kind: "zip", files: checklistFiles },
  { storagePath: "resources/fsbo-package.pdf", kind: "pdf", guide: FSBO_PACKAGE },
];
