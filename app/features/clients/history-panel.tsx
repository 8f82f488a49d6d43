import { format, parseISO } from "date-fns";
import { History } from "lucide-react";
import { useId, useState } from "react";
import type { Communication } from "#core/api/client.ts";
import { COMMUNICATION_MESSAGES as M } from "#core/clients/communication-fields.ts";
import type { CommunicationStatus } from "#core/domain/enums.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { useCommunications } from "./clients-queries.ts";

const STATUS: Record<CommunicationStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "neutral" },
  sent: { label: "Sent", tone: "info" },
  delivered: { label: "Delivered", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  received: { label: "Received", tone: "accent" },
};

function StatusCell({ c }: { c: Communication }) {
  const { label, tone } = STATUS[c.status];
  return (
    <div className="grid justify-items-start gap-1">
      <Badge tone={tone}>{label}</Badge>
      {c.status === "failed" && c.error ? <span className="text-xs text-red-700">{c.error}</span> : null}
    </div>
  );
}

const COLUMNS: readonly DataColumn<Communication>[] = [
  {
    header: "Date",
    card: "title",
    className: "whitespace-nowrap text-navy-800",
    cell: (c) => <time dateTime={c.created_at}>{format(parseISO(c.created_at), "MMM d, yyyy h:mm a")}</time>,
  },
  { header: "Type", className: "text-navy-800", cell: (c) => (c.type === "email" ? "Email" : c.status === "received" ? "SMS reply" : "SMS") },
  { header: "Subject", className: "text-navy-900", cell: (c) => c.subject ?? "—" },
  { header: "Content", className: "max-w-xs text-navy-900", cell: (c) => <span className="whitespace-pre-line">{c.content}</span> },
  { header: "Status", card: "title", cell: (c) => <StatusCell c={c} /> },
];

/**
 * The client's e-mails and texts and their replies: hidden until asked for (Show History), then
 * newest first with Date, Type, Subject, Content and Status (a table on a wide screen, cards on a phone); it refreshes by itself while a
 * message is on its way (clients-queries.ts).
 */
export function HistoryPanel({ clientId }: { clientId: string }) {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const history = useCommunications(clientId, shown);
  const rows = history.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section aria-labelledby="history-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="history-heading" className="text-lg font-bold text-navy-950">
          Communication History
        </h3>
        <Button variant="secondary" size="sm" aria-expanded={shown} aria-controls={panelId} onClick={() => setShown((s) => !s)}>
          <History aria-hidden="true" className="size-4" />
          {shown ? "Hide History" : "Show History"}
        </Button>
      </div>
      <div id={panelId} hidden={!shown}>
        {!shown ? null : history.isPending ? (
          <QueryLoading label="Loading the history…" />
        ) : history.isError && rows.length === 0 ? (
          <QueryError message={M.historyFailed} onRetry={() => void history.refetch()} retrying={history.isRefetching} />
        ) : rows.length === 0 ? (
          <QueryEmpty message={M.historyEmpty} />
        ) : (
          <div className="grid gap-3">
            <DataTable
              rows={rows}
              columns={COLUMNS}
              rowKey={(c) => c.id}
              caption="E-mails and texts with this client, newest first"
              listLabel="E-mails and texts"
            />
            {history.hasNextPage ? (
              <Button variant="secondary" size="sm" onClick={() => void history.fetchNextPage()} busy={history.isFetchingNextPage} busyLabel="Loading..." className="justify-self-start">
                Show Older Messages
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
