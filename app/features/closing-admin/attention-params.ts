/**
 * The needs-attention list's filters, read from and written to the address (so a view can be
 * bookmarked and shared), with the API's names: view, owner, county, office. A value the API would
 * refuse falls back to "all" instead of turning the page into an error; defaults stay out of the
 * address.
 */
import { IOWA_COUNTIES } from "#core/closing/iowa-counties.ts";
import { REQUEST_OWNER_VALUES, type RequestOwner } from "#core/closing/request-types.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";

export const ATTENTION_VIEWS = [
  ["attention", "Needs attention"],
  ["overdue", "Overdue"],
  ["due_soon", "Due soon"],
  ["submitted", "Waiting for review"],
] as const;
export type AttentionView = (typeof ATTENTION_VIEWS)[number][0];

export interface AttentionFilters {
  view: AttentionView;
  owner: RequestOwner | null;
  county: string | null;
  office: string | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function readAttentionFilters(params: URLSearchParams): AttentionFilters {
  return {
    view:
      oneOf(
        ATTENTION_VIEWS.map(([v]) => v),
        params.get("view"),
      ) ?? "attention",
    owner: oneOf(REQUEST_OWNER_VALUES, params.get("owner")),
    county: oneOf(IOWA_COUNTIES, params.get("county")),
    office: oneOf(OFFICE_CITIES, params.get("office")),
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
