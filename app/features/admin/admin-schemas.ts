/**
 * The admin API's answers (served by server/api/admin, declared in its OpenAPI document), checked as they
 * arrive so a page never renders a shape it does not understand.
 */
import { z } from "zod";
import { AUDIT_KIND_VALUES } from "../../../core/admin/people-audit.ts";
import { MESSAGE_CHANNEL_VALUES } from "../../../core/admin/people-filters.ts";
import {
  ACCOUNT_TYPE_VALUES,
  LEAD_STATUS_VALUES,
  RESOURCE_DOCUMENT_TYPE_VALUES,
  USER_ROLE_VALUES,
} from "../../../core/domain/enums.ts";

export const pipelineStatusSchema = z.enum(LEAD_STATUS_VALUES);

const page = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), next_cursor: z.string().nullable() });

export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: pipelineStatusSchema,
  source: z.string(),
  user_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  service_type: z.string(),
  type: z.string().nullable(),
  user_type: z.string().nullable(),
  user_id: z.string().nullable(),
  property_address: z.string().nullable(),
  closing_date_requested: z.string().nullable(),
  message: z.string().nullable(),
  status: pipelineStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export type { AuditKind } from "../../../core/admin/people-audit.ts";
export type { DocumentFilter, MessageChannel } from "../../../core/admin/people-filters.ts";

/** A row of either pipeline: what the list, the status control and the detail have in common. */
export type PipelineRow = Lead | ServiceRequest;

export const statusChangeSchema = z.object({
  from: pipelineStatusSchema,
  to: pipelineStatusSchema,
  actor_email: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const leadPageSchema = page(leadSchema);
export const serviceRequestPageSchema = page(serviceRequestSchema);
export const leadDetailSchema = leadSchema.extend({ history: z.array(statusChangeSchema) });
export const serviceRequestDetailSchema = serviceRequestSchema.extend({ history: z.array(statusChangeSchema) });

export const overviewSchema = z.object({
  total_users: z.number(),
  agents: z.number(),
  lenders: z.number(),
  total_transactions: z.number(),
});
export type Overview = z.infer<typeof overviewSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(USER_ROLE_VALUES),
  type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
  transaction_count: z.number(),
  created_at: z.string(),
  sending_suspended_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = page(adminUserSchema);


const auditValue = z.union([z.string(), z.number()]).nullable();
export const auditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_KIND_VALUES),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string().nullable(),
  from: auditValue,
  to: auditValue,
  via: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = page(auditEntrySchema);

export const outboundMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNEL_VALUES),
  to: z.string(),
  subject: z.string().nullable(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;
export const outboundMessagePageSchema = page(outboundMessageSchema);

export const adminDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(RESOURCE_DOCUMENT_TYPE_VALUES),
  description: z.string(),
  url: z.string(),
  expires_at: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;
export const adminDocumentListSchema = z.object({ data: z.array(adminDocumentSchema) });
