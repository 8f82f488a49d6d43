import { formatDistanceToNowStrict } from "date-fns";
import { Link } from "react-router";
import type { MessageInboxRow } from "#core/api/closing-message.ts";
import { PIPELINE_SEARCH_MAX } from "#core/admin/pipeline-query.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { useSearchText } from "#app/lib/use-search-text.ts";
import { formatInstant } from "./closing-format.ts";
import { useInbox } from "./inbox-queries.ts";

function FileCell({ row }: { row: MessageInboxRow }) {
  return (
    <span className="grid gap-0.5">
      <Link to={`/admin/closing-files/${row.file_id}#messages`} className="font-semibold text-navy-950 underline underline-offset-2 hover:text-navy-700">
        {row.file_number}
      </Link>
      <span className="text-navy-800">{row.property_address}</span>
    </span>
  );
}

function WaitingCell({ row }: { row: MessageInboxRow }) {
  return (
    <span className="grid justify-items-start gap-1">
      <time dateTime={row.awaiting_since} title={formatInstant(row.awaiting_since)} className="text-navy-900">
        {formatDistanceToNowStrict(new Date(row.awaiting_since), { addSuffix: true })}
      </time>
      <Badge tone="warning">
        {row.waiting} {row.waiting === 1 ? "message" : "messages"}
      </Badge>
    </span>
  );
}

function LatestCell({ row }: { row: MessageInboxRow }) {
  const { last_message: last } = row;
  return (
    <span className="grid gap-0.5">
      <span className="font-semibold text-navy-950">
        {last.author}
        {last.role_label ? <span className="font-normal text-navy-700"> · {last.role_label}</span> : null}
      </span>
      {/* Plain text, as written: React escapes it, and a link stays text. */}
      <span className="line-clamp-2 break-words text-navy-900">{last.preview}</span>
    </span>
  );
}

/** One row per conversation on a wide screen, one card per conversation on a phone. */
const COLUMNS: readonly DataColumn<MessageInboxRow>[] = [
  { header: "File", card: "title", className: "min-w-48", cell: (r) => <FileCell row={r} /> },
  { header: "Waiting since", className: "whitespace-nowrap", cell: (r) => <WaitingCell row={r} /> },
  { header: "Latest message", className: "max-w-md", cell: (r) => <LatestCell row={r} /> },
  { header: "County", className: "text-navy-800", cell: (r) => `${r.county} County` },
];

/**
 * Staff's inbox (issue 31): conversations where a buyer, seller, agent or lender waits for an
 * answer, longest waiting first, a page at a time; the search is in the address, as the closing
 * files list keeps its own. A reply to the parties from the file page takes a file out.
 */
export function InboxList() {
  const { q, onSearch } = useSearchText(PIPELINE_SEARCH_MAX);
  const inbox = useInbox(q);
  const rows = inbox.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <div className="w-full max-w-xl">
        <SearchBox label="Search the inbox" hint="File number, address or the name of anyone on the file" value={q} onSearch={onSearch} maxLength={PIPELINE_SEARCH_MAX} />
      </div>
      {inbox.isPending ? (
        <QueryLoading label="Loading the inbox…" />
      ) : inbox.isError && rows.length === 0 ? (
        <QueryError message="Failed to load the inbox." onRetry={() => void inbox.refetch()} retrying={inbox.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={q ? "No waiting conversation matches" : "Nobody is waiting for an answer"}>
          {q ? (
            <p>
              Nothing waiting matches this search.{" "}
              <Link className="underline underline-offset-2" to="/admin/inbox">
                See every waiting conversation
              </Link>
              .
            </p>
          ) : (
            <p>When a buyer, seller, agent or lender writes on a file, the conversation waits here until staff answer.</p>
          )}
        </QueryEmpty>
      ) : (
        <>
          <DataTable rows={rows} columns={COLUMNS} rowKey={(r) => r.file_id} caption="Conversations waiting for an answer, longest waiting first" listLabel="Conversations waiting for an answer" />
          {inbox.hasNextPage ? (
            <Button variant="secondary" className="justify-self-start" onClick={() => void inbox.fetchNextPage()} busy={inbox.isFetchingNextPage} busyLabel="Loading...">
              Show More Conversations
            </Button>
          ) : null}
          {inbox.isError ? <QueryError message="Failed to load more conversations." onRetry={() => void inbox.refetch()} /> : null}
        </>
      )}
    </>
  );
}
