/**
 * /api/v1/closing-files/{id}/requests…: what an agent or lender on the file sees of its requests
 * and how they answer theirs (docs/requests-contract.md): GET here, the list of what their side
 * may see (can_answer on those they owe); the upload and the answer in their own files beside it.
 * Another file's request, the other side's and a staff-only one answer 404; one of their side
 * owed by someone else 403 request_not_yours; one no longer open 409 request_not_open
 * (server/closing/requests/request-answer.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { closingRequestListSchema } from "#core/api/closing-request.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { professionalCaller } from "#server/closing/requests/request-actor.ts";
import { visibleRequests } from "#server/closing/requests/request-read.ts";
import { SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { idParams } from "../path-params.ts";
import { requestAnswerRoutes } from "./request-answers.routes.ts";
import { requestDocumentRoutes } from "./request-documents.routes.ts";
import { REQUEST_TAGS, errorOf } from "./request-route-parts.ts";

export function partyRequestRoutes(ctx: Services, store: FileStore) {
  const list = createRoute({
    method: "get",
    path: "/{id}/requests",
    tags: REQUEST_TAGS,
    summary: "The requests of a closing file the caller's side may see, by due date; can_answer on those they owe",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The requests", content: { "application/json": { schema: closingRequestListSchema } } },
      ...signedInErrors,
      404: errorOf("No such file, or the caller is not a party to it"),
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { id } = c.req.valid("param");
      const by = await professionalCaller(ctx.db, callerOf(c), id, clientIp(c, ctx.config.TRUST_PROXY));
      c.header("Cache-Control", "no-store");
      return c.json({ data: await visibleRequests(ctx.db, id.toLowerCase(), by.actor) }, 200);
    })
    .route("/", requestDocumentRoutes(ctx, store))
    .route("/", requestAnswerRoutes(ctx));
}
