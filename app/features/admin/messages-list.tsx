import { useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import type { MessageChannel } from "#core/admin/people-filters.ts";
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

const TH = "px-3 py-2 font-semibold whitespace-nowrap";
const TD = "px-3 py-3 align-top";

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
          <div role="region" aria-label="Messages, scrolls sideways" tabIndex={0} className="relative overflow-x-auto rounded-xl border border-cream-300 bg-white focus-visible:outline-2">
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="sr-only">Outbound e-mails and texts, newest first</caption>
              <thead className="bg-cream-50 text-navy-800">
                <tr>
                  <th scope="col" className={TH}>Queued</th>
                  <th scope="col" className={TH}>Channel</th>
                  <th scope="col" className={TH}>To</th>
                  <th scope="col" className={TH}>Subject</th>
                  <th scope="col" className={TH}>Status</th>
                  <th scope="col" className={TH}>Attempts</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((m) => (
                  <tr key={m.id} className="border-t border-cream-200">
                    <td className={`${TD} whitespace-nowrap text-navy-800`}>
                      <time dateTime={m.created_at}>{formatInstant(m.created_at)}</time>
                    </td>
                    <td className={`${TD} text-navy-800`}>{m.channel === "email" ? "E-mail" : "Text"}</td>
                    <td className={`${TD} break-all text-navy-900`}>{m.to}</td>
                    <td className={`${TD} text-navy-900`}>{m.subject ?? "—"}</td>
                    <td className={TD}>
                      <div className="grid justify-items-start gap-1">
                        <Badge tone={STATUS[m.status]?.tone ?? "neutral"}>{STATUS[m.status]?.label ?? m.status}</Badge>
                        {m.sent_at ? (
                          <span className="text-xs whitespace-nowrap text-navy-700">
                            Sent <time dateTime={m.sent_at}>{formatInstant(m.sent_at)}</time>
                          </span>
                        ) : null}
                        {m.last_error ? <span className="text-xs text-red-700">{m.last_error}</span> : null}
                      </div>
                    </td>
                    <td className={`${TD} text-navy-800 tabular-nums`}>{m.attempts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
