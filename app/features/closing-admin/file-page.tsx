import { ArrowLeft } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { ApiError } from "#app/lib/api/api-error.ts";
import { CLOSING_PLACE_LABELS } from "#core/closing/closing-enums.ts";
import { CLOSING_KIND_LABELS } from "#core/closing/milestones.ts";
import { appointmentText } from "./closing-format.ts";
import { useClosingFile } from "./closing-queries.ts";
import type { StaffClosingFile } from "#core/api/closing-file.ts";
import { DetailsPanel } from "./details-panel.tsx";
import { DisbursementPanel } from "./disbursement-panel.tsx";
import { DocumentsPanel } from "./documents-panel.tsx";
import { HistoryPanel } from "./history-panel.tsx";
import { MessagesPanel } from "./messages-panel.tsx";
import { PartiesPanel } from "./parties-panel.tsx";
import { RequestsPanel } from "./requests-panel.tsx";
import { StatusLinkPanel } from "./status-link-panel.tsx";
import { TimelinePanel } from "./timeline-panel.tsx";
import { WireViewsPanel } from "./wire-views-panel.tsx";

const back = (
  <ButtonLink variant="ghost" size="sm" to="/admin/closing-files" className="justify-self-start">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to closing files
  </ButtonLink>
);

function Header({ file }: { file: StaffClosingFile }) {
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-navy-950">File {file.file_number}</h2>
        {file.blocked ? <Badge tone="danger">Blocked</Badge> : null}
        {file.completed_at ? <Badge tone="success">Complete</Badge> : null}
      </div>
      <p className="text-lg text-navy-900">
        {file.property_address} · {file.county} County
      </p>
      <p className="text-navy-800">
        {CLOSING_KIND_LABELS[file.kind]} · Closing: {appointmentText(file)}
        {file.closing_place ? ` · ${CLOSING_PLACE_LABELS[file.closing_place]}` : ""}
      </p>
    </header>
  );
}

/** One closing file: its header, the timeline, the conversation, requests and parties first, then details, documents, the status link and the history. */
export function FilePage({ id }: { id: string }) {
  const query = useClosingFile(id);
  if (query.isPending) return <>{back}<QueryLoading label="Loading the closing file…" /></>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <QueryEmpty message={CLOSING_FILE_MESSAGES.notFound} />
        ) : (
          <QueryError message="Failed to load the closing file." onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        )}
      </>
    );
  }
  const file = query.data;
  return (
    <>
      {back}
      <Header file={file} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 gap-6">
          <TimelinePanel file={file} />
          <MessagesPanel fileId={file.id} />
          <RequestsPanel file={file} />
          <DocumentsPanel fileId={file.id} />
        </div>
        <div className="grid min-w-0 gap-6">
          <PartiesPanel file={file} />
          <StatusLinkPanel file={file} />
          <DisbursementPanel fileId={file.id} />
          <DetailsPanel file={file} />
          <WireViewsPanel fileId={file.id} />
          <HistoryPanel fileId={file.id} fileNumber={file.file_number} />
        </div>
      </div>
    </>
  );
}
