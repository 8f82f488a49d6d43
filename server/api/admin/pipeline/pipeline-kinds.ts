/**
 * The two admin pipelines as data: what pipeline-kind.routes.ts needs to declare a kind's list,
 * detail, status change and CSV export. Leads and service requests differ only in what is here.
 */
import type { z } from "zod";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import type { PipelineSort } from "#core/admin/pipeline-query.ts";
import type { PipelineStatus } from "#core/admin/pipeline-status.ts";
import { PIPELINE_SCHEMAS, type PipelineNote, type PipelineRow, type PipelineStatusChange } from "#core/api/admin-pipeline.ts";
import type { Page } from "#core/api/page.ts";
import type { AppDb } from "#db/client.ts";
import type { CsvRow } from "#server/http/csv-stream.ts";
import type { KeysetOrder, OrderCursor } from "#server/http/keyset.ts";
import { LEAD_ORDERS, findLead, leadRequestId, listLeads, setLeadStatus } from "./leads.queries.ts";
import { leadJson, serviceRequestJson } from "./pipeline-schemas.ts";
import type { PipelineFilter, PipelineKind, StatusChangeBy } from "./pipeline.queries.ts";
import { SERVICE_REQUEST_ORDERS, findServiceRequest, listServiceRequests, requestFile, setServiceRequestStatus } from "./service-requests.queries.ts";

/** What every kind's detail has beyond its row. */
type DetailOf<W> = W & { history: PipelineStatusChange[]; notes: PipelineNote[] };

/** A row as the queries give it; a list's rows come without the owner's e-mail (withOwnerEmails adds it). */
export type KindRow = { id: string; ownerId: string | null; ownerEmail: string | null };
export type ListedRow<R> = Omit<R, "ownerEmail"> & { cursorKey: string };

export interface PipelineKindSpec<R extends KindRow, W extends PipelineRow, D extends DetailOf<W> = DetailOf<W>> {
  /** audit_events.target_type of the kind (pipeline.queries.ts). */
  kind: PipelineKind;
  /** The URL segment under /admin ("/leads", "/leads.csv", "/leads/{id}") and the export's file name. */
  collection: string;
  /** One row, in a sentence ("lead"). */
  noun: string;
  /** Several rows, in a sentence ("leads"). */
  plural: string;
  tags: string[];
  /** The 404 message of an id that is not one of the kind's. */
  notFound: string;
  schemas: {
    row: z.ZodType<W>;
    detail: z.ZodType<D>;
    page: z.ZodType<Page<W>>;
  };
  toJson: (row: R) => W;
  orders: Record<PipelineSort, KeysetOrder>;
  list: (db: AppDb, filter: PipelineFilter, sort: PipelineSort, cursor: OrderCursor | undefined, limit: number) => Promise<ListedRow<R>[]>;
  find: (db: AppDb, id: string) => Promise<R | undefined>;
  setStatus: (db: AppDb, id: string, status: PipelineStatus, by: StatusChangeBy) => Promise<R | undefined>;
  csv: { header: string[]; row: (row: R) => CsvRow };
  /** What the row became, for its detail: a lead's service request, a request's closing file. */
  links: (db: AppDb, id: string) => Promise<Record<string, unknown>>;
}

/** A kind's data, with its row type inferred from its queries. */
function pipelineKind<R extends KindRow, W extends PipelineRow, D extends DetailOf<W>>(spec: PipelineKindSpec<R, W, D>) {
  return spec;
}

export const LEAD_PIPELINE = pipelineKind({
  kind: "lead",
  collection: "leads",
  noun: "lead",
  plural: "leads",
  tags: ["Admin: leads"],
  notFound: ADMIN_MESSAGES.leadNotFound,
  schemas: PIPELINE_SCHEMAS.lead,
  toJson: leadJson,
  orders: LEAD_ORDERS,
  list: listLeads,
  find: findLead,
  setStatus: setLeadStatus,
  links: async (db, id) => ({ service_request_id: await leadRequestId(db, id) }),
  csv: {
    header: ["id", "name", "email", "company", "phone", "message", "status", "source", "user_id", "owner_email", "created_at", "updated_at"],
    row: (r) => [r.id, r.name, r.email, r.company, r.phone, r.message, r.status, r.source, r.userId, r.ownerEmail, r.createdAt, r.updatedAt],
  },
});

export const SERVICE_REQUEST_PIPELINE = pipelineKind({
  kind: "service_request",
  collection: "service-requests",
  noun: "service request",
  plural: "service requests",
  tags: ["Admin: service requests"],
  notFound: ADMIN_MESSAGES.requestNotFound,
  schemas: PIPELINE_SCHEMAS.service_request,
  toJson: serviceRequestJson,
  orders: SERVICE_REQUEST_ORDERS,
  list: listServiceRequests,
  find: findServiceRequest,
  setStatus: setServiceRequestStatus,
  links: async (db, id) => {
    const file = await requestFile(db, id);
    return { closing_file: file ? { id: file.id, file_number: file.fileNumber } : null };
  },
  csv: {
    header: [
      "id",
      "name",
      "email",
      "phone",
      "company",
      "service_type",
      "type",
      "user_type",
      "user_id",
      "property_address",
      "closing_date_requested",
      "message",
      "sale_price_cents",
      "lead_id",
      "status",
      "owner_email",
      "created_at",
      "updated_at",
    ],
    row: (r) => [
      r.id,
      r.name,
      r.email,
      r.phone,
      r.company,
      r.serviceType,
      r.type,
      r.userType,
      r.userId,
      r.propertyAddress,
      r.closingDateRequested,
      r.message,
      r.salePriceCents,
      r.leadId,
      r.status,
      r.ownerEmail,
      r.createdAt,
      r.updatedAt,
    ],
  },
});
