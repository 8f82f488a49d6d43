import { useCallback } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PIPELINE_SEARCH_MAX } from "#core/admin/pipeline-query.ts";
import { LEAD_STATUS_VALUES } from "#core/domain/enums.ts";
import { CursorPager } from "#app/components/ui/cursor-pager.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { ExportButton } from "./export-button.tsx";
import { exportQuery, PIPELINE_SORT_VALUES, pipelineParams, readPipelineView, type PipelineView } from "./list-params.ts";
import { SORT_LABELS, STATUS_LABELS, type PipelineConfig } from "./pipeline-kinds.ts";
import { usePipelinePage } from "./pipeline-queries.ts";
import { PipelineTable } from "./pipeline-table.tsx";

const STATUS_OPTIONS = [["", "All statuses"], ...LEAD_STATUS_VALUES.map((s) => [s, STATUS_LABELS[s]] as const)] as const;
const SORT_OPTIONS = PIPELINE_SORT_VALUES.map((s) => [s, SORT_LABELS[s]] as const);

/**
 * A pipeline's list: search, status filter and sort above a page of rows, Next / Previous below.
 * Everything that decides what is shown lives in the address (list-params.ts); changing a
 * filter starts again at the first page.
 */
export function PipelineList({ config }: { config: PipelineConfig }) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const view = readPipelineView(params);
  const canonical = pipelineParams(view);
  const page = usePipelinePage(config, canonical, view.limit);
  const rows = page.data?.data ?? [];

  const show = useCallback(
    (patch: Partial<PipelineView>, replace: boolean) =>
      setParams((current) => pipelineParams({ ...readPipelineView(current), cursor: null, ...patch }), { replace, preventScrollReset: true }),
    [setParams],
  );
  const onSearch = useCallback((q: string) => show({ q }, true), [show]);
  const hrefFor = (cursor: string | null) => {
    const search = pipelineParams({ ...view, cursor }).toString();
    return { pathname: config.path, search: search ? `?${search}` : "" };
  };
  const filtered = view.q !== "" || view.status !== null;

  return (
    <>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]">
        <SearchBox label={`Search ${config.plural}`} hint="Name, e-mail, company or message" value={view.q} onSearch={onSearch} maxLength={PIPELINE_SEARCH_MAX} />
        <Field
          control="choice"
          label="Status"
          options={STATUS_OPTIONS}
          value={view.status ?? ""}
          onChange={(e) => show({ status: (e.target.value || null) as PipelineView["status"] }, false)}
        />
        <Field control="choice" label="Sort" options={SORT_OPTIONS} value={view.sort} onChange={(e) => show({ sort: e.target.value as PipelineView["sort"] }, false)} />
        <div className="md:pt-7">
          <ExportButton path={`${config.api}.csv${exportQuery(canonical)}`} fallbackName={`${config.kind}.csv`} />
        </div>
      </div>

      {page.isPending ? (
        <QueryLoading label={`Loading ${config.plural}…`} />
      ) : page.isError ? (
        <QueryError message={config.messages.loadFailed} onRetry={() => void page.refetch()} retrying={page.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={config.messages.empty}>
          {filtered ? <p>Nothing matches this search and filter. Clear them to see every {config.noun}.</p> : null}
        </QueryEmpty>
      ) : (
        <>
          <PipelineTable config={config} rows={rows} from={`${location.pathname}${location.search}`} busy={page.isPlaceholderData} />
          <CursorPager label={config.title} cursor={view.cursor} nextCursor={page.data.next_cursor} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
