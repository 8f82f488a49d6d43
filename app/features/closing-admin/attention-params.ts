/**
 * The needs-attention list's filters, read from and written to the address (so a view can be
 * bookmarked and shared), with the API's names and its own schema (core/closing/attention-filters.ts):
 * view, owner, county, office. A value the API would refuse falls back to "all" (each filter on its
 * own) instead of turning the page into an error; defaults stay out of the address.
 */
import { attentionFilterSchema, type AttentionView } from "#core/closing/attention-filters.ts";
import type { RequestOwner } from "#core/closing/request-types.ts";

export interface AttentionFilters {
  view: AttentionView;
  owner: RequestOwner | null;
  county: string | null;
  office: string | null;
}

function read<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: string | null): T | undefined {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

export function readAttentionFilters(params: URLSearchParams): AttentionFilters {
  const shape = attentionFilterSchema.shape;
  return {
    view: read(shape.view, params.get("view")) ?? "attention",
    owner: read(shape.owner, params.get("owner")) ?? null,
    county: read(shape.county, params.get("county")) ?? null,
    office: read(shape.office, params.get("office")) ?? null,
  };
}

/** The filters as search params, the default view left out: the page's address and the API's query. */
export function attentionParams(filters: AttentionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== "attention") params.set("view", filters.view);
  if (filters.owner) params.set("owner", filters.owner);
  if (filters.county) params.set("county", filters.county);
  if (filters.office) params.set("office", filters.office);
  return params;
}
