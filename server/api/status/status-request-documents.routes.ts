/**
 * POST /api/v1/status/{token}/requests/{requestId}/documents (issue 30): the verified buyer or
 * seller uploads a document to a request they owe, streamed and type-checked by content like
 * every upload (server/api/documents/receive-upload.ts); the request's kind decides who sees it.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingDocumentSchema } from "#core/api/closing-documents.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { attachRequestDocument } from "#server/closing/requests/request-answer.ts";
import { STATUS_VERIFIED, apiRouter } from "../openapi.ts";
import { uploadBody } from "../documents/document-schemas.ts";
import { uploadErrors } from "../documents/upload-responses.ts";
import { requestErrors, requestIdOf, statusCaller, statusRequestParams } from "./status-request-parts.ts";
import { privateAnswer, statusIpLimit, statusLinkErrors, verifiedErrors } from "./status-route-parts.ts";

export function statusRequestDocumentsRoutes(ctx: Services, store: FileStore) {
  const upload = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "post",
    path: "/{token}/requests/{requestId}/documents",
    summary: "Upload a document to a request the verified buyer or seller owes (kept with it; its visibility is the request kind's)",
    request: { params: statusRequestParams, body: uploadBody(null) },
    responses: {
      201: { description: "Stored with the request", content: { "application/json": { schema: closingDocumentSchema } } },
      ...verifiedErrors,
      ...statusLinkErrors,
      ...uploadErrors,
      ...requestErrors,
    },
  });
  return apiRouter().openapi(upload, async (c) => {
    const by = statusCaller(ctx, c);
    const { requestId } = c.req.valid("param");
    const body = { contentType: c.req.header("content-type"), contentLength: c.req.header("content-length"), body: c.req.raw.body };
    return c.json(await attachRequestDocument(ctx, store, { ...by, requestId: requestIdOf(requestId), upload: body }), 201);
  });
}
