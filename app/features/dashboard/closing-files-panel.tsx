import { CalendarDays, ChevronRight, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import type { DashboardClosingFile } from "#core/api/dashboard.ts";
import { describeAppointment } from "#core/closing/appointment.ts";
import { CLOSING_KIND_LABELS } from "#core/closing/milestones.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useClosingFiles } from "./dashboard-queries.ts";

function FileStatus({ file }: { file: DashboardClosingFile }) {
  if (file.completed_at) return <Badge tone="success">Complete</Badge>;
  if (file.blocked) return <Badge tone="danger">Blocked</Badge>;
  return <Badge tone="neutral">In progress</Badge>;
}

/** How many messages on the file the user has not read (issue 31), when there are any. */
function UnreadMessages({ file }: { file: DashboardClosingFile }) {
  if (file.unread === 0) return null;
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-blue-800">
      <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {file.unread} unread {file.unread === 1 ? "message" : "messages"}
      </span>
    </p>
  );
}

function FileRow({ file }: { file: DashboardClosingFile }) {
  const appointment = file.closing_date ? describeAppointment({ date: file.closing_date, time: file.closing_time }) : null;
  return (
    <li className="grid gap-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/transactions/${file.id}`}
            className="group inline-flex items-center gap-1 font-semibold text-navy-950 underline-offset-2 hover:underline [overflow-wrap:anywhere]"
          >
            {file.property_address}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
          </Link>
          <p className="text-sm text-navy-700">
            File {file.file_number} · {CLOSING_KIND_LABELS[file.kind]}
          </p>
        </div>
        <FileStatus file={file} />
      </div>
      <UnreadMessages file={file} />
      <p className="flex items-start gap-2 text-sm text-navy-800">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
        <span>{appointment ? `Closing ${appointment}` : "Closing not scheduled yet"}</span>
      </p>
      <p className="text-sm text-navy-800">
        <span className="font-semibold">{file.completed_at ? "File complete" : "Next step:"}</span>
        {file.completed_at ? null : ` ${file.next_label ?? "—"}`}
      </p>
      <ProgressBar value={file.progress_percent} label={`Progress of ${file.property_address}`} />
    </li>
  );
}

/**
 * The closing files the user is an agent or lender on: where each stands, its appointment and
 * next step, each leading to the whole file. Replaces the spec's bare transactions list.
 */
export function ClosingFilesPanel() {
  const query = useClosingFiles();
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Card role="region" aria-labelledby="closing-files-heading">
      <h2 id="closing-files-heading" className="text-xl font-bold text-navy-950">
        Your closing files
      </h2>
      <div className="mt-2">
        {query.isPending ? (
          // One file's row (about 11 rem on a phone, where its status drops under the address; 10 on
          // wider screens; "none yet" is taller), so Order Services below does not jump when the list
          // arrives (ADR 046).
          <QueryLoading label="Loading your closing files…" reserve="min-h-[11rem] sm:min-h-[10rem]" />
        ) : query.isError ? (
          <QueryError message="Error: Failed to load transactions" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : rows.length === 0 ? (
          <QueryEmpty message="No transactions found">
            <p>When we open a closing file with you as an agent or lender on it, it appears here with its next step.</p>
            <p className="mt-3">
              <a href="#order-heading" className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">
                Order a closing
              </a>
            </p>
          </QueryEmpty>
        ) : (
          <>
            <ul className="divide-y divide-cream-300">
              {rows.map((file) => (
                <FileRow key={file.id} file={file} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button variant="secondary" className="mt-4" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage} busyLabel="Loading...">
                Show more closing files
              </Button>
            ) : null}
            {query.isFetchNextPageError ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                More files could not be loaded. Please try again.
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
