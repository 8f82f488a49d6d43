/**
 * An entry of the admin audit log and a page of them (GET /api/v1/admin/audit); the log's filter
 * is core/admin/people-audit.ts.
 */
import { z } from "zod";
import { AUDIT_KIND_VALUES } from "../admin/people-audit.ts";
import { pageSchemaOf } from "./page.ts";

export { auditFilterSchema } from "../admin/people-audit.ts";

/** A value the change went from or to: a role or status, a count, or nothing. */
export const auditChangeValueSchema = z.union([z.string(), z.number()]).nullable();
export type AuditChangeValue = z.infer<typeof auditChangeValueSchema>;

export const auditEntrySchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(AUDIT_KIND_VALUES),
    action: z.string().meta({ example: "profile.role_changed" }),
    actor_id: z.string().nullable().meta({ description: "null for the command line (npm run admin) or a deleted account" }),
    actor_email: z.string().nullable(),
    target_type: z.string().meta({ example: "profile" }),
    target_id: z.string(),
    target_label: z.string().nullable().meta({ description: "The account's e-mail, or the lead's or request's name; null once it is deleted" }),
    from: auditChangeValueSchema.meta({ example: "user" }),
    to: auditChangeValueSchema.meta({ example: "admin" }),
    via: z.string().nullable().meta({ description: "How the change was made when not in the admin area, e.g. cli" }),
    created_at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchemaOf(auditEntrySchema, "AuditPage");
