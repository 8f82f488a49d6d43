/**
 * /api/v1/admin/closing-files/{id}/status-link: issue a new status link for the buyers and sellers
 * (the live one stops working), and revoke the live one.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { AppError } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { issuedStatusLinkSchema } from "#core/api/closing-status-link.ts";
import { idParams } from "#server/api/path-params.ts";
import { statusLinkJson } from "#server/closing/status-link-issue.ts";
import { statusLinkBodySchema } from "./closing-admin-schemas.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { reissueStatusLink, revokeLiveStatusLink } from "./status-link.queries.ts";
import { fileIdOf } from "./staff-file.ts";

const missing = { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } };

export const NO_LIVE_LINK_MESSAGE = "This file has no live status link.";

export function statusLinkRoutes(ctx: Services) {
  const issue = createRoute({
    method: "post",
    path: "/closing-files/{id}/status-link",
    tags: CLOSING_TAGS,
    summary: "Issue a new status link (the live one stops working); with send (default true), e-mail it to the buyers and sellers",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, body: { required: false, content: { "application/json": { schema: statusLinkBodySchema } } } },
    responses: {
      201: { description: "The new link and its token", content: { "application/json": { schema: issuedStatusLinkSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missing,
    },
  });
  const revoke = createRoute({
    method: "delete",
    path: "/closing-files/{id}/status-link",
    tags: CLOSING_TAGS,
    summary: "Revoke the live status link",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams },
    responses: {
      204: { description: "Revoked" },
      ...adminErrors,
      404: { description: "No such file, or no live link (no_live_link)", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter()
    .openapi(issue, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const send = c.req.valid("json")?.send ?? true;
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      const link = await reissueStatusLink(ctx.db, ctx, fileId, send, by);
      return c.json({ token: link.token, status_link: await statusLinkJson(ctx, link.row, link.completedAt) }, 201);
    })
    .openapi(revoke, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      if (!(await revokeLiveStatusLink(ctx.db, fileId, by))) throw new AppError(404, "no_live_link", NO_LIVE_LINK_MESSAGE);
      return c.body(null, 204);
    });
}
