/**
 * GET /api/v1/admin/closing-files/{id}/wire-instruction-views (issue 32): every time a buyer
 * opened the wire instructions on the status page, newest first (who, when, from which address,
 * which version), for staff who must know who saw them before money moves. Capped, not paged: a
 * file has a few buyers who look a few times.
 */
import { createRoute } from "@hono/zod-openapi";
import { WIRE_VIEWS_LIMIT, wireViewsSchema } from "#core/api/wire-instructions.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter } from "#server/api/openapi.ts";
import { idParams } from "#server/api/path-params.ts";
import { wireViewsOf } from "#server/money/wire/wire-views.queries.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileIdOf, fileNotFound } from "./staff-file.ts";

export function wireViewsRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/closing-files/{id}/wire-instruction-views",
    tags: CLOSING_TAGS,
    summary: `Who opened the wire instructions on the status page, newest first (at most ${WIRE_VIEWS_LIMIT})`,
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The views", content: { "application/json": { schema: wireViewsSchema } } },
      ...adminErrors,
      404: { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(list, async (c) => {
    const rows = await wireViewsOf(ctx.db, fileIdOf(c.req.valid("param").id), WIRE_VIEWS_LIMIT + 1);
    if (!rows) throw fileNotFound();
    return c.json(
      {
        data: rows.slice(0, WIRE_VIEWS_LIMIT).map((v) => ({
          id: v.id,
          party_id: v.partyId,
          party_name: v.partyName,
          instructions_id: v.instructionsId,
          ip: v.ip,
          user_agent: v.userAgent,
          viewed_at: v.viewedAt.toISOString(),
        })),
        truncated: rows.length > WIRE_VIEWS_LIMIT,
      },
      200,
    );
  });
}
