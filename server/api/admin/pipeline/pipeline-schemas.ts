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
import {
  PIPELINE_ACTION_MESSAGES,
  PIPELINE_OWNER_FILTER_VALUES,
  convertLeadBodySchema,
  noteBodySchema,
  ownerBodySchema,
  replyBodySchema,
  type PipelineNoteKind,
} from "#core/admin/pipeline-notes.ts";
import type { AdminLead, AdminServiceRequest, PipelineNote, PipelineStatusChange } from "#core/api/admin-pipeline.ts";
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
  owner: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(PIPELINE_OWNER_FILTER_VALUES, { error: PIPELINE_ACTION_MESSAGES.invalidOwnerFilter }).optional())
    .openapi({
      param: { name: "owner", in: "query" },
      type: "string",
      enum: ["", ...PIPELINE_OWNER_FILTER_VALUES],
      description: "mine: the caller's; none: nobody's; empty or absent: everyone's",
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
// The action bodies are core's schemas as they are (core/admin/pipeline-notes.ts, loaded before zod
// has .openapi): the document names them by their meta ids.
export { convertLeadBodySchema as convertLeadBodyOpenApi, noteBodySchema as noteBodyOpenApi, ownerBodySchema as ownerBodyOpenApi, replyBodySchema as replyBodyOpenApi };

export interface NoteRowLike {
  id: string;
  kind: string;
  authorEmail: string | null;
  subject: string | null;
  body: string;
  createdAt: Date;
  to: string | null;
  deliveryStatus: "pending" | "sending" | "sent" | "failed" | null;
  sentAt: Date | null;
  lastError: string | null;
}

export function noteJson(row: NoteRowLike): PipelineNote {
  return {
    id: row.id,
    // One of PIPELINE_NOTE_KIND_VALUES: the table's CHECK constraint holds it to them.
    kind: row.kind as PipelineNoteKind,
    author_email: row.authorEmail,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    delivery:
      row.kind === "email" && row.to !== null && row.deliveryStatus !== null
        ? { to: row.to, status: row.deliveryStatus, sent_at: row.sentAt?.toISOString() ?? null, error: row.lastError }
        : null,
  };
}



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
  ownerId: string | null;
  ownerEmail: string | null;
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
    owner_id: row.ownerId,
    owner_email: row.ownerEmail,
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
  salePriceCents: number | null;
  leadId: string | null;
  status: (typeof PIPELINE_STATUS_VALUES)[number];
  ownerId: string | null;
  ownerEmail: string | null;
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
    sale_price_cents: row.salePriceCents,
    lead_id: row.leadId,
    status: row.status,
    owner_id: row.ownerId,
    owner_email: row.ownerEmail,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
