/** audit_events: who did what to what (role changes, status changes, sign-ins, deletions...). */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth.ts";
import { createdAt, notBlank, descending } from "./columns.ts";

export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The acting user; NULL for anonymous or system actions, or once the user is deleted. */
    actorId: uuid("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    /** Dotted verb, e.g. "profile.role_changed", "lead.status_changed", "auth.login". */
    action: text("action").notNull(),
    /** e.g. "profile", "lead", "service_request". */
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_created_at_idx").on(descending(t.createdAt)),
    index("audit_events_actor_id_created_at_idx").on(t.actorId, descending(t.createdAt)),
    index("audit_events_target_idx").on(t.targetType, t.targetId, descending(t.createdAt)),
    // The admin audit log filtered by kind (action).
    index("audit_events_action_created_at_idx").on(t.action, descending(t.createdAt), descending(t.id)),
    // The admin audit log filtered by closing file: its documents' rows name it in the payload
    // (its own rows, target closing_file, use audit_events_target_idx).
    index("audit_events_payload_file_idx").on(sql`(${t.payload} ->> 'file_id')`, descending(t.createdAt), descending(t.id)),
    check("audit_events_action_not_blank", notBlank(t.action)),
    check("audit_events_target_id_needs_type", sql`${t.targetId} is null or ${t.targetType} is not null`),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
