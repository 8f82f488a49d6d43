import { ArrowLeft, ArrowRightLeft, FolderPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { serviceTypeTitle } from "#core/leads/service-catalogue.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import type { PipelineNote, PipelineRow, PipelineStatusChange } from "#core/api/admin-pipeline.ts";
import { formatDay, formatInstant } from "./format.ts";
import { isServiceRequest, STATUS_LABELS, type PipelineConfig } from "./pipeline-kinds.ts";
import { usePipelineRow } from "./pipeline-queries.ts";
import { ACCOUNT_TYPE_LABELS, SOURCE_LABELS } from "./pipeline-table.tsx";
import { ConvertLead } from "./pipeline-convert.tsx";
import { PipelineNotes } from "./pipeline-notes.tsx";
import { OwnerSelect } from "./pipeline-owner.tsx";
import { StatusSelect } from "./status-select.tsx";

/** What the row became or came from: a lead's request, a request's lead and closing file. */
type Links = { service_request_id?: string | null; closing_file?: { id: string; file_number: string } | null };

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

/** The list the row was opened from (its filters and page), else the list's first page. */
function backTo(config: PipelineConfig, state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith(`${config.path}`) ? from : config.path;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-navy-700">{label}</dt>
      <dd className="break-words text-navy-950">{children}</dd>
    </div>
  );
}

function fieldsOf(row: PipelineRow & Links): [string, ReactNode][] {
  const common: [string, ReactNode][] = [
    ["E-mail", <a className="underline underline-offset-2" href={`mailto:${row.email}`}>{row.email}</a>],
    ["Phone", row.phone ? <a className="underline underline-offset-2" href={`tel:${row.phone}`}>{row.phone}</a> : "—"],
    ["Company", row.company ?? "—"],
  ];
  const specific: [string, ReactNode][] = isServiceRequest(row)
    ? [
        ["Service", serviceTypeTitle(row.service_type)],
        ["Order type", ORDER_TYPES[row.type ?? ""] ?? row.type ?? "Get Started form"],
        ["Account type", row.user_type ? (ACCOUNT_TYPE_LABELS[row.user_type] ?? row.user_type) : "—"],
        ["Property address", row.property_address ?? "—"],
        ["Closing date requested", row.closing_date_requested ? formatDay(row.closing_date_requested) : "—"],
        ["Price", row.sale_price_cents !== null ? dollars(row.sale_price_cents) : "—"],
        ...(row.lead_id ? [["Converted from", <Link className="underline underline-offset-2" to={`/admin/leads/${row.lead_id}`}>the lead</Link>] as [string, ReactNode]] : []),
        [
          "Closing file",
          row.closing_file ? (
            <Link className="underline underline-offset-2" to={`/admin/closing-files/${row.closing_file.id}`}>
              {row.closing_file.file_number}
            </Link>
          ) : (
            "None opened yet"
          ),
        ],
      ]
    : [
        ["Source", SOURCE_LABELS[row.source] ?? row.source],
        [
          "Service request",
          row.service_request_id ? (
            <Link className="underline underline-offset-2" to={`/admin/service-requests/${row.service_request_id}`}>
              Open the service request
            </Link>
          ) : (
            "Not converted yet"
          ),
        ],
      ];
  return [
    ...common,
    ...specific,
    ["Submitted by", row.user_id ? "A signed-in account" : "A visitor (not signed in)"],
    ["Received", <time dateTime={row.created_at}>{formatInstant(row.created_at)}</time>],
    ["Last updated", <time dateTime={row.updated_at}>{formatInstant(row.updated_at)}</time>],
  ];
}

function History({ history }: { history: PipelineStatusChange[] }) {
  if (history.length === 0) return <QueryEmpty message="No status changes yet" />;
  return (
    <ol className="grid gap-3">
      {history.map((h) => (
        <li key={`${h.at}-${h.to}`} className="rounded-xl border border-cream-300 px-4 py-3">
          <p className="font-semibold text-navy-950">
            {STATUS_LABELS[h.from]} → {STATUS_LABELS[h.to]}
          </p>
          <p className="text-sm text-navy-700">
            <time dateTime={h.at}>{formatInstant(h.at)}</time> · {h.actor_email ?? "Unknown administrator"}
          </p>
        </li>
      ))}
    </ol>
  );
}

const ORDER_TYPES: Record<string, string> = { dashboard_order: "Dashboard order", converted_lead: "Converted from a lead" };

/** One lead or service request: every field, the full message, its owner, status, notes, replies and history. */
export function PipelineDetail({ config, id }: { config: PipelineConfig; id: string }) {
  const location = useLocation();
  const query = usePipelineRow(config, id);
  const [converting, setConverting] = useState(false);
  const back = (
    <ButtonLink variant="ghost" size="sm" to={backTo(config, location.state)} className="justify-self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to {config.title}
    </ButtonLink>
  );

  if (query.isPending) return <>{back}<QueryLoading label={`Loading the ${config.noun}…`} /></>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <QueryEmpty message={config.messages.notFound} />
        ) : (
          <QueryError message={config.messages.loadFailed} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        )}
      </>
    );
  }
  const row = query.data as PipelineRow & Links & { history: PipelineStatusChange[]; notes: PipelineNote[] };
  return (
    <>
      {back}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="grid gap-5">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 className="text-2xl font-bold text-navy-950">{row.name}</h2>
            <div className="flex flex-wrap items-end gap-3">
              {isServiceRequest(row) && !row.closing_file ? (
                <ButtonLink to={`/admin/closing-files/new?request=${encodeURIComponent(row.id)}`}>
                  <FolderPlus aria-hidden="true" className="size-5" />
                  Open closing file
                </ButtonLink>
              ) : null}
              {!isServiceRequest(row) && !row.service_request_id && !converting ? (
                <Button variant="secondary" onClick={() => setConverting(true)}>
                  <ArrowRightLeft aria-hidden="true" className="size-5" />
                  Convert to a service request
                </Button>
              ) : null}
              <OwnerSelect config={config} row={row} className="w-auto" />
              <StatusSelect config={config} row={row} className="w-auto" />
            </div>
          </div>
          {converting && !isServiceRequest(row) && !row.service_request_id ? <ConvertLead leadId={row.id} onCancel={() => setConverting(false)} /> : null}
          <dl className="grid gap-3">
            {fieldsOf(row).map(([label, value]) => (
              <Field key={label} label={label}>
                {value}
              </Field>
            ))}
          </dl>
          <section aria-labelledby="message-heading" className="grid gap-2">
            <h3 id="message-heading" className="text-lg font-bold text-navy-950">
              Message
            </h3>
            <p className="whitespace-pre-line break-words text-navy-900">{row.message ?? "No message."}</p>
          </section>
        </Card>
        <Card className="grid gap-4 lg:col-start-1">
          <PipelineNotes config={config} row={row} notes={row.notes} />
        </Card>
        <Card className="grid gap-4 lg:col-start-2 lg:row-start-1" role="region" aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-xl font-bold text-navy-950">
            Status History
          </h2>
          <History history={row.history} />
        </Card>
      </div>
    </>
  );
}
