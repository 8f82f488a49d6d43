import type { ReactNode } from "react";
import { Link } from "react-router";
import { serviceTypeTitle } from "#core/leads/service-catalogue.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { DataTable, type DataColumn } from "#app/components/ui/data-table.tsx";
import type { AdminLead, AdminServiceRequest, PipelineRow } from "#core/api/admin-pipeline.ts";
import { formatDay, formatInstant } from "./format.ts";
import { isServiceRequest, type PipelineConfig } from "./pipeline-kinds.ts";
import { StatusSelect } from "./status-select.tsx";

export const SOURCE_LABELS: Record<string, string> = {
  contact: "Contact form",
  guide_download: "Guide download",
  gift_card: "Gift card claim",
  other: "Other",
};

export const ACCOUNT_TYPE_LABELS: Record<string, string> = { agent: "Agent", lender: "Lender" };

/** Name (to the row's page), e-mail and phone, stacked. */
function Who({ config, row, from }: { config: PipelineConfig; row: PipelineRow; from: string }) {
  return (
    <>
      <Link
        to={`${config.path}/${row.id}`}
        state={{ from }}
        className="font-semibold text-navy-950 underline underline-offset-2 hover:text-navy-700"
      >
        {row.name}
      </Link>
      <span className="block break-all text-navy-700">{row.email}</span>
      {row.phone ? <span className="block whitespace-nowrap text-navy-700">{row.phone}</span> : null}
      <span className="block break-all text-sm text-navy-700">Owner: {row.owner_email ?? "nobody yet"}</span>
      {row.user_id ? (
        <Badge tone="info" className="mt-1">
          Signed in
        </Badge>
      ) : null}
    </>
  );
}

function Message({ message }: { message: string | null }) {
  return message ? <p className="line-clamp-3 whitespace-pre-line">{message}</p> : "—";
}

function Service({ row }: { row: AdminServiceRequest }) {
  return (
    <>
      <span className="block font-medium text-navy-900">{serviceTypeTitle(row.service_type)}</span>
      {row.type ? <span className="block text-navy-700">{row.type === "dashboard_order" ? "Dashboard order" : row.type}</span> : null}
      {row.user_type ? <span className="block text-navy-700">{ACCOUNT_TYPE_LABELS[row.user_type] ?? row.user_type}</span> : null}
    </>
  );
}

function Property({ row }: { row: AdminServiceRequest }) {
  return (
    <>
      <span className="block">{row.property_address ?? "—"}</span>
      {row.closing_date_requested ? (
        <span className="block whitespace-nowrap text-navy-700">Closing {formatDay(row.closing_date_requested)}</span>
      ) : null}
    </>
  );
}

/** The columns of a pipeline's list (app/components/ui/data-table.tsx): a table on a wide screen, cards on a phone. */
function pipelineColumns(config: PipelineConfig, from: string): DataColumn<PipelineRow>[] {
  const asRequest = (render: (row: AdminServiceRequest) => ReactNode) => (row: PipelineRow) => (isServiceRequest(row) ? render(row) : null);
  const asLead = (render: (row: AdminLead) => ReactNode) => (row: PipelineRow) => (isServiceRequest(row) ? null : render(row));
  const kindColumns: DataColumn<PipelineRow>[] =
    config.kind === "service-requests"
      ? [
          { header: "Service", className: "text-navy-800", cell: asRequest((row) => <Service row={row} />) },
          { header: "Company", className: "text-navy-800", cell: (row) => row.company ?? "—" },
          { header: "Property", className: "text-navy-800", cell: asRequest((row) => <Property row={row} />) },
        ]
      : [
          { header: "Company", className: "text-navy-800", cell: (row) => row.company ?? "—" },
          { header: "Source", className: "whitespace-nowrap text-navy-800", cell: asLead((row) => SOURCE_LABELS[row.source] ?? row.source) },
        ];
  return [
    {
      header: "Received",
      className: "whitespace-nowrap text-navy-800",
      cell: (row) => <time dateTime={row.created_at}>{formatInstant(row.created_at)}</time>,
    },
    { header: "Name and contact", card: "title", cell: (row) => <Who config={config} row={row} from={from} /> },
    ...kindColumns,
    { header: "Message", className: "max-w-xs text-navy-800", cell: (row) => <Message message={row.message} /> },
    { header: "Status", cell: (row) => <StatusSelect config={config} row={row} /> },
  ];
}

/**
 * The page of a pipeline: a table on a wide screen, a card per row on a phone (the page never
 * scrolls sideways). `from` is the list's address, for the row page's way back.
 */
export function PipelineTable({ config, rows, from, busy }: { config: PipelineConfig; rows: PipelineRow[]; from: string; busy: boolean }) {
  return <DataTable rows={rows} columns={pipelineColumns(config, from)} rowKey={(row) => row.id} caption={config.title} listLabel={config.title} busy={busy} />;
}
