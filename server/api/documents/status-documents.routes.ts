/**
 * Buyers' and sellers' document links (docs/closing-files-contract.md): POST
 * /api/v1/status/{token}/documents/{docId}/link, no account, the status link's token is the
 * credential; only documents shared with everyone on the file.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingDocumentLinkSchema } from "#core/api/closing-documents.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { AppError } from "#server/http/errors.ts";
import { fileOfStatusToken } from "#server/closing/status-link-lookup.ts";
import { ErrorSchema, apiRouter } from "../openapi.ts";
import { signDocumentLink } from "./document-links.ts";
import { statusDocumentParams } from "./document-schemas.ts";
import { findDocument } from "./documents.queries.ts";
import { DOCUMENT_NOT_FOUND } from "./document-routes.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

export function statusDocumentRoutes(ctx: Services, _store: FileStore) {
  const link = createRoute({
    method: "post",
    path: "/{token}/documents/{docId}/link",
    tags: ["Status page"],
    summary: "A signed download link to a document shared with everyone on the file",
    request: { params: statusDocumentParams },
    responses: {
      200: { description: "The link", content: { "application/json": { schema: closingDocumentLinkSchema } } },
      404: error("A wrong or revoked status link (status_link_invalid), or no such document shared with everyone (not_found)"),
      410: error("The status link expired 90 days after closing (status_link_expired)"),
    },
  });
  return apiRouter().openapi(link, async (c) => {
    const { token, docId } = c.req.valid("param");
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    const { fileId, linkId } = await fileOfStatusToken(ctx.db, token);
    const doc = await findDocument(ctx.db, fileId, docId, ["everyone"]);
    if (!doc) throw new AppError(404, "not_found", DOCUMENT_NOT_FOUND);
    return c.json(await signDocumentLink(ctx, doc.id, { statusLinkId: linkId }), 200);
  });
}
