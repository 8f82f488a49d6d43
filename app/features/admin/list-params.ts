/**
 * What an admin list shows, read from and written to the address's search params, so a view
 * (filter, search, sort, page) can be bookmarked, shared and reloaded. Values the address may
 * carry but the API would refuse (an unknown status, a limit of 10,000) fall back to the default
 * instead of turning the page into an error. Defaults are left out of the address.
 */
import { PIPELINE_SEARCH_MAX, PIPELINE_SORT_VALUES, pipelineSearchSchema, pipelineSortSchema, pipelineStatusFilterSchema, type PipelineSort } from "#core/admin/pipeline-query.ts";
import type { PipelineStatus } from "#core/admin/pipeline-status.ts";
import { AUDIT_KIND_VALUES, auditFilterSchema, type AuditKind } from "#core/admin/people-audit.ts";
import {
  DOCUMENT_FILTER_VALUES,
  MESSAGE_CHANNEL_VALUES,
  type DocumentFilter,
  type MessageChannel,
} from "#core/admin/people-filters.ts";

export { PIPELINE_SORT_VALUES, type PipelineSort };

export const DEFAULT_PAGE_SIZE = 25;
/** The API's own bounds for `limit` (server/http/keyset.ts). */
const MAX_PAGE_SIZE = 100;

export interface PipelineView {
  status: PipelineStatus | null;
  q: string;
  sort: PipelineSort;
  limit: number;
  cursor: string | null;
}

export interface UsersView {
  q: string;
  limit: number;
  cursor: string | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function parsedOr<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: string | null, fallback: T): T {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : fallback;
}

function readLimit(value: string | null): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return DEFAULT_PAGE_SIZE;
  const n = Number(value);
  return n >= 1 && n <= MAX_PAGE_SIZE ? n : DEFAULT_PAGE_SIZE;
}

/** The search text, cut to what the API takes; text the API's rule refuses (control characters) is dropped. */
function readQ(params: URLSearchParams): string {
  const q = pipelineSearchSchema.safeParse((params.get("q") ?? "").trim().slice(0, PIPELINE_SEARCH_MAX));
  return q.success ? q.data : "";
}
const readCursor = (params: URLSearchParams) => params.get("cursor") || null;

export function readPipelineView(params: URLSearchParams): PipelineView {
  return {
    // The API's own schemas (core/admin/pipeline-query.ts), each field on its own so one bad
    // value costs only that filter.
    status: parsedOr(pipelineStatusFilterSchema, params.get("status"), undefined) ?? null,
    q: readQ(params),
    sort: parsedOr(pipelineSortSchema, params.get("sort"), "newest"),
    limit: readLimit(params.get("limit")),
    cursor: readCursor(params),
  };
}

export function readUsersView(params: URLSearchParams): UsersView {
  return { q: readQ(params), limit: readLimit(params.get("limit")), cursor: readCursor(params) };
}

/** The view as search params, defaults left out (also the API's query: the names are the same). */
export function pipelineParams(view: PipelineView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set("status", view.status);
  if (view.q) params.set("q", view.q);
  if (view.sort !== "newest") params.set("sort", view.sort);
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(view.limit));
  if (view.cursor) params.set("cursor", view.cursor);
  return params;
}

export function usersParams(view: UsersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(view.limit));
  if (view.cursor) params.set("cursor", view.cursor);
  return params;
}

/** The API query of a list page: the view with the page size always stated. */
export function apiQuery(params: URLSearchParams, limit: number): string {
  const query = new URLSearchParams(params);
  query.set("limit", String(limit));
  return query.toString();
}

/** The CSV export's query: the filter and sort of the view, every row (no page, no size). */
export function exportQuery(params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete("cursor");
  query.delete("limit");
  const text = query.toString();
  return text ? `?${text}` : "";
}

export function readDocumentFilter(params: URLSearchParams): DocumentFilter {
  return oneOf(DOCUMENT_FILTER_VALUES, params.get("type")) ?? "all";
}

export function readChannel(params: URLSearchParams): MessageChannel | null {
  return oneOf(MESSAGE_CHANNEL_VALUES, params.get("channel"));
}

export interface AuditView {
  kind: AuditKind | null;
  actor: string | null;
  /** A closing file's number, upper-cased ("HC-2026-01001"). */
  file: string | null;
}

export function readAuditView(params: URLSearchParams): AuditView {
  const actor = auditFilterSchema.shape.actor.safeParse(params.get("actor") ?? undefined);
  const file = auditFilterSchema.shape.file.safeParse(params.get("file") ?? undefined);
  return { kind: oneOf(AUDIT_KIND_VALUES, params.get("kind")), actor: (actor.success && actor.data) || null, file: (file.success && file.data) || null };
}
