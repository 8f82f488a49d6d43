import { X } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import type { AuditKind } from "#core/admin/people-audit.ts";
import type { AuditEntry } from "#core/api/admin-audit.ts";
import { FilterLinks } from "./filter-links.tsx";
import { formatInstant } from "./format.ts";
import { readAuditView, type AuditView } from "./list-params.ts";
import { STATUS_LABELS } from "./pipeline-kinds.ts";
import { useAuditLog } from "./people-queries.ts";

const KINDS: readonly (readonly ["all" | AuditKind, string])[] = [
  ["all", "All changes"],
  ["role", "Roles"],
  ["count", "Transaction counts"],
  ["status", "Statuses"],
  ["sending", "Sending"],
];

const TH = "px-3 py-2 font-semibold whitespace-nowrap";
const TD = "px-3 py-3 align-top";

function auditHref(view: AuditView): string {
  const params = new URLSearchParams();
  if (view.kind) params.set("kind", view.kind);
  if (view.actor) params.set("actor", view.actor);
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

function what(entry: AuditEntry): string {
  if (entry.kind === "role") return "Role";
  if (entry.kind === "count") return "Transaction count";
  if (entry.kind === "sending") return "Messages to clients";
  return entry.target_type === "lead" ? "Lead status" : "Service request status";
}

const SENDING_LABELS: Record<string, string> = { allowed: "Allowed", suspended: "Paused" };

/** A status reads as the pipeline's label ("Contacted"), sending as allowed or paused; roles and counts as they are. */
function valueText(entry: AuditEntry, value: string | number | null): string {
  if (value === null) return "—";
  if (entry.kind === "sending" && typeof value === "string" && value in SENDING_LABELS) return SENDING_LABELS[value]!;
  if (entry.kind === "status" && typeof value === "string" && value in STATUS_LABELS) return STATUS_LABELS[value as keyof typeof STATUS_LABELS];
  return String(value);
}

function targetHref(entry: AuditEntry): string | null {
  if (entry.target_type === "lead") return `/admin/leads/${entry.target_id}`;
  if (entry.target_type === "service_request") return `/admin/service-requests/${entry.target_id}`;
  return null;
}

/** The audit log: every role, count and status change, newest first, by kind and by who made it. */
export function AuditList() {
  const [params] = useSearchParams();
  const view = readAuditView(params);
  const log = useAuditLog(view);
  const rows = log.data?.pages.flatMap((p) => p.data) ?? [];
  const actorEmail = view.actor ? (rows.find((r) => r.actor_id === view.actor)?.actor_email ?? "one administrator") : null;

  return (
    <>
      <FilterLinks label="Kind of change" options={KINDS} current={view.kind ?? "all"} hrefFor={(kind) => auditHref({ ...view, kind: kind === "all" ? null : kind })} />
      {view.actor ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-cream-300 bg-cream-50 px-4 py-2">
          <p className="text-navy-900">
            Showing changes by <strong className="break-all">{actorEmail}</strong>
          </p>
          <ButtonLink variant="ghost" size="sm" to={auditHref({ ...view, actor: null })} preventScrollReset>
            <X aria-hidden="true" className="size-4" />
            Everyone
          </ButtonLink>
        </div>
      ) : null}
      {log.isPending ? (
        <QueryLoading label="Loading the audit log…" />
      ) : log.isError && rows.length === 0 ? (
        <QueryError message={M.auditLoadFailed} onRetry={() => void log.refetch()} retrying={log.isRefetching} />
      ) : rows.length === 0 ? (
        <QueryEmpty message={M.noAuditEntries} />
      ) : (
        <>
          <div role="region" aria-label="Audit log, scrolls sideways" tabIndex={0} className="relative overflow-x-auto rounded-xl border border-cream-300 bg-white focus-visible:outline-2">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Changes made by administrators, newest first</caption>
              <thead className="bg-cream-50 text-navy-800">
                <tr>
                  <th scope="col" className={TH}>When</th>
                  <th scope="col" className={TH}>Who</th>
                  <th scope="col" className={TH}>What</th>
                  <th scope="col" className={TH}>Of</th>
                  <th scope="col" className={TH}>From</th>
                  <th scope="col" className={TH}>To</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => {
                  const target = targetHref(entry);
                  return (
                    <tr key={entry.id} className="border-t border-cream-200">
                      <td className={`${TD} whitespace-nowrap text-navy-800`}>
                        <time dateTime={entry.created_at}>{formatInstant(entry.created_at)}</time>
                      </td>
                      <td className={`${TD} break-all`}>
                        {entry.actor_id ? (
                          <Link
                            to={auditHref({ ...view, actor: entry.actor_id })}
                            preventScrollReset
                            aria-label={`Only changes by ${entry.actor_email ?? "this administrator"}`}
                            className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700"
                          >
                            {entry.actor_email ?? "Deleted account"}
                          </Link>
                        ) : (
                          <span className="text-navy-800">{entry.via === "cli" ? "Command line" : "System"}</span>
                        )}
                      </td>
                      <td className={`${TD} text-navy-800`}>{what(entry)}</td>
                      <td className={`${TD} break-all text-navy-900`}>
                        {target ? (
                          <Link to={target} className="underline underline-offset-2 hover:text-navy-700">
                            {entry.target_label ?? "Deleted"}
                          </Link>
                        ) : (
                          (entry.target_label ?? "Deleted account")
                        )}
                      </td>
                      <td className={`${TD} text-navy-800`}>{valueText(entry, entry.from)}</td>
                      <td className={`${TD} font-semibold text-navy-950`}>{valueText(entry, entry.to)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {log.hasNextPage ? (
            <Button variant="secondary" className="justify-self-start" onClick={() => void log.fetchNextPage()} busy={log.isFetchingNextPage} busyLabel="Loading...">
              Show More Changes
            </Button>
          ) : null}
          {log.isError ? <QueryError message={M.auditLoadFailed} onRetry={() => void log.refetch()} /> : null}
        </>
      )}
    </>
  );
}
