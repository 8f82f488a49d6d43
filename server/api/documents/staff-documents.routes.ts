/**
 * Staff's documents of a closing file (docs/closing-files-contract.md), under
 * /api/v1/admin/closing-files/{id}/documents: every document whatever its visibility; upload
 * with any visibility, change the visibility or the label, delete (the object and the row), and
 * a download link. The routes are document-routes.ts's; this is staff's part.
 */
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { AppError } from "#server/http/errors.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { adminErrors } from "../openapi.ts";
import { documentRoutes, type DocumentAudience } from "./document-routes.ts";
import { ALL_VISIBILITIES, fileExists } from "./documents.queries.ts";

export const STAFF_DOCUMENTS: DocumentAudience = {
  guard: requireAdmin,
  guardErrors: adminErrors,
  visibilities: ALL_VISIBILITIES,
  view: "staff",
  requireFile: async (ctx, _caller, fileId) => {
    if (!(await fileExists(ctx.db, fileId))) throw new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);
  },
  // Staff reach every file; a document of a missing file is simply not found.
  requireFileOfDocument: async () => {},
  edits: true,
  openapi: {
    tag: "Closing files (staff)",
    list: "Every document of a closing file, newest first",
    upload: "Upload a document to a closing file (any visibility)",
    link: "A signed download link to a document, valid DOCUMENT_LINK_TTL_SECONDS",
    missing: "No such closing file or document",
  },
};

export function staffDocumentRoutes(ctx: Services, store: FileStore) {
  return documentRoutes(ctx, store, STAFF_DOCUMENTS);
}
