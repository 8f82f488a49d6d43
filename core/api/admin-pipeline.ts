/**
 * The admin pipeline's answers (docs/decisions/012-data-api-wire-format.md): a lead, a service
 * request, a status change of either, their pages and their detail. The server declares its
 * routes with these (server/api/admin/pipeline) and the admin pages parse every answer with them
 * (app/features/admin/pipeline-kinds.ts); the status change's body is core/admin/pipeline-status.ts.
 */
import { z } from "zod";
import { PIPELINE_NOTE_KIND_VALUES } from "../admin/pipeline-note-kinds.ts";
import { PIPELINE_STATUS_VALUES } from "../admin/pipeline-status.ts";
import { ACCOUNT_TYPE_VALUES, LEAD_SOURCE_VALUES, OUTBOX_STATUS_VALUES, SERVICE_TYPE_VALUES } from "../domain/enums.ts";
import { pageSchemaOf } from "./page.ts";

export { statusChangeSchema } from "../admin/pipeline-status.ts";

const status = z.enum(PIPELINE_STATUS_VALUES);

/** Who works a row: an administrator, or nobody yet. */
const owner = {
  owner_id: z.string().uuid().nullable().meta({ description: "The administrator working it; null for nobody" }),
  owner_email: z.string().nullable().meta({ example: "closer@example.com" }),
};

export const adminLeadSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().meta({ example: "Lee Park" }),
    email: z.string().meta({ example: "lee.park@example.com" }),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    status,
    source: z.enum(LEAD_SOURCE_VALUES),
    user_id: z.string().uuid().nullable().meta({ description: "The signed-in account that sent it, if any" }),
    ...owner,
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
    updated_at: z.string(),
  })
  .meta({ id: "AdminLead" });
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminServiceRequestSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().meta({ example: "Lee Park" }),
    email: z.string(),
    phone: z.string().meta({ description: "Empty for a dashboard order" }),
    company: z.string().nullable(),
    service_type: z.enum(SERVICE_TYPE_VALUES),
    type: z.string().nullable().meta({ description: "The dashboard order's type; null for the public form" }),
    user_type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
    user_id: z.string().uuid().nullable(),
    property_address: z.string().nullable(),
    closing_date_requested: z.string().nullable().meta({ example: "2026-12-18", description: "YYYY-MM-DD" }),
    message: z.string().nullable(),
    sale_price_cents: z.number().int().nullable().meta({ description: "The price named for the property, whole cents" }),
    lead_id: z.string().uuid().nullable().meta({ description: "The lead it was converted from, if any" }),
    status,
    ...owner,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminServiceRequest" });
export type AdminServiceRequest = z.infer<typeof adminServiceRequestSchema>;

/** A row of either pipeline: what the list, the status control and the detail have in common. */
export type PipelineRow = AdminLead | AdminServiceRequest;

export const pipelineStatusChangeSchema = z
  .object({
    from: status,
    to: status,
    actor_email: z.string().nullable().meta({ description: "The administrator who changed it; null once their account is gone" }),
    at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "PipelineStatusChange" });
export type PipelineStatusChange = z.infer<typeof pipelineStatusChangeSchema>;

/** A staff entry on a row: an internal note, or a reply e-mailed to its address with the outbox's word on its delivery. */
export const pipelineNoteSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(PIPELINE_NOTE_KIND_VALUES),
    author_email: z.string().nullable().meta({ description: "The administrator who wrote it; null once their account is gone" }),
    subject: z.string().nullable().meta({ description: "The e-mail's subject; null for a note" }),
    body: z.string(),
    created_at: z.string(),
    delivery: z
      .object({
        to: z.string(),
        status: z.enum(OUTBOX_STATUS_VALUES).meta({ description: "pending and sending: on its way; sent: the mail server took it; failed: given up" }),
        sent_at: z.string().nullable(),
        error: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "A reply's delivery; null for a note" }),
  })
  .meta({ id: "PipelineNote" });
export type PipelineNote = z.infer<typeof pipelineNoteSchema>;

const history = z.array(pipelineStatusChangeSchema).meta({ description: "Status changes, newest first" });
const notes = z.array(pipelineNoteSchema).meta({ description: "Notes and e-mailed replies, newest first; never shown to the customer" });
export const adminLeadDetailSchema = adminLeadSchema
  .extend({
    history,
    notes,
    service_request_id: z.string().uuid().nullable().meta({ description: "The service request it was converted into, if any" }),
  })
  .meta({ id: "AdminLeadDetail" });
export const adminServiceRequestDetailSchema = adminServiceRequestSchema
  .extend({
    history,
    notes,
    closing_file: z
      .object({ id: z.string().uuid(), file_number: z.string().meta({ example: "HC-2026-01001" }) })
      .nullable()
      .meta({ description: "The closing file opened from it, if any" }),
  })
  .meta({ id: "AdminServiceRequestDetail" });
export type AdminLeadDetail = z.infer<typeof adminLeadDetailSchema>;
export type AdminServiceRequestDetail = z.infer<typeof adminServiceRequestDetailSchema>;

export const adminLeadPageSchema = pageSchemaOf(adminLeadSchema, "AdminLeadPage");
export const adminServiceRequestPageSchema = pageSchemaOf(adminServiceRequestSchema, "AdminServiceRequestPage");

/** 409 already_converted: the lead's request is service_request_id. */
export const alreadyConvertedSchema = z
  .object({ code: z.literal("already_converted"), message: z.string(), service_request_id: z.string().uuid() })
  .meta({ id: "AlreadyConverted" });

/** Each pipeline's answers: the row (a status change's answer), its detail and a page of rows. */
export const PIPELINE_SCHEMAS = {
  lead: { row: adminLeadSchema, detail: adminLeadDetailSchema, page: adminLeadPageSchema },
  service_request: { row: adminServiceRequestSchema, detail: adminServiceRequestDetailSchema, page: adminServiceRequestPageSchema },
} as const;

/** GET /admin/staff: the administrators, who may own a row. */
export const staffMemberSchema = z.object({ id: z.string().uuid(), email: z.string() }).meta({ id: "StaffMember" });
export const staffListSchema = z.object({ data: z.array(staffMemberSchema) }).meta({ id: "StaffList" });
export type StaffMember = z.infer<typeof staffMemberSchema>;
