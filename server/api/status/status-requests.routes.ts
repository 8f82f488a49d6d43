/**
 * GET /api/v1/status/{token}/requests (issue 30): what the file needs from the verified buyer or
 * seller: their role's requests shared with everyone, in due order, `can_answer` on the open ones.
 */
import { createRoute } from "@hono/zod-openapi";
import { closingRequestListSchema } from "#core/api/closing-request.ts";
import type { Services } from "#server/services.ts";
import { requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { visibleRequests } from "#server/closing/requests/request-read.ts";
import { STATUS_VERIFIED, apiRouter } from "../openapi.ts";
import { statusCaller } from "./status-request-parts.ts";
import { privateAnswer, statusIpLimit, statusLinkErrors, tokenParam, verifiedErrors } from "./status-route-parts.ts";

export function statusRequestsRoutes(ctx: Services) {
  const list = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "get",
    path: "/{token}/requests",
    summary: "What the file needs from the verified buyer or seller, by due date; can_answer on those still open",
    request: { params: tokenParam },
    responses: {
      200: { description: "Their requests", content: { "application/json": { schema: closingRequestListSchema } } },
      ...verifiedErrors,
      ...statusLinkErrors,
    },
  });
  return apiRouter().openapi(list, async (c) => {
    const by = statusCaller(ctx, c);
    return c.json({ data: await visibleRequests(ctx.db, by.fileId, by.actor) }, 200);
  });
}
