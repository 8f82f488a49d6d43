/**
 * The 8 resource documents of the spec (Document Management lists them; the dashboard offers
 * the agent guides to agents and the zip bundles to everyone else; the FSBO package is the
 * public, e-mail-gated download of the /fsbo page). The seed upserts them by slug. The files
 * themselves are produced into the file store at `storagePath` by a later issue.
 */
import type { NewResourceDocument } from "../schema/index.ts";

export type SeedResourceDocument = Pick<
  NewResourceDocument,
  "slug" | "name" | "type" | "audience" | "storagePath" | "contentType" | "description" | "sortOrder"
>;

const PDF = "application/pdf";
const ZIP = "application/zip";

export const RESOURCE_DOCUMENTS: readonly SeedResourceDocument[] = [
  // Agents' PDF guides, in the dashboard's order.
  {
    slug: "moving-guide",
    name: "Moving Guide",
    type: "agent",
    audience: "agent",
    storagePath: "resources/moving-guide.pdf",
    contentType: PDF,
    description:
      "A week-by-week moving timeline to hand your buyers and sellers: transferring utilities, forwarding mail, " +
      "updating addresses, packing and what to keep out for closing day.",
    sortOrder: 10,
  },
  {
    slug: "insurance-guide",
    name: "Insurance Guide",
    type: "agent",
    audience: "agent",
    storagePath: "resources/insurance-guide.pdf",
    contentType: PDF,
    description:
      "Homeowners insurance explained for buyers: what lenders require before closing, how to compare quotes, " +
      "flood zones and when to bind the policy so closing is not delayed.",
    sortOrder: 20,
  },
  {
    slug: "inspection-faqs",
    name: "Inspection FAQs",
    type: "agent",
    audience: "agent",
    storagePath: "resources/inspection-faqs.pdf",
    contentType: PDF,
    description:
      "Answers to the questions clients ask most about home inspections: what is inspected, radon and well and " +
      "septic testing in Iowa, how long it takes and how repair requests work.",
    sortOrder: 30,
  },
  {
    slug: "post-closing-checklist",
    name: "Post-Closing Checklist",
    type: "agent",
    audience: "agent",
    storagePath: "resources/post-closing-checklist.pdf",
    contentType: PDF,
    description:
      "What your clients should do after closing: keep the settlement statement, watch for recorded documents and " +
      "the title guaranty certificate, apply for the Iowa homestead tax credit and change the locks.",
    sortOrder: 40,
  },
  // Everyone else's zip bundles.
  {
    slug: "branded-templates",
    name: "Branded Templates",
    type: "marketing",
    audience: "non_agent",
    storagePath: "resources/branded-templates.zip",
    contentType: ZIP,
    description:
      "Co-branded flyers, social media graphics and closing-day signs you can add your logo and contact details to.",
    sortOrder: 50,
  },
  {
    slug: "email-templates",
    name: "Email Templates",
    type: "marketing",
    audience: "non_agent",
    storagePath: "resources/email-templates.zip",
    contentType: ZIP,
    description:
      "Ready-to-send e-mails for each stage of a loan: application received, conditional approval, clear to close " +
      "and post-closing follow-up.",
    sortOrder: 60,
  },
  {
    slug: "checklists",
    name: "Checklists",
    type: "lender",
    audience: "non_agent",
    storagePath: "resources/checklists.zip",
    contentType: ZIP,
    description:
      "Printable checklists for loan files: borrower documents, title and closing requirements, closing-disclosure " +
      "timing and funding day.",
    sortOrder: 70,
  },
  // The public FSBO package (the /fsbo page's free download, in exchange for an e-mail).
  {
    slug: "fsbo-package",
    name: "FSBO Closing Package",
    type: "fsbo",
    audience: "public",
    storagePath: "resources/fsbo-package.pdf",
    contentType: PDF,
    description:
      "Everything an Iowa for-sale-by-owner seller needs to get to closing: the steps from accepted offer to " +
      "recorded deed, the documents to gather, a disclosure checklist and how we coordinate the closing for you.",
    sortOrder: 80,
  },
];
