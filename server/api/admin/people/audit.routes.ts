/**
 * GET /api/v1/admin/audit: every audited event (roles, counts, statuses, sending, closing files,
 * their steps, parties, status links and documents, accounts, the admin API), who made it, from
 * what to what, and when; filtered by kind, by who made it and by closing file.
 */
import { createRoute } from "@hono/zod-openapi";
import { AUDIT_KIND_LABELS, AUDIT_KIND_VALUES, actionLabel, auditFilterSchema, kindOfAction } from "#core/admin/people-audit.ts";
import { auditDetail } from "#core/admin/audit-detail.ts";
import { auditPageSchema, type AuditChangeValue } from "#core/api/admin-audit.ts";
import type { Services } from "#server/services.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { listAudit } from "./audit.queries.ts";

const listQuerySchema = pageQuerySchema.extend({
  actor: auditFilterSchema.shape.actor.meta({ description: "The id of the account that made the change" }),
  kind: auditFilterSchema.shape.kind.meta({
    description: `One kind of event: ${AUDIT_KIND_VALUES.map((k) => `${k} (${AUDIT_KIND_LABELS[k]})`).join(", ")}; other is any action the log has no kind for yet`,
  }),
  file: auditFilterSchema.shape.file.meta({ description: "A closing file's number: its own changes and its documents'", example: "HC-2026-01001" }),
});

/** How an event came about when no account made it: the command line, the service-role key, a status link. */
function viaOf(payload: Record<string, unknown>): string | null {
  if (payload.via === "cli") return "cli";
  if (payload.actor === "service_role") return "service_role";
  if (typeof payload.by === "string" && payload.by.startsWith("status link")) return "status_link";
  return null;
}

const asChangeValue = (v: unknown): AuditChangeValue => (typeof v === "string" || typeof v === "number" ? v : null);

export function auditRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/audit",
    tags: ["Admin"],
    summary: "Every audited event, newest first",
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
    const { limit, cursor, actor, kind, file } = c.req.valid("query");
    const rows = await listAudit(ctx.db, { limit, cursor: decodeCursor(cursor), filter: { actor, kind, file } });
    c.header("Cache-Control", "no-store");
    return c.json(
      pageOf(rows, limit, (row) => ({
        id: row.id,
        kind: kindOfAction(row.action),
        action: row.action,
        label: actionLabel(row.action),
        detail: auditDetail(row.action, row.payload),
        actor_id: row.actorId,
        actor_email: row.actorEmail,
        target_type: row.targetType ?? "",
        target_id: row.targetId ?? "",
        target_label: row.targetLabel,
        file_id: row.fileId,
        file_number: row.fileNumber,
        from: asChangeValue(row.payload.from),
        to: asChangeValue(row.payload.to),
        via: viaOf(row.payload),
        created_at: row.createdAt.toISOString(),
      })),
      200,
    );
  });
}
