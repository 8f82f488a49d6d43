/**
 * POST /api/v1/status/{token}/verification/check (issue 30): the code the holder was sent opens a
 * verified session of 30 minutes for this link and this buyer or seller. Its token is answered
 * once, here, and travels after as `Authorization: Bearer`, never in a URL.
 */
import { createRoute } from "@hono/zod-openapi";
import { statusSessionSchema } from "#core/api/closing-request.ts";
import { statusVerificationCheckSchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { fileOfStatusToken } from "#server/closing/status-link-lookup.ts";
import { checkStatusCode } from "#server/closing/status-session/status-codes.ts";
import { apiRouter, notJsonBody } from "../openapi.ts";
import { privateAnswer, statusError, statusIpLimit, statusLinkErrors, tokenParam } from "./status-route-parts.ts";

export function statusVerificationCheckRoutes(ctx: Services) {
  const check = createRoute({
    tags: ["Status page"],
    security: [],
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verification")] as const,
    method: "post",
    path: "/{token}/verification/check",
    summary: "Check the code and open a verified session of 30 minutes for this link and person",
    request: {
      params: tokenParam,
      body: { required: true, content: { "application/json": { schema: statusVerificationCheckSchema, example: { party_id: "0d5f7c1e-8a4b-4e5f-9c2d-3b1a6e7f8d90", code: "042917" } } } },
    },
    responses: {
      200: { description: "The verified session: send `session_token` as `Authorization: Bearer` with this link", content: { "application/json": { schema: statusSessionSchema } } },
      400: statusError("validation_failed (the body), or code_invalid: wrong, expired, already used or replaced by a newer one (`fields.code` says so)"),
      ...statusLinkErrors,
      ...notJsonBody,
      429: statusError("rate_limited: too many requests from this address; too_many_attempts: 5 wrong codes for this person on this link, then a wait (Retry-After)"),
    },
  });
  return apiRouter().openapi(check, async (c) => {
    const link = await fileOfStatusToken(ctx.db, c.req.valid("param").token);
    return c.json(await checkStatusCode(ctx, link, c.req.valid("json")), 200);
  });
}
