import { useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import type { MessageChannel } from "#core/admin/people-filters.ts";
import type { OutboundMessage } from "#core/api/outbound-messages.ts";
import { FilterLinks } from "./filter-links.tsx";
import { formatInstant } from "./format.ts";
import { readChannel } from "./list-params.ts";
import { useOutboundMessages } from "./people-queries.ts";

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "neutral" },
  sending: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
};
const CHANNELS: readonly (readonly ["all" | MessageChannel, string])[] = [
  ["all", "All"],
  ["email", "E-mail"],
  ["sms", "Text"],
];

const COLUMNS: readonly DataColumn<OutboundMessage>[] = [
  {
    header: "Queued",
    card: "title",
    className: "whitespace-nowrap text-navy-800",
    cell: (m) => <time dateTime={m.created_at}>{formatInstant(m.created_at)}</time>,
  },
  { header: "Channel", className: "text-navy-800", cell: (m) => (m.channel === "email" ? "E-mail" : "Text") },
  { header: "To", className: "break-all text-navy-900", cell: (m) => m.to },
  { header: "Subject", className: "text-navy-900", cell: (m) => m.subject ?? "—" },
  {
    header: "Status",
    cell: (m) => (
      <div className="grid justify-items-start gap-1">
        <Badge tone={STATUS[m.status]?.tone ?? "neutral"}>{STATUS[m.status]?.label ?? m.status}</Badge>
        {m.sent_at ? (
          <span className="text-xs whitespace-nowrap text-navy-700">
            Sent <time dateTime={m.sent_at}>{formatInstant(m.sent_at)}</time>
          </span>
        ) : null}
        {m.last_error ? <span className="text-xs text-red-700">{m.last_error}</span> : null}
      </div>
    ),
  },
  { header: "Attempts", className: "text-navy-800 tabular-nums", cell: (m) => m.attempts },
];

/** Outbound messages: the site's recent e-mails and texts, newest first, with delivery status and errors. */
export function MessagesList() {
  const [params] = useSearchParams();
  const channel = readChannel(params);
  const messages = useOutboundMessages(channel);
  const rows = messages.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <FilterLinks
        label="Channel"
        options={CHANNELS}
        current={channel ?? "all"}
        hrefFor={(c) => (c === "all" ? "/admin/messages" : `/admin/messages?channel=${c}`)}
      />
      {messages.isPending ? (
        <QueryLoading label="Loading messages…" />
      ) : messages.isError && rows.length === 0 ? (
        <QueryError message={M.messagesLoadFailed} onRetry={() => void messages.refetch()} retrying={messages.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={M.noMessages} />
      ) : (
        <>
          <DataTable rows={rows} columns={COLUMNS} rowKey={(m) => m.id} caption="Outbound e-mails and texts, newest first" listLabel="Messages" />
          {messages.hasNextPage ? (
            <Button variant="secondary" className="justify-self-start" onClick={() => void messages.fetchNextPage()} busy={messages.isFetchingNextPage} busyLabel="Loading...">
              Show More Messages
            </Button>
          ) : null}
          {messages.isError ? <QueryError message={M.messagesLoadFailed} onRetry={() => void messages.refetch()} /> : null}
        </>
      )}
    </>
  );
}
