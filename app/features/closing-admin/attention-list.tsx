import { Link, useSearchParams } from "react-router";
import type { AttentionRequest } from "#core/api/closing-request.ts";
import { ATTENTION_VIEW_LABELS, ATTENTION_VIEW_VALUES } from "#core/closing/attention-filters.ts";
import { IOWA_COUNTIES } from "#core/closing/iowa-counties.ts";
import { REQUEST_OWNER_VALUES } from "#core/closing/request-types.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { cx } from "#app/lib/cx.ts";
import { attentionParams, readAttentionFilters, type AttentionFilters } from "./attention-params.ts";
import { OWNER_LABELS, dueText } from "./request-format.ts";
import { useAttentionRequests } from "./request-queries.ts";

const REASONS: Record<AttentionRequest["reason"], { label: string; tone: BadgeTone }> = {
  overdue: { label: "Overdue", tone: "danger" },
  due_soon: { label: "Due soon", tone: "warning" },
  submitted: { label: "Answer to review", tone: "info" },
  open: { label: "Open", tone: "neutral" },
};

const OWNER_OPTIONS = [["", "Anyone"], ...REQUEST_OWNER_VALUES.map((o) => [o, OWNER_LABELS[o]] as const)] as const;
const COUNTY_OPTIONS = [["", "Every county"], ...IOWA_COUNTIES.map((c) => [c, `${c} County`] as const)] as const;
const OFFICE_OPTIONS = [["", "Every office"], ...OFFICE_CITIES.map((c) => [c, c] as const)] as const;

function FileCell({ row }: { row: AttentionRequest }) {
  return (
    <span className="grid gap-0.5">
      <Link to={`/admin/closing-files/${row.file_id}`} className="font-semibold text-navy-950 underline underline-offset-2 hover:text-navy-700">
        {row.file_number}
      </Link>
      <span className="text-navy-800">{row.property_address}</span>
    </span>
  );
}

/** One row per request on a wide screen, one card per request on a phone. */
const COLUMNS: readonly DataColumn<AttentionRequest>[] = [
  { header: "File", card: "title", className: "min-w-48", cell: (r) => <FileCell row={r} /> },
  { header: "Why", card: "title", className: "whitespace-nowrap", cell: (r) => <Badge tone={REASONS[r.reason].tone}>{REASONS[r.reason].label}</Badge> },
  { header: "Request", className: "font-semibold text-navy-950", cell: (r) => r.title },
  { header: "Owed by", className: "text-navy-900", cell: (r) => r.owner_label },
  {
    header: "Due",
    className: "whitespace-nowrap",
    cell: (r) => <span className={cx(r.overdue ? "font-semibold text-red-700" : "text-navy-900")}>{dueText(r.due_on)}</span>,
  },
  { header: "County", className: "text-navy-800", cell: (r) => `${r.county}${r.office ? ` · ${r.office}` : ""}` },
];

/**
 * Staff's "Needs attention" across every file (issue 30): overdue and due-soon requests and
 * answers waiting for review, by due date, a page at a time; the view and the filters are in the
 * address, so a view can be bookmarked.
 */
export function AttentionList() {
  const [params, setParams] = useSearchParams();
  const filters = readAttentionFilters(params);
  const query = attentionParams(filters).toString();
  const requests = useAttentionRequests(query);
  const rows = requests.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = query !== "";

  const hrefFor = (change: Partial<AttentionFilters>) => {
    const text = attentionParams({ ...filters, ...change }).toString();
    return `/admin/requests${text ? `?${text}` : ""}`;
  };
  const setFilter = (change: Partial<AttentionFilters>) => setParams(attentionParams({ ...filters, ...change }), { replace: true, preventScrollReset: true });

  return (
    <>
      <nav aria-label="Show requests">
        <ul className="flex flex-wrap gap-2">
          {ATTENTION_VIEW_VALUES.map((value) => (
            <li key={value}>
              <Link
                to={hrefFor({ view: value })}
                aria-current={value === filters.view ? "true" : undefined}
                preventScrollReset
                className={cx(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
                  value === filters.view ? "border-navy-800 bg-navy-800 text-white" : "border-navy-300 bg-white text-navy-800 hover:border-navy-500 hover:bg-navy-50",
                )}
              >
                {ATTENTION_VIEW_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div role="search" aria-label="Filter requests" className="grid gap-4 sm:grid-cols-3">
        <Field control="choice" id="attention-owner" label="Owed by" options={OWNER_OPTIONS} value={filters.owner ?? ""} onChange={(e) => setFilter({ owner: (e.target.value || null) as AttentionFilters["owner"] })} />
        <Field control="choice" id="attention-county" label="County" options={COUNTY_OPTIONS} value={filters.county ?? ""} onChange={(e) => setFilter({ county: e.target.value || null })} />
        <Field control="choice" id="attention-office" label="Office" options={OFFICE_OPTIONS} value={filters.office ?? ""} onChange={(e) => setFilter({ office: e.target.value || null })} />
      </div>

      {requests.isPending ? (
        <QueryLoading label="Loading requests…" />
      ) : requests.isError && rows.length === 0 ? (
        <QueryError message="Failed to load the requests." onRetry={() => void requests.refetch()} retrying={requests.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={filtered ? "Nothing matches these filters" : "Nothing needs attention"}>
          {filtered ? (
            <p>
              <Link className="underline underline-offset-2" to="/admin/requests">
                See everything that needs attention
              </Link>
              .
            </p>
          ) : (
            <p>No request is overdue or due within two days, and no answer is waiting for review.</p>
          )}
        </QueryEmpty>
      ) : (
        <>
          <DataTable rows={rows} columns={COLUMNS} rowKey={(r) => r.id} caption="Requests that need attention, by due date" listLabel="Requests that need attention" />
          {requests.hasNextPage ? (
            <Button variant="secondary" className="justify-self-start" onClick={() => void requests.fetchNextPage()} busy={requests.isFetchingNextPage} busyLabel="Loading...">
              Show More Requests
            </Button>
          ) : null}
          {requests.isError ? <QueryError message="Failed to load more requests." onRetry={() => void requests.refetch()} /> : null}
        </>
      )}
    </>
  );
}
