/**
 * The admin audit log's kinds (GET /api/v1/admin/audit?kind=): each groups the audit_events
 * actions an administrator's change writes. Every change writes its row in the same database
 * transaction as the change itself (server/api/admin/people, server/api/admin/pipeline).
 */
import { z } from "zod";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { UUID_REGEX } from "../validation/uuid.ts";

export const AUDIT_KIND_VALUES = ["role", "count", "status", "sending"] as const;
export const auditKindSchema = z.enum(AUDIT_KIND_VALUES, { error: ADMIN_MESSAGES.invalidAuditKind });
export type AuditKind = z.infer<typeof auditKindSchema>;

/** The audit_events.action values an administrator's changes write. */
export const AUDIT_ACTIONS = {
  roleChanged: "profile.role_changed",
  countChanged: "profile.transaction_count_changed",
  leadStatusChanged: "lead.status_changed",
  requestStatusChanged: "service_request.status_changed",
  sendingSuspended: "profile.sending_suspended",
  sendingResumed: "profile.sending_resumed",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

const KIND_OF_ACTION: Record<AuditAction, AuditKind> = {
  [AUDIT_ACTIONS.roleChanged]: "role",
  [AUDIT_ACTIONS.countChanged]: "count",
  [AUDIT_ACTIONS.leadStatusChanged]: "status",
  [AUDIT_ACTIONS.requestStatusChanged]: "status",
  [AUDIT_ACTIONS.sendingSuspended]: "sending",
  [AUDIT_ACTIONS.sendingResumed]: "sending",
};

/** The actions of one kind, or of every kind when none is chosen. */
export function actionsOfKind(kind: AuditKind | undefined): AuditAction[] {
  const all = Object.keys(KIND_OF_ACTION) as AuditAction[];
  return kind ? all.filter((action) => KIND_OF_ACTION[action] === kind) : all;
}

/** The kind an action belongs to; undefined for actions the admin log does not show (sign-ins...). */
export function kindOfAction(action: string): AuditKind | undefined {
  return Object.hasOwn(KIND_OF_ACTION, action) ? KIND_OF_ACTION[action as AuditAction] : undefined;
}

/** The log's filters: who made the change (an account id) and what kind of change. */
export const auditFilterSchema = z.object({
  actor: z
    .string({ error: ADMIN_MESSAGES.invalidActor })
    .trim()
    .regex(UUID_REGEX, ADMIN_MESSAGES.invalidActor)
    .transform((id) => id.toLowerCase())
    .optional(),
  kind: auditKindSchema.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
