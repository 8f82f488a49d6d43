/**
 * The admin pipeline's requests (the view query, the status body and the id in the path) and the
 * mappers from its rows to the answers declared in core/api/admin-pipeline.ts
 * (docs/decisions/012-data-api-wire-format.md).
 */
import { z } from "@hono/zod-openapi";
import {
  PIPELINE_SEARCH_MAX,
  PIPELINE_SORT_VALUES,
  pipelineSearchSchema,
  pipelineSortSchema,
  pipelineStatusFilterSchema,
} from "#core/admin/pipeline-query.ts";
import { PIPELINE_STATUS_VALUES, statusChangeSchema } from "#core/admin/pipeline-status.ts";
import type { AdminLead, AdminServiceRequest, PipelineStatusChange } from "#core/api/admin-pipeline.ts";
import { ACCOUNT_TYPE_VALUES, LEAD_SOURCE_VALUES, SERVICE_TYPE_VALUES } from "#core/domain/enums.ts";
import { orderedPageQuerySchema } from "#server/http/keyset.ts";

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



export interface StatusChangeRow {
  from: string;
  to: string;
  actorEmail: string | null;
  at: Date;
}

export function statusChangeJson(row: StatusChangeRow) {
  return { from: row.from, to: row.to, actor_email: row.actorEmail, at: row.at.toISOString() } as PipelineStatusChange;
}

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

export function leadJson(row: LeadRowLike): AdminLead {
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

export function serviceRequestJson(row: ServiceRequestRowLike): AdminServiceRequest {
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
