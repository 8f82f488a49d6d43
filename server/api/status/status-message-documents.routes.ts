/**
 * POST /api/v1/status/{token}/messages/documents (issue 31): the verified buyer or seller uploads
 * a document from their message box; it is stored with visibility "everyone" (whatever the form
 * says) and its id is then sent in the message's document_ids.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingDocumentSchema } from "#core/api/closing-documents.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { uploadMessageDocument } from "#server/closing/messages/message-documents.ts";
import { STATUS_VERIFIED, apiRouter } from "../openapi.ts";
import { uploadBody } from "../documents/document-schemas.ts";
import { uploadErrors } from "../documents/upload-responses.ts";
import { statusCaller } from "./status-request-parts.ts";
import { privateAnswer, statusIpLimit, statusLinkErrors, tokenParam, verifiedErrors } from "./status-route-parts.ts";

export function statusMessageDocumentsRoutes(ctx: Services, store: FileStore) {
  const upload = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "post",
    path: "/{token}/messages/documents",
    summary: "Upload a document to attach to a message (stored for everyone on the file)",
    request: { params: tokenParam, body: uploadBody(null) },
    responses: {
      201: { description: "Stored; send its id in the message's document_ids", content: { "application/json": { schema: closingDocumentSchema } } },
      ...verifiedErrors,
      ...uploadErrors,
      ...statusLinkErrors,
    },
  });
  return apiRouter().openapi(upload, async (c) => {
    const by = statusCaller(ctx, c);
    const body = { contentType: c.req.header("content-type"), contentLength: c.req.header("content-length"), body: c.req.raw.body };
    return c.json(await uploadMessageDocument(ctx, store, by, by.fileId, body), 201);
  });
}
