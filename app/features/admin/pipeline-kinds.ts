/**
 * Leads and service requests share one list, one status control and one detail page; what
 * differs between the two (their addresses, words and answer shapes) is here.
 */
import type { ZodType } from "zod";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import type { LeadStatus } from "#core/domain/enums.ts";
import { PIPELINE_SCHEMAS, type PipelineRow, type PipelineStatusChange } from "#core/api/admin-pipeline.ts";
import type { Page } from "#core/api/page.ts";

export type PipelineKind = "leads" | "service-requests";

export interface PipelineConfig {
  kind: PipelineKind;
  /** The list page ("/admin/leads"); a row's page is `${path}/${id}`. */
  path: string;
  /** The API collection ("/api/v1/admin/leads"). */
  api: string;
  title: string;
  /** One row, in a sentence ("lead"). */
  noun: string;
  /** Several rows, in a sentence ("leads"). */
  plural: string;
  intro: string;
  messages: { updated: string; updateFailed: string; loadFailed: string; empty: string; notFound: string };
  /** The answers, parsed with the server's own shapes (core/api/admin-pipeline.ts). */
  pageSchema: ZodType<Page<PipelineRow>>;
  rowSchema: ZodType<PipelineRow>;
  detailSchema: ZodType<PipelineRow & { history: PipelineStatusChange[] }>;
}

export const PIPELINES = {
  leads: {
    kind: "leads",
    path: "/admin/leads",
    api: "/api/v1/admin/leads",
    title: "Lead Management",
    noun: "lead",
    plural: "leads",
    intro: "Contact messages, guide downloads and gift-card claims. Set each lead's status as you work it.",
    messages: {
      updated: M.leadStatusUpdated,
      updateFailed: M.leadStatusFailed,
      loadFailed: M.leadsLoadFailed,
      empty: M.noLeads,
      notFound: M.leadNotFound,
    },
    pageSchema: PIPELINE_SCHEMAS.lead.page,
    rowSchema: PIPELINE_SCHEMAS.lead.row,
    detailSchema: PIPELINE_SCHEMAS.lead.detail,
  },
  "service-requests": {
    kind: "service-requests",
    path: "/admin/service-requests",
    api: "/api/v1/admin/service-requests",
    title: "Service Requests",
    noun: "service request",
    plural: "service requests",
    intro: "Orders from the Get Started form and the dashboard. Set each request's status as you work it.",
    messages: {
      updated: M.requestStatusUpdated,
      updateFailed: M.requestStatusFailed,
      loadFailed: M.requestsLoadFailed,
      empty: M.noRequests,
      notFound: M.requestNotFound,
    },
    pageSchema: PIPELINE_SCHEMAS.service_request.page,
    rowSchema: PIPELINE_SCHEMAS.service_request.row,
    detailSchema: PIPELINE_SCHEMAS.service_request.detail,
  },
} satisfies Record<PipelineKind, PipelineConfig>;

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  converted: "Converted",
};

export const SORT_LABELS = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name, A to Z",
  name_desc: "Name, Z to A",
} as const;

export function isServiceRequest(row: PipelineRow): row is Extract<PipelineRow, { service_type: string }> {
  return "service_type" in row;
}
