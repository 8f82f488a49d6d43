import { X } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { AUDIT_KIND_LABELS, AUDIT_KIND_VALUES, type AuditKind } from "#core/admin/people-audit.ts";
import type { AuditEntry } from "#core/api/admin-audit.ts";
import { AuditFileFilter } from "./audit-file-filter.tsx";
import { FilterLinks } from "./filter-links.tsx";
import { formatInstant } from "./format.ts";
import { readAuditView, type AuditView } from "./list-params.ts";
import { STATUS_LABELS } from "./pipeline-kinds.ts";
import { useAuditLog } from "./people-queries.ts";

const KINDS: readonly (readonly ["all" | AuditKind, string])[] = [["all", "All changes"], ...AUDIT_KIND_VALUES.map((k) => [k, AUDIT_KIND_LABELS[k]] as const)];

function auditHref(view: AuditView): string {
  const params = new URLSearchParams();
  if (view.kind) params.set("kind", view.kind);
  if (view.actor) params.set("actor", view.actor);
  if (view.file) params.set("file", view.file);
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}

/** The event as the server names it ("Step", "Document uploaded"), with its detail ("Abstract continued · on 2026-11-20"). */
function what(entry: AuditEntry): string {
  return entry.detail ? `${entry.label}: ${entry.detail}` : entry.label;
}

const SENDING_LABELS: Record<string, string> = { allowed: "Allowed", suspended: "Paused" };
const STEP_STATE_LABELS: Record<string, string> = { pending: "Pending", done: "Done", waived: "Waived", blocked: "Blocked" };

/** A status reads as the pipeline's label ("Contacted"), sending as allowed or paused, a step's state in words; roles and counts as they are. */
function valueText(entry: AuditEntry, value: string | number | null): string {
  if (value === null) return "—";
  if (entry.kind === "sending" && typeof value === "string" && value in SENDING_LABELS) return SENDING_LABELS[value]!;
  if (entry.kind === "status" && typeof value === "string" && value in STATUS_LABELS) return STATUS_LABELS[value as keyof typeof STATUS_LABELS];
  if (entry.kind === "step" && typeof value === "string" && value in STEP_STATE_LABELS) return STEP_STATE_LABELS[value]!;
  return String(value);
}

function targetHref(entry: AuditEntry): string | null {
  if (entry.target_type === "lead") return `/admin/leads/${entry.target_id}`;
  if (entry.target_type === "service_request") return `/admin/service-requests/${entry.target_id}`;
  if (entry.file_id && entry.target_label) return `/admin/closing-files/${entry.file_id}`;
  return null;
}

/** What it was done to: the file's number before its address or the document's name. */
function targetText(entry: AuditEntry): string {
  const label = entry.target_label ?? (entry.target_type === "profile" || entry.target_type === "auth_user" ? "Deleted account" : "Deleted");
  return entry.file_number ? `${entry.file_number} · ${label}` : label;
}

/** Who, when no account made it: the command line, the admin API's service key, a status link, or the system. */
function systemActor(entry: AuditEntry): string {
  if (entry.via === "cli") return "Command line";
  if (entry.via === "service_role") return "Admin API (service key)";
  if (entry.via === "status_link") return "Status link holder";
  return "System";
}


function auditColumns(view: AuditView): DataColumn<AuditEntry>[] {
  return [
    {
      header: "When",
      card: "title",
      className: "whitespace-nowrap text-navy-800",
      cell: (entry) => <time dateTime={entry.created_at}>{formatInstant(entry.created_at)}</time>,
    },
    {
      header: "Who",
      className: "break-all",
      cell: (entry) =>
        entry.actor_id ? (
          <Link
            to={auditHref({ ...view, actor: entry.actor_id })}
            preventScrollReset
            aria-label={`Only changes by ${entry.actor_email ?? "this administrator"}`}
            className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700"
          >
            {entry.actor_email ?? "Deleted account"}
          </Link>
        ) : (
          <span className="text-navy-800">{systemActor(entry)}</span>
        ),
    },
    { header: "What", className: "text-navy-800", cell: what },
    {
      header: "Of",
      className: "break-all text-navy-900",
      cell: (entry) => {
        const target = targetHref(entry);
        return target ? (
          <Link to={target} className="underline underline-offset-2 hover:text-navy-700">
            {targetText(entry)}
          </Link>
        ) : (
          targetText(entry)
        );
      },
    },
    { header: "From", className: "text-navy-800", cell: (entry) => valueText(entry, entry.from) },
    { header: "To", className: "font-semibold text-navy-950", cell: (entry) => valueText(entry, entry.to) },
  ];
}

/** The audit log: every audited event, newest first, by kind, by who made it and by closing file. */
export function AuditList() {
  const [params] = useSearchParams();
  const view = readAuditView(params);
  const log = useAuditLog(view);
  const rows = log.data?.pages.flatMap((p) => p.data) ?? [];
  const actorEmail = view.actor ? (rows.find((r) => r.actor_id === view.actor)?.actor_email ?? "one administrator") : null;

  return (
    <>
      <FilterLinks label="Kind of change" options={KINDS} current={view.kind ?? "all"} hrefFor={(kind) => auditHref({ ...view, kind: kind === "all" ? null : kind })} />
      <AuditFileFilter key={view.file ?? ""} file={view.file} hrefFor={(file) => auditHref({ ...view, file })} />
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
        <QueryEmpty message={view.kind || view.actor || view.file ? M.noAuditEntriesFiltered : M.noAuditEntries} />
      ) : (
        <>
          <DataTable
            rows={rows}
            columns={auditColumns(view)}
            rowKey={(entry) => entry.id}
            caption="Audited events, newest first"
            listLabel="Audit log"
          />
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
