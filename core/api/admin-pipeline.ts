/**
 * The admin pipeline's answers (docs/decisions/012-data-api-wire-format.md): a lead, a service
 * request, a status change of either, their pages and their detail. The server declares its
 * routes with these (server/api/admin/pipeline) and the admin pages parse every answer with them
 * (app/features/admin/pipeline-kinds.ts); the status change's body is core/admin/pipeline-status.ts.
 */
import { z } from "zod";
import { PIPELINE_STATUS_VALUES } from "../admin/pipeline-status.ts";
import { ACCOUNT_TYPE_VALUES, LEAD_SOURCE_VALUES, SERVICE_TYPE_VALUES } from "../domain/enums.ts";
import { pageSchemaOf } from "./page.ts";

export { statusChangeSchema } from "../admin/pipeline-status.ts";

const status = z.enum(PIPELINE_STATUS_VALUES);

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
    status,
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

const history = z.array(pipelineStatusChangeSchema).meta({ description: "Status changes, newest first" });
export const adminLeadDetailSchema = adminLeadSchema.extend({ history }).meta({ id: "AdminLeadDetail" });
export const adminServiceRequestDetailSchema = adminServiceRequestSchema.extend({ history }).meta({ id: "AdminServiceRequestDetail" });
export type AdminLeadDetail = z.infer<typeof adminLeadDetailSchema>;
export type AdminServiceRequestDetail = z.infer<typeof adminServiceRequestDetailSchema>;

export const adminLeadPageSchema = pageSchemaOf(adminLeadSchema, "AdminLeadPage");
export const adminServiceRequestPageSchema = pageSchemaOf(adminServiceRequestSchema, "AdminServiceRequestPage");

/** Each pipeline's answers: the row (a status change's answer), its detail and a page of rows. */
export const PIPELINE_SCHEMAS = {
  lead: { row: adminLeadSchema, detail: adminLeadDetailSchema, page: adminLeadPageSchema },
  service_request: { row: adminServiceRequestSchema, detail: adminServiceRequestDetailSchema, page: adminServiceRequestPageSchema },
} as const;
