/**
 * POST /api/v1/closing-files/{id}/requests/{requestId}/documents: an agent or lender uploads a
 * document to a request they owe, streamed and type-checked as every upload is; it is kept with
 * the request, with the visibility its kind gives its documents, and goes to staff with the answer.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingDocumentSchema } from "#core/api/closing-documents.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { professionalCaller } from "#server/closing/requests/request-actor.ts";
import { attachRequestDocument } from "#server/closing/requests/request-answer.ts";
import { SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { uploadBody } from "../documents/document-schemas.ts";
import { uploadErrors } from "../documents/upload-responses.ts";
import { REQUEST_TAGS, requestParams, requestRefusals } from "./request-route-parts.ts";

export function requestDocumentRoutes(ctx: Services, store: FileStore) {
  const upload = createRoute({
    method: "post",
    path: "/{id}/requests/{requestId}/documents",
    tags: REQUEST_TAGS,
    summary: "Upload a document to a request the caller owes (kept with it; its visibility is the request kind's)",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: requestParams, body: uploadBody(null) },
    responses: {
      201: { description: "Stored with the request", content: { "application/json": { schema: closingDocumentSchema } } },
      ...signedInErrors,
      ...uploadErrors,
      ...requestRefusals,
    },
  });
  return apiRouter().openapi(upload, async (c) => {
    const { id, requestId } = c.req.valid("param");
    const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
    const upload = { contentType: c.req.header("content-type"), contentLength: c.req.header("content-length"), body: c.req.raw.body };
    return c.json(await attachRequestDocument(ctx, store, { ...by, fileId: id.toLowerCase(), requestId: requestId.toLowerCase(), upload }), 201);
  });
}
