/**
 * The wire shapes of the admin pipeline (docs/decisions/012-data-api-wire-format.md): a lead, a
 * service request, a status change of either, and the view query and status body of their routes.
 */
import { z } from "@hono/zod-openapi";
import {
  PIPELINE_SEARCH_MAX,
  PIPELINE_SORT_VALUES,
  pipelineSearchSchema,
  pipelineSortSchema,
  pipelineStatusFilterSchema,
} from "../../../../core/admin/pipeline-query.ts";
import { PIPELINE_STATUS_VALUES, statusChangeSchema } from "../../../../core/admin/pipeline-status.ts";
import { ACCOUNT_TYPE_VALUES, LEAD_SOURCE_VALUES, SERVICE_TYPE_VALUES } from "../../../../core/domain/enums.ts";
import { notFound } from "../../../http/errors.ts";
import { orderedPageQuerySchema } from "../../../http/keyset.ts";
import type { PipelineKind } from "./pipeline.queries.ts";
import { isUuid } from "../../../../core/validation/uuid.ts";

const status = z.enum(PIPELINE_STATUS_VALUES);

export const LeadSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().openapi({ example: "Lee Park" }),
    email: z.string().openapi({ example: "lee.park@example.com" }),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string().nullable(),
    status,
    source: z.enum(LEAD_SOURCE_VALUES),
    user_id: z.string().uuid().nullable().openapi({ description: "The signed-in account that sent it, if any" }),
    created_at: z.string().openapi({ example: "2026-11-23T15:05:00.000Z" }),
    updated_at: z.string(),
  })
  .openapi("AdminLead");

export const ServiceRequestSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().openapi({ example: "Lee Park" }),
    email: z.string(),
    phone: z.string().openapi({ description: "Empty for a dashboard order" }),
    company: z.string().nullable(),
    service_type: z.enum(SERVICE_TYPE_VALUES),
    type: z.string().nullable().openapi({ description: "The dashboard order's type; null for the public form" }),
    user_type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
    user_id: z.string().uuid().nullable(),
    property_address: z.string().nullable(),
    closing_date_requested: z.string().nullable().openapi({ example: "2026-12-18", description: "YYYY-MM-DD" }),
    message: z.string().nullable(),
    status,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminServiceRequest");

export const StatusChangeSchema = z
  .object({
    from: status,
    to: status,
    actor_email: z.string().nullable().openapi({ description: "The administrator who changed it; null once their account is gone" }),
    at: z.string().openapi({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .openapi("PipelineStatusChange");

const history = z.array(StatusChangeSchema).openapi({ description: "Status changes, newest first" });
export const LeadDetailSchema = LeadSchema.extend({ history }).openapi("AdminLeadDetail");
export const ServiceRequestDetailSchema = ServiceRequestSchema.extend({ history }).openapi("AdminServiceRequestDetail");

const viewFields = {
  status: pipelineStatusFilterSchema.openapi({
    param: { name: "status", in: "query" },
    type: "string",
    // Empty is accepted as absent (a cleared dropdown sends it), so the document lists it too.
    enum: ["", ...PIPELINE_STATUS_VALUES],
    description: "Only rows with this status (empty: every status)",
  }),
  q: pipelineSearchSchema.optional().openapi({
    param: { name: "q", in: "query" },
    type: "string",
    maxLength: PIPELINE_SEARCH_MAX,
    description: "Part of the name, e-mail, company or message, case-insensitive",
  }),
  sort: pipelineSortSchema.openapi({
    param: { name: "sort", in: "query" },
    type: "string",
    enum: ["", ...PIPELINE_SORT_VALUES],
    default: "newest",
    description: "newest (default; also when empty), oldest, name (A–Z) or name_desc (Z–A)",
  }),
};

/** GET /admin/leads and /admin/service-requests: the view and the page. */
export const pipelineListQuerySchema = orderedPageQuerySchema.extend(viewFields);
/** GET /admin/leads.csv and /admin/service-requests.csv: the view, every row. */
export const pipelineExportQuerySchema = z.object(viewFields);

export const statusBodySchema = statusChangeSchema.openapi("PipelineStatusBody", { example: { status: "contacted" } });

export const pipelineIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: "id", in: "path" }, example: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" }),
});


/** An id from the path: anything that is not an id we could have issued is simply not found. */
export function pipelineIdOf(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

export interface StatusChangeRow {
  from: string;
  to: string;
  actorEmail: string | null;
  at: Date;
}

export function statusChangeJson(row: StatusChangeRow) {
  return { from: row.from, to: row.to, actor_email: row.actorEmail, at: row.at.toISOString() } as z.infer<typeof StatusChangeSchema>;
}

export const KIND_TAGS: Record<PipelineKind, string[]> = { lead: ["Admin: leads"], service_request: ["Admin: service requests"] };

interface LeadRowLike {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  status: (typeof PIPELINE_STATUS_VALUES)[number];
  source: (typeof LEAD_SOURCE_VALUES)[number];
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function leadJson(row: LeadRowLike): z.infer<typeof LeadSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    status: row.status,
    source: row.source,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

interface ServiceRequestRowLike {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  serviceType: string;
  type: string | null;
  userType: (typeof ACCOUNT_TYPE_VALUES)[number] | null;
  userId: string | null;
  propertyAddress: string | null;
  closingDateRequested: string | null;
  message: string | null;
  status: (typeof PIPELINE_STATUS_VALUES)[number];
  createdAt: Date;
  updatedAt: Date;
}

export function serviceRequestJson(row: ServiceRequestRowLike): z.infer<typeof ServiceRequestSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    // One of SERVICE_TYPE_VALUES: the table's CHECK constraint (db/schema/leads.ts) holds it to them.
    service_type: row.serviceType as (typeof SERVICE_TYPE_VALUES)[number],
    type: row.type,
    user_type: row.userType,
    user_id: row.userId,
    property_address: row.propertyAddress,
    closing_date_requested: row.closingDateRequested,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
