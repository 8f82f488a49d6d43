import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { formatDay, formatInstant } from "./closing-format.ts";
import { useFileHistory } from "./closing-queries.ts";
import type { ClosingMilestoneChange } from "#core/api/closing-file.ts";
import { SectionCard } from "./section-card.tsx";

const STATE_WORDS: Record<string, string> = { done: "Done", waived: "Waived", blocked: "Blocked", pending: "Back to pending" };

function what(entry: ClosingMilestoneChange): string | null {
  // A request's event says it all in its label.
  if (entry.state === null) return null;
  const parts = [STATE_WORDS[entry.state] ?? entry.state];
  if (entry.done_on) parts.push(`on ${formatDay(entry.done_on)}`);
  if (entry.objections !== null) parts.push(`· ${entry.objections} ${entry.objections === 1 ? "objection" : "objections"}`);
  if (entry.recording_reference) parts.push(`· ${entry.recording_reference}`);
  if (entry.reason) parts.push(`· ${entry.reason}`);
  return parts.join(" ");
}

/** Every move of every step and every request event, newest first, with who made it; the file's whole audit trail (parties, links, documents) is a link away. */
export function HistoryPanel({ fileId, fileNumber }: { fileId: string; fileNumber: string }) {
  const history = useFileHistory(fileId);
  const rows = history.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <SectionCard title="History">
      {history.isPending ? (
        <QueryLoading label="Loading the history…" />
      ) : history.isError && rows.length === 0 ? (
        <QueryError message="Failed to load the history." onRetry={() => void history.refetch()} retrying={history.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message="No steps moved yet" />
      ) : (
        <>
          <ol className="grid gap-3">
            {rows.map((h) => (
              <li key={h.id} className="rounded-xl border border-cream-300 px-4 py-3">
                <p className="font-semibold text-navy-950">{h.label}</p>
                {what(h) ? <p className="text-navy-900">{what(h)}</p> : null}
                <p className="text-sm text-navy-700">
                  <time dateTime={h.created_at}>{formatInstant(h.created_at)}</time> · {h.actor_email ?? "The system"}
                </p>
              </li>
            ))}
          </ol>
          {history.hasNextPage ? (
            <Button variant="secondary" className="justify-self-start" onClick={() => void history.fetchNextPage()} busy={history.isFetchingNextPage} busyLabel="Loading...">
              Show More History
            </Button>
          ) : null}
          {history.isError ? <QueryError message="Failed to load more of the history." onRetry={() => void history.refetch()} /> : null}
        </>
      )}
      <ButtonLink variant="ghost" size="sm" to={`/admin/audit?file=${encodeURIComponent(fileNumber)}`} className="justify-self-start">
        Every audited change to this file
      </ButtonLink>
    </SectionCard>
  );
}
