import { FolderPlus, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { PIPELINE_SEARCH_MAX } from "#core/admin/pipeline-query.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { cx } from "#app/lib/cx.ts";
import { useSearchText } from "#app/lib/use-search-text.ts";
import { appointmentText } from "./closing-format.ts";
import { useClosingFiles, type FileFilter } from "./closing-queries.ts";
import type { ClosingFileListItem } from "#core/api/closing-file.ts";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";

const FILTERS: readonly (readonly [FileFilter, string])[] = [
  ["all", "All"],
  ["open", "Open"],
  ["blocked", "Blocked"],
  ["complete", "Complete"],
];

function readFilter(value: string | null): FileFilter {
  return FILTERS.some(([f]) => f === value) ? (value as FileFilter) : "all";
}

function NextStep({ file }: { file: ClosingFileListItem }) {
  return (
    <span className="grid justify-items-start gap-1">
      {file.completed_at ? <span className="text-navy-800">Complete</span> : <span className="text-navy-900">{file.next_label ?? "—"}</span>}
      {file.blocked ? <Badge tone="danger">Blocked</Badge> : null}
    </span>
  );
}

/** The file's number, and how many of its messages this staff member has not read (issue 31), leading to them. */
function FileLink({ file }: { file: ClosingFileListItem }) {
  return (
    <span className="grid justify-items-start gap-1">
      <Link to={`/admin/closing-files/${file.id}`} className="font-semibold text-navy-950 underline underline-offset-2 hover:text-navy-700">
        {file.file_number}
      </Link>
      {file.unread > 0 ? (
        <Link to={`/admin/closing-files/${file.id}#messages`} className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-2">
          <Badge tone="info">
            <MessageSquare aria-hidden="true" className="mr-1 size-3" />
            {file.unread} unread
            <span className="sr-only"> {file.unread === 1 ? "message" : "messages"} on {file.file_number}</span>
          </Badge>
        </Link>
      ) : null}
    </span>
  );
}

/** One row per file on a wide screen, one card per file on a phone (app/components/ui/data-table.tsx). */
const COLUMNS: readonly DataColumn<ClosingFileListItem>[] = [
  { header: "File", card: "title", className: "whitespace-nowrap", cell: (f) => <FileLink file={f} /> },
  {
    header: "Property",
    className: "text-navy-900",
    cell: (f) => (
      <>
        <span className="block">{f.property_address}</span>
        <span className="block text-navy-700">{f.county} County</span>
      </>
    ),
  },
  { header: "Closing", className: "text-navy-800", cell: appointmentText },
  { header: "Next step", cell: (f) => <NextStep file={f} /> },
  { header: "Progress", className: "w-36", cell: (f) => <ProgressBar value={f.progress_percent} label={`Progress of ${f.file_number}`} /> },
];

/** Every closing file, newest first: searchable and filtered (both in the address), a page at a time. */
export function ClosingList() {
  const { q, onSearch, params } = useSearchText(PIPELINE_SEARCH_MAX);
  const filter = readFilter(params.get("state"));
  const files = useClosingFiles(q, filter);
  const rows = files.data?.pages.flatMap((p) => p.data) ?? [];

  const hrefFor = (next: { q?: string; state?: FileFilter }) => {
    const query = new URLSearchParams();
    const nq = next.q ?? q;
    const ns = next.state ?? filter;
    if (nq) query.set("q", nq);
    if (ns !== "all") query.set("state", ns);
    const text = query.toString();
    return `/admin/closing-files${text ? `?${text}` : ""}`;
  };
  const filtered = q !== "" || filter !== "all";

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="w-full max-w-xl">
          <SearchBox label="Search closing files" hint="File number, address or county" value={q} onSearch={onSearch} maxLength={PIPELINE_SEARCH_MAX} />
        </div>
        <ButtonLink to="/admin/closing-files/new" className="sm:mt-7">
          <FolderPlus aria-hidden="true" className="size-5" />
          Open a new file
        </ButtonLink>
      </div>
      <nav aria-label="Show files">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map(([value, text]) => (
            <li key={value}>
              <Link
                to={hrefFor({ state: value })}
                aria-current={value === filter ? "true" : undefined}
                preventScrollReset
                className={cx(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
                  value === filter ? "border-navy-800 bg-navy-800 text-white" : "border-navy-300 bg-white text-navy-800 hover:border-navy-500 hover:bg-navy-50",
                )}
              >
                {text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {files.isPending ? (
        <QueryLoading label="Loading closing files…" />
      ) : files.isError && rows.length === 0 ? (
        <QueryError message="Failed to load closing files." onRetry={() => void files.refetch()} retrying={files.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={filtered ? "No closing files match" : "No closing files yet"}>
          {filtered ? (
            <p>
              Nothing matches this search and filter. <Link className="underline underline-offset-2" to="/admin/closing-files">See every file</Link>.
            </p>
          ) : (
            <p>Open the first one from a service request or with “Open a new file”.</p>
          )}
        </QueryEmpty>
      ) : (
        <>
          <DataTable rows={rows} columns={COLUMNS} rowKey={(f) => f.id} caption="Closing files, newest first" listLabel="Closing files" />
          {files.hasNextPage ? (
            <Button variant="secondary" className="justify-self-start" onClick={() => void files.fetchNextPage()} busy={files.isFetchingNextPage} busyLabel="Loading...">
              Show More Files
            </Button>
          ) : null}
          {files.isError ? <QueryError message="Failed to load more closing files." onRetry={() => void files.refetch()} /> : null}
        </>
      )}
    </>
  );
}
