/**
 * GET /api/v1/admin/audit: who changed which role, count or status, from what to what, and when;
 * filtered by the administrator who made the change and by kind.
 */
import { createRoute } from "@hono/zod-openapi";
import { auditFilterSchema, kindOfAction } from "#core/admin/people-audit.ts";
import { auditPageSchema, type AuditChangeValue } from "#core/api/admin-audit.ts";
import type { Services } from "#server/services.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { listAudit } from "./audit.queries.ts";

const listQuerySchema = pageQuerySchema.extend({
  actor: auditFilterSchema.shape.actor.meta({ description: "The id of the account that made the change" }),
  kind: auditFilterSchema.shape.kind.meta({
    description: "role: profile.role_changed; count: profile.transaction_count_changed; status: lead.status_changed and service_request.status_changed",
  }),
});

const asChangeValue = (v: unknown): AuditChangeValue => (typeof v === "string" || typeof v === "number" ? v : null);

export function auditRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/audit",
    tags: ["Admin"],
    summary: "Role, transaction-count and status changes, newest first",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: listQuerySchema },
    responses: {
      200: { description: "A page of the audit log", content: { "application/json": { schema: auditPageSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const { limit, cursor, actor, kind } = c.req.valid("query");
    const rows = await listAudit(ctx.db, { limit, cursor: decodeCursor(cursor), filter: { actor, kind } });
    c.header("Cache-Control", "no-store");
    return c.json(
      pageOf(rows, limit, (row) => ({
        id: row.id,
        // The query selects only actions that have a kind.
        kind: kindOfAction(row.action)!,
        action: row.action,
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        target_type: row.targetType ?? "",
        target_id: row.targetId ?? "",
        target_label: row.targetLabel,
        from: asChangeValue(row.payload.from),
        to: asChangeValue(row.payload.to),
        via: typeof row.payload.via === "string" ? row.payload.via : null,
        created_at: row.createdAt.toISOString(),
      })),
      200,
    );
  });
}
