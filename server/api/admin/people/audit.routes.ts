/**
 * GET /api/v1/admin/audit: who changed which role, count or status, from what to what, and when;
 * filtered by the administrator who made the change and by kind.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { AUDIT_KIND_VALUES, auditFilterSchema, kindOfAction } from "../../../../core/admin/people-audit.ts";
import type { Services } from "../../../services.ts";
import { decodeCursor, listEnvelope, pageOf, pageQuerySchema } from "../../../http/keyset.ts";
import { requireAdmin, type SignedInEnv } from "../../../http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../../openapi.ts";
import { listAudit } from "./audit.queries.ts";

const listQuerySchema = pageQuerySchema.extend({
  actor: auditFilterSchema.shape.actor.meta({ description: "The id of the account that made the change" }),
  kind: auditFilterSchema.shape.kind.meta({
    description: "role: profile.role_changed; count: profile.transaction_count_changed; status: lead.status_changed and service_request.status_changed",
  }),
});

const changeValue = z.union([z.string(), z.number()]).nullable();

const AuditEntrySchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(AUDIT_KIND_VALUES),
    action: z.string().openapi({ example: "profile.role_changed" }),
    actor_id: z.string().nullable().openapi({ description: "null for the command line (npm run admin) or a deleted account" }),
    actor_email: z.string().nullable(),
    target_type: z.string().openapi({ example: "profile" }),
    target_id: z.string(),
    target_label: z.string().nullable().openapi({ description: "The account's e-mail, or the lead's or request's name; null once it is deleted" }),
    from: changeValue.openapi({ example: "user" }),
    to: changeValue.openapi({ example: "admin" }),
    via: z.string().nullable().openapi({ description: "How the change was made when not in the admin area, e.g. cli" }),
    created_at: z.string(),
  })
  .openapi("AuditEntry");

type ChangeValue = z.infer<typeof changeValue>;
const asChangeValue = (v: unknown): ChangeValue => (typeof v === "string" || typeof v === "number" ? v : null);

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
      200: { description: "A page of the audit log", content: { "application/json": { schema: listEnvelope(AuditEntrySchema, "AuditPage") } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter<SignedInEnv>().openapi(route, async (c) => {
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
