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
    label: z.string().meta({ example: "Role", description: "How the log names the action" }),
    detail: z.string().nullable().meta({ example: "Abstract continued · on 2026-11-20", description: "The step, party, document or fields concerned, in a few words" }),
    actor_id: z.string().nullable().meta({ description: "null for the command line (npm run admin) or a deleted account" }),
    actor_email: z.string().nullable(),
    target_type: z.string().meta({ example: "profile" }),
    target_id: z.string(),
    target_label: z
      .string()
      .nullable()
      .meta({ description: "The account's e-mail, the lead's or request's name, the closing file's address or the document's name; null once it is deleted" }),
    file_id: z.string().nullable().meta({ description: "The closing file the event concerns, if any" }),
    file_number: z.string().nullable().meta({ example: "HC-2026-01001" }),
    from: auditChangeValueSchema.meta({ example: "user" }),
    to: auditChangeValueSchema.meta({ example: "admin" }),
    via: z.string().nullable().meta({ description: "How the change was made when no account made it: cli, service_role or status_link" }),
    created_at: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchemaOf(auditEntrySchema, "AuditPage");
