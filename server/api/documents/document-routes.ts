/**
 * The documents of a closing file through the data API (docs/closing-files-contract.md), one
 * implementation for staff (/api/v1/admin/closing-files/{id}/documents, staff-documents.routes.ts)
 * and for the agents and lenders on the file (/api/v1/closing-files/{id}/documents,
 * party-documents.routes.ts). What differs between them is data, a DocumentAudience: who is let
 * in, which visibilities they see, link and upload with, whether they may change and delete, and
 * how the OpenAPI document words each route. Changes and downloads write audit rows.
 */
import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { closingDocumentLinkSchema, closingDocumentListSchema, closingDocumentPatchSchema, closingDocumentSchema } from "#core/api/closing-documents.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import type { ApiCaller } from "#server/http/caller.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import { callerOf } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, type adminErrors, type signedInErrors, notJsonBody } from "../openapi.ts";
import { signDocumentLink } from "./document-links.ts";
import { documentJson, documentParams, uploadBody } from "./document-schemas.ts";
import { deleteDocument, findDocument, listDocuments, updateDocument } from "./documents.queries.ts";
import { auditBy, uploadDocument } from "./upload-document.ts";
import { uploadErrors } from "./upload-responses.ts";
import { idParams } from "#server/api/path-params.ts";

export const DOCUMENT_NOT_FOUND = "We couldn't find that document. It may have been removed.";

export interface DocumentAudience {
  /** requireAdmin or requireUser, and the errors it answers. */
  guard: (ctx: Services) => MiddlewareHandler;
  guardErrors: typeof signedInErrors | typeof adminErrors;
  /** The visibilities this audience lists, links and uploads with; a document of another visibility does not exist for them. */
  visibilities: DocumentVisibility[];
  /** The refusal of an upload with a visibility outside `visibilities` (none when they are all). */
  visibilityRefused?: string;
  /** How the uploader reads in the documents they are shown (documentJson). */
  view: "staff" | "party";
  /** Before listing or uploading: throws the 404 of a file that is not one of this caller's. */
  requireFile: (ctx: Services, caller: ApiCaller, fileId: string) => Promise<void>;
  /** Before one document is looked up (a document not found answers 404 anyway). */
  requireFileOfDocument: (ctx: Services, caller: ApiCaller, fileId: string) => Promise<void>;
  /** Whether they may change a document's visibility or label and delete it. */
  edits: boolean;
  /** The OpenAPI tag, the routes' summaries and the 404's description. */
  openapi: { tag: string; list: string; upload: string; link: string; missing: string };
}

export function documentRoutes(ctx: Services, store: FileStore, audience: DocumentAudience) {
  const { openapi: words, visibilities, view } = audience;
  const missing = { description: words.missing, content: { "application/json": { schema: ErrorSchema } } };
  const guard = audience.guard(ctx);
  const common = { tags: [words.tag], security: SIGNED_IN };

  const list = createRoute({
    ...common,
    middleware: [guard] as const,
    method: "get",
    path: "/{id}/documents",
    summary: words.list,
    request: { params: idParams },
    responses: { 200: { description: "The documents", content: { "application/json": { schema: closingDocumentListSchema } } }, ...audience.guardErrors, 404: missing },
  });
  const upload = createRoute({
    ...common,
    middleware: [guard] as const,
    method: "post",
    path: "/{id}/documents",
    summary: words.upload,
    request: { params: idParams, body: uploadBody(visibilities) },
    responses: { 201: { description: "Stored", content: { "application/json": { schema: closingDocumentSchema } } }, ...audience.guardErrors, ...uploadErrors },
  });
  const patch = createRoute({
    ...common,
    middleware: [guard] as const,
    method: "patch",
    path: "/{id}/documents/{docId}",
    summary: "Change a document's visibility or label",
    request: {
      params: documentParams,
      body: { required: true, content: { "application/json": { schema: closingDocumentPatchSchema, example: { visibility: "everyone", label: "Purchase agreement" } } } },
    },
    responses: {
      200: { description: "Saved", content: { "application/json": { schema: closingDocumentSchema } } },
      ...invalidInput,
      ...audience.guardErrors,
      404: missing,
      ...notJsonBody,
    },
  });
  const remove = createRoute({
    ...common,
    middleware: [guard] as const,
    method: "delete",
    path: "/{id}/documents/{docId}",
    summary: "Delete a document (its stored bytes too)",
    request: { params: documentParams },
    responses: { 204: { description: "Deleted" }, ...audience.guardErrors, 404: missing },
  });
  const link = createRoute({
    ...common,
    middleware: [guard] as const,
    method: "post",
    path: "/{id}/documents/{docId}/link",
    summary: words.link,
    request: { params: documentParams },
    responses: { 200: { description: "The link", content: { "application/json": { schema: closingDocumentLinkSchema } } }, ...audience.guardErrors, 404: missing },
  });

  /** The document as this audience may reach it, or 404. */
  async function documentOf(caller: ApiCaller, fileId: string, docId: string) {
    await audience.requireFileOfDocument(ctx, caller, fileId);
    const doc = await findDocument(ctx.db, fileId, docId, visibilities);
    if (!doc) throw new AppError(404, "not_found", DOCUMENT_NOT_FOUND);
    return doc;
  }

  const routes = apiRouter()
    .openapi(list, async (c) => {
      const { id } = c.req.valid("param");
      await audience.requireFile(ctx, callerOf(c), id);
      const rows = await listDocuments(ctx.db, id, visibilities);
      c.header("Cache-Control", "no-store");
      return c.json({ data: rows.map((r) => documentJson(r, view)) }, 200);
    })
    .openapi(upload, async (c) => {
      const { id } = c.req.valid("param");
      const caller = callerOf(c);
      await audience.requireFile(ctx, caller, id);
      const row = await uploadDocument(
        ctx,
        store,
        c,
        id,
        caller.user.id,
        (fields) => {
          if (audience.visibilityRefused && !visibilities.includes(fields.visibility)) throw validationFailed({ visibility: audience.visibilityRefused });
        },
        view === "party",
      );
      return c.json(documentJson(row, view), 201);
    });
  if (audience.edits) {
    routes
      .openapi(patch, async (c) => {
        const { id, docId } = c.req.valid("param");
        const change = c.req.valid("json");
        const caller = callerOf(c);
        const doc = await documentOf(caller, id, docId);
        await updateDocument(ctx.db, doc, change, auditBy(ctx, c, caller.user.id));
        return c.json(documentJson(await documentOf(caller, id, docId), view), 200);
      })
      .openapi(remove, async (c) => {
        const { id, docId } = c.req.valid("param");
        const caller = callerOf(c);
        const doc = await documentOf(caller, id, docId);
        // The row goes first: a failed object deletion leaves an unreachable object, never a row without bytes.
        await deleteDocument(ctx.db, doc, auditBy(ctx, c, caller.user.id));
        await store.delete(doc.storageKey);
        return c.body(null, 204);
      });
  }
  return routes.openapi(link, async (c) => {
    const { id, docId } = c.req.valid("param");
    const caller = callerOf(c);
    const doc = await documentOf(caller, id, docId);
    c.header("Cache-Control", "no-store");
    return c.json(await signDocumentLink(ctx, doc.id, { userId: caller.user.id }), 200);
  });
}
