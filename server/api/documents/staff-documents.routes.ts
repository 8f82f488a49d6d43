/**
 * Staff's documents of a closing file (docs/closing-files-contract.md), under
 * /api/v1/admin/closing-files/{id}/documents: every document whatever its visibility; upload
 * with any visibility, change the visibility or the label, delete (the object and the row), and
 * a download link. Each change writes an audit row.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingDocumentLinkSchema, closingDocumentListSchema, closingDocumentPatchSchema, closingDocumentSchema } from "../../../core/api/closing-documents.ts";
import { CLOSING_FILE_MESSAGES } from "../../../core/closing/closing-file-fields.ts";
import { DOCUMENT_VISIBILITY_VALUES } from "../../../core/closing/closing-enums.ts";
import type { Services } from "../../services.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { AppError } from "../../http/errors.ts";
import { callerOf, requireAdmin, type SignedInEnv } from "../../http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../openapi.ts";
import { signDocumentLink } from "./document-links.ts";
import { documentJson, documentParams, fileIdParams, uploadBody } from "./document-schemas.ts";
import { ALL_VISIBILITIES, deleteDocument, fileExists, findDocument, listDocuments, updateDocument } from "./documents.queries.ts";
import { auditBy, uploadDocument } from "./upload-document.ts";
import { uploadErrors } from "./upload-responses.ts";

const TAGS = ["Closing files (staff)"];
const missing = { description: "No such closing file or document", content: { "application/json": { schema: ErrorSchema } } };
const fileNotFound = () => new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);
export const DOCUMENT_NOT_FOUND = "We couldn't find that document. It may have been removed.";
const documentNotFound = () => new AppError(404, "not_found", DOCUMENT_NOT_FOUND);

export function staffDocumentRoutes(ctx: Services, store: FileStore) {
  const list = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "get",
    path: "/{id}/documents",
    summary: "Every document of a closing file, newest first",
    request: { params: fileIdParams },
    responses: { 200: { description: "The documents", content: { "application/json": { schema: closingDocumentListSchema } } }, ...adminErrors, 404: missing },
  });
  const upload = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "post",
    path: "/{id}/documents",
    summary: "Upload a document to a closing file (any visibility)",
    request: { params: fileIdParams, body: uploadBody(DOCUMENT_VISIBILITY_VALUES) },
    responses: { 201: { description: "Stored", content: { "application/json": { schema: closingDocumentSchema } } }, ...adminErrors, ...uploadErrors },
  });
  const patch = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "patch",
    path: "/{id}/documents/{docId}",
    summary: "Change a document's visibility or label",
    request: { params: documentParams, body: { required: true, content: { "application/json": { schema: closingDocumentPatchSchema, example: { visibility: "everyone", label: "Purchase agreement" } } } } },
    responses: {
      200: { description: "Saved", content: { "application/json": { schema: closingDocumentSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missing,
      415: { description: "The body is not sent as application/json", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  const remove = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "delete",
    path: "/{id}/documents/{docId}",
    summary: "Delete a document (its stored bytes too)",
    request: { params: documentParams },
    responses: { 204: { description: "Deleted" }, ...adminErrors, 404: missing },
  });
  const link = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    method: "post",
    path: "/{id}/documents/{docId}/link",
    summary: "A signed download link to a document, valid DOCUMENT_LINK_TTL_SECONDS",
    request: { params: documentParams },
    responses: { 200: { description: "The link", content: { "application/json": { schema: closingDocumentLinkSchema } } }, ...adminErrors, 404: missing },
  });

  async function staffDocument(fileId: string, docId: string) {
    const doc = await findDocument(ctx.db, fileId, docId, ALL_VISIBILITIES);
    if (!doc) throw documentNotFound();
    return doc;
  }

  return apiRouter<SignedInEnv>()
    .openapi(list, async (c) => {
      const { id } = c.req.valid("param");
      if (!(await fileExists(ctx.db, id))) throw fileNotFound();
      const rows = await listDocuments(ctx.db, id, ALL_VISIBILITIES);
      c.header("Cache-Control", "no-store");
      return c.json({ data: rows.map((r) => documentJson(r, "staff")) }, 200);
    })
    .openapi(upload, async (c) => {
      const { id } = c.req.valid("param");
      if (!(await fileExists(ctx.db, id))) throw fileNotFound();
      const row = await uploadDocument(ctx, store, c, id, callerOf(c).user.id);
      return c.json(documentJson(row, "staff"), 201);
    })
    .openapi(patch, async (c) => {
      const { id, docId } = c.req.valid("param");
      const change = c.req.valid("json");
      const doc = await staffDocument(id, docId);
      await updateDocument(ctx.db, doc, change, auditBy(ctx, c, callerOf(c).user.id));
      return c.json(documentJson(await staffDocument(id, docId), "staff"), 200);
    })
    .openapi(remove, async (c) => {
      const { id, docId } = c.req.valid("param");
      const doc = await staffDocument(id, docId);
      // The row goes first: a failed object deletion leaves an unreachable object, never a row without bytes.
      await deleteDocument(ctx.db, doc, auditBy(ctx, c, callerOf(c).user.id));
      await store.delete(doc.storageKey);
      return c.body(null, 204);
    })
    .openapi(link, async (c) => {
      const { id, docId } = c.req.valid("param");
      const doc = await staffDocument(id, docId);
      c.header("Cache-Control", "no-store");
      return c.json(await signDocumentLink(ctx, doc.id, { userId: callerOf(c).user.id }), 200);
    });
}
