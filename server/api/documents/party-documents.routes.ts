/**
 * Agents' and lenders' documents of their closing files (docs/closing-files-contract.md), under
 * /api/v1/closing-files/{id}/documents: a party (server/closing/file-access.ts) sees and uploads
 * documents for agents and lenders or for everyone; staff-only documents do not exist for them
 * (404), and neither does anyone else's file.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingDocumentLinkSchema, closingDocumentListSchema, closingDocumentSchema } from "../../../core/api/closing-documents.ts";
import type { DocumentVisibility } from "../../../core/closing/closing-enums.ts";
import type { Services } from "../../services.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { AppError, validationFailed } from "../../http/errors.ts";
import { callerOf, requireUser, type SignedInEnv } from "../../http/signed-in.ts";
import { requirePartyOf } from "../../closing/file-access.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { signDocumentLink } from "./document-links.ts";
import { documentJson, documentParams, fileIdParams, uploadBody } from "./document-schemas.ts";
import { PARTY_VISIBILITIES, findDocument, listDocuments } from "./documents.queries.ts";
import { DOCUMENT_NOT_FOUND } from "./staff-documents.routes.ts";
import { uploadDocument } from "./upload-document.ts";
import { uploadErrors } from "./upload-responses.ts";

const TAGS = ["Closing files"];
const missing = { description: "No such closing file of the caller's, or no such document they may see", content: { "application/json": { schema: ErrorSchema } } };
export const STAFF_ONLY_MESSAGE = "Only our staff can keep a document to themselves. Choose agents and lenders, or everyone on the file.";

export function partyDocumentRoutes(ctx: Services, store: FileStore) {
  const list = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    method: "get",
    path: "/{id}/documents",
    summary: "The documents of one of the caller's closing files that agents and lenders may see, newest first",
    request: { params: fileIdParams },
    responses: { 200: { description: "The documents", content: { "application/json": { schema: closingDocumentListSchema } } }, ...signedInErrors, 404: missing },
  });
  const upload = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    method: "post",
    path: "/{id}/documents",
    summary: "Upload a document to one of the caller's closing files (for agents and lenders, or everyone)",
    request: { params: fileIdParams, body: uploadBody(PARTY_VISIBILITIES) },
    responses: { 201: { description: "Stored", content: { "application/json": { schema: closingDocumentSchema } } }, ...signedInErrors, ...uploadErrors },
  });
  const link = createRoute({
    tags: TAGS,
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    method: "post",
    path: "/{id}/documents/{docId}/link",
    summary: "A signed download link to a document of one of the caller's closing files",
    request: { params: documentParams },
    responses: { 200: { description: "The link", content: { "application/json": { schema: closingDocumentLinkSchema } } }, ...signedInErrors, 404: missing },
  });

  const partiesMay = (visibility: DocumentVisibility) => PARTY_VISIBILITIES.includes(visibility);

  return apiRouter<SignedInEnv>()
    .openapi(list, async (c) => {
      const { id } = c.req.valid("param");
      await requirePartyOf(ctx.db, callerOf(c), id);
      const rows = await listDocuments(ctx.db, id, PARTY_VISIBILITIES);
      c.header("Cache-Control", "no-store");
      return c.json({ data: rows.map((r) => documentJson(r, "party")) }, 200);
    })
    .openapi(upload, async (c) => {
      const { id } = c.req.valid("param");
      const caller = callerOf(c);
      await requirePartyOf(ctx.db, caller, id);
      const row = await uploadDocument(ctx, store, c, id, caller.user.id, (fields) => {
        if (!partiesMay(fields.visibility)) throw validationFailed({ visibility: STAFF_ONLY_MESSAGE });
      });
      return c.json(documentJson(row, "party"), 201);
    })
    .openapi(link, async (c) => {
      const { id, docId } = c.req.valid("param");
      const caller = callerOf(c);
      await requirePartyOf(ctx.db, caller, id);
      const doc = await findDocument(ctx.db, id, docId, PARTY_VISIBILITIES);
      if (!doc) throw new AppError(404, "not_found", DOCUMENT_NOT_FOUND);
      c.header("Cache-Control", "no-store");
      return c.json(await signDocumentLink(ctx, doc.id, { userId: caller.user.id }), 200);
    });
}
