import { Link } from "react-router";
import { serviceTypeTitle } from "#core/leads/service-catalogue.ts";
import { Badge } from "#app/components/ui/badge.tsx";
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

const TH = "px-3 py-2 font-semibold whitespace-nowrap";
const TD = "px-3 py-3 align-top";

/** Name (to the row's page), e-mail and phone, stacked in one cell. */
function WhoCell({ config, row, from }: { config: PipelineConfig; row: PipelineRow; from: string }) {
  return (
    <td className={TD}>
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
    </td>
  );
}

function MessageCell({ message }: { message: string | null }) {
  return <td className={`${TD} max-w-xs text-navy-800`}>{message ? <p className="line-clamp-3 whitespace-pre-line">{message}</p> : "—"}</td>;
}

function LeadCells({ row }: { row: AdminLead }) {
  return (
    <>
      <td className={`${TD} text-navy-800`}>{row.company ?? "—"}</td>
      <td className={`${TD} whitespace-nowrap text-navy-800`}>{SOURCE_LABELS[row.source] ?? row.source}</td>
      <MessageCell message={row.message} />
    </>
  );
}

function RequestCells({ row }: { row: AdminServiceRequest }) {
  return (
    <>
      <td className={`${TD} text-navy-800`}>
        <span className="block font-medium text-navy-900">{serviceTypeTitle(row.service_type)}</span>
        {row.type ? <span className="block text-navy-700">{row.type === "dashboard_order" ? "Dashboard order" : row.type}</span> : null}
        {row.user_type ? <span className="block text-navy-700">{ACCOUNT_TYPE_LABELS[row.user_type] ?? row.user_type}</span> : null}
      </td>
      <td className={`${TD} text-navy-800`}>{row.company ?? "—"}</td>
      <td className={`${TD} text-navy-800`}>
        <span className="block">{row.property_address ?? "—"}</span>
        {row.closing_date_requested ? (
          <span className="block whitespace-nowrap text-navy-700">Closing {formatDay(row.closing_date_requested)}</span>
        ) : null}
      </td>
      <MessageCell message={row.message} />
    </>
  );
}

/**
 * The page of a pipeline as a table that scrolls sideways inside its own box on a narrow screen
 * (the page itself never does). `from` is the list's address, for the row page's way back.
 */
export function PipelineTable({ config, rows, from, busy }: { config: PipelineConfig; rows: PipelineRow[]; from: string; busy: boolean }) {
  const requests = config.kind === "service-requests";
  return (
    <div
      role="region"
      aria-label={`${config.title}, scrolls sideways`}
      tabIndex={0}
      aria-busy={busy || undefined}
      className="relative overflow-x-auto rounded-xl border border-cream-300 bg-white focus-visible:outline-2"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{config.title}</caption>
        <thead className="bg-cream-50 text-navy-800">
          <tr>
            <th scope="col" className={TH}>Received</th>
            <th scope="col" className={TH}>Name and contact</th>
            {requests ? (
              <>
                <th scope="col" className={TH}>Service</th>
                <th scope="col" className={TH}>Company</th>
                <th scope="col" className={TH}>Property</th>
              </>
            ) : (
              <>
                <th scope="col" className={TH}>Company</th>
                <th scope="col" className={TH}>Source</th>
              </>
            )}
            <th scope="col" className={TH}>Message</th>
            <th scope="col" className={TH}>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-cream-200">
              <td className={`${TD} whitespace-nowrap text-navy-800`}>
                <time dateTime={row.created_at}>{formatInstant(row.created_at)}</time>
              </td>
              <WhoCell config={config} row={row} from={from} />
              {isServiceRequest(row) ? <RequestCells row={row} /> : <LeadCells row={row} />}
              <td className={TD}>
                <StatusSelect config={config} row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
