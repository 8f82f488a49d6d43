/**
 * What is due now (issue 33): one card per kind with its count; the listed kinds open their items
 * as cards (phones first: no wide table), page by page. Items name the record and its file, never
 * its content.
 */
import { ChevronDown, ChevronUp } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import type { RetentionOverview } from "#core/api/retention.ts";
import { LISTED_RETENTION_KINDS, RETENTION_KINDS, RETENTION_KIND_LABELS, type ListedRetentionKind, type RetentionKind } from "#core/retention/retention-due.ts";
import { useRetentionDue } from "./retention-queries.ts";

const isListed = (kind: RetentionKind): kind is ListedRetentionKind => (LISTED_RETENTION_KINDS as readonly string[]).includes(kind);
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value)).toLocaleDateString("en-US", { dateStyle: "medium" });

function hrefOf(kind: ListedRetentionKind, id: string, fileId: string | null): string {
  if (kind === "leads") return `/admin/leads/${id}`;
  if (kind === "service_requests") return `/admin/service-requests/${id}`;
  return `/admin/closing-files/${fileId ?? ""}`;
}

function DueItems({ kind }: { kind: ListedRetentionKind }) {
  const due = useRetentionDue(kind, true);
  if (due.isPending) return <QueryLoading label="Loading what is due…" />;
  if (due.isError) return <QueryError message="Failed to load what is due." onRetry={() => void due.refetch()} retrying={due.isRefetching} />;
  const items = due.data.pages.flatMap((p) => p.data);
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border border-cream-300 bg-white p-3">
            <Link to={hrefOf(kind, item.id, item.file_id)} className="font-semibold text-navy-900 underline underline-offset-2">
              {item.file_number ? `${item.file_number}: ${item.what}` : item.what}
            </Link>
            {item.since ? <p className="text-sm text-navy-700">Counted from {day(item.since)}</p> : null}
          </li>
        ))}
      </ul>
      {due.hasNextPage ? (
        <Button variant="secondary" size="sm" onClick={() => void due.fetchNextPage()} busy={due.isFetchingNextPage} busyLabel="Loading...">
          Show more
        </Button>
      ) : null}
    </div>
  );
}

function DueCard({ kind, count }: { kind: RetentionKind; count: number }) {
  const [open, setOpen] = useState(false);
  const headingId = `retention-due-${kind}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="grid min-w-0 content-start gap-3 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="font-bold text-navy-950">
          {RETENTION_KIND_LABELS[kind]}
        </h3>
        <span className="text-2xl font-bold tabular-nums text-navy-950" aria-label={`${count} due`}>
          {count}
        </span>
      </div>
      {isListed(kind) && count > 0 ? (
        <>
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
            {open ? "Hide items" : "Show items"}
          </Button>
          {open ? <DueItems kind={kind} /> : null}
        </>
      ) : (
        <p className="text-sm text-navy-700">{count === 0 ? "Nothing due." : "Deleted by the next run; they open nothing."}</p>
      )}
    </Card>
  );
}

export function RetentionDueCards({ due }: { due: RetentionOverview["due"] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {RETENTION_KINDS.map((kind) => (
        <DueCard key={kind} kind={kind} count={due[kind]} />
      ))}
    </div>
  );
}
