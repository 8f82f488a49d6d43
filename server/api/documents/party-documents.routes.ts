/**
 * Agents' and lenders' documents of their closing files (docs/closing-files-contract.md), under
 * /api/v1/closing-files/{id}/documents: a party (server/closing/file-access.ts) sees and uploads
 * documents for agents and lenders or for everyone; staff-only documents do not exist for them
 * (404), and neither does anyone else's file. The routes are document-routes.ts's; this is the
 * parties' part.
 */
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { requireUser } from "#server/http/signed-in.ts";
import { requirePartyOf } from "#server/closing/file-access.ts";
import { signedInErrors } from "../openapi.ts";
import { documentRoutes, type DocumentAudience } from "./document-routes.ts";
import { PARTY_VISIBILITIES } from "./documents.queries.ts";

export const STAFF_ONLY_MESSAGE = "Only our staff can keep a document to themselves. Choose agents and lenders, or everyone on the file.";

const requireParty = async (ctx: Services, caller: Parameters<typeof requirePartyOf>[1], fileId: string) => {
  await requirePartyOf(ctx.db, caller, fileId);
};

export const PARTY_DOCUMENTS: DocumentAudience = {
  guard: requireUser,
  guardErrors: signedInErrors,
  visibilities: PARTY_VISIBILITIES,
  visibilityRefused: STAFF_ONLY_MESSAGE,
  view: "party",
  requireFile: requireParty,
  // Still on the file now: a party removed since cannot reach the documents they saw.
  requireFileOfDocument: requireParty,
  edits: false,
  openapi: {
    tag: "Closing files",
    list: "The documents of one of the caller's closing files that agents and lenders may see, newest first",
    upload: "Upload a document to one of the caller's closing files (for agents and lenders, or everyone)",
    link: "A signed download link to a document of one of the caller's closing files",
    missing: "No such closing file of the caller's, or no such document they may see",
  },
};

export function partyDocumentRoutes(ctx: Services, store: FileStore) {
  return documentRoutes(ctx, store, PARTY_DOCUMENTS);
}
