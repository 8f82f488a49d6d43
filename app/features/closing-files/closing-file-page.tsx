import { ArrowLeft } from "lucide-react";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { CLOSING_KIND_LABELS } from "#core/closing/milestones.ts";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { LoadingLine, QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { EmailConfirmationNotice } from "#app/lib/auth/email-confirmation-notice.tsx";
import { DocumentsCard } from "./documents-card.tsx";
import { AppointmentCard, FileFactsCard } from "./file-facts-card.tsx";
import { FileTimeline } from "./file-timeline.tsx";
import { MessagesCard } from "./messages-card.tsx";
import { NextStepCard } from "./next-step-card.tsx";
import { PartiesCard } from "./parties-card.tsx";
import { WhatWeNeedCard } from "./what-we-need-card.tsx";
import { useClosingFile } from "./closing-files-queries.ts";

const back = (
  <ButtonLink to="/dashboard" variant="secondary">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to Dashboard
  </ButtonLink>
);

/**
 * /transactions/:id for an agent or lender on the file: where it stands (the next step, the
 * timeline), what it needs from them and their side, the conversation on the file, the appointment, the amounts, who is on it
 * and the documents they may see.
 */
export function ClosingFilePage({ id }: { id: string }) {
  const query = useClosingFile(id);

  if (query.isPending || query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {/* While the file loads, the heading keeps the two lines an address takes on a phone and the
            intro its line (county and kind), so the page below does not move down when they come (ADR 046). */}
        <PageHero
          variant="compact"
          eyebrow="Your closing files"
          heading={
            query.isPending ? <span className="block min-h-[2lh] sm:min-h-0">Closing file</span> : notFound ? "Closing file not found" : "Closing file"
          }
          intro={query.isPending ? <LoadingLine /> : undefined}
          actions={back}
        />
        <div className="page-container py-10">
          <div className="max-w-3xl">
            {query.isPending ? (
              <QueryLoading label="Loading the closing file…" />
            ) : notFound ? (
              <div className="grid gap-6">
                <EmailConfirmationNotice />
                <QueryEmpty message={CLOSING_FILE_MESSAGES.notFound}>
                  <p>Files appear here when our staff add you to them as an agent or lender. Your dashboard lists all of yours.</p>
                </QueryEmpty>
              </div>
            ) : (
              <QueryError message="Failed to load the closing file" onRetry={() => void query.refetch()} retrying={query.isRefetching} />
            )}
          </div>
        </div>
      </>
    );
  }

  const file = query.data;
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow={`Closing file ${file.file_number}`}
        heading={<span className="[overflow-wrap:anywhere]">{file.property_address}</span>}
        intro={`${file.county} County · ${CLOSING_KIND_LABELS[file.kind]}`}
        actions={back}
      />
      <div className="page-container grid grid-cols-[minmax(0,1fr)] gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <NextStepCard file={file} />
          <WhatWeNeedCard fileId={file.id} />
          <MessagesCard file={file} />
          <FileTimeline file={file} />
          <DocumentsCard fileId={file.id} />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <AppointmentCard file={file} />
          <FileFactsCard file={file} />
          <PartiesCard parties={file.parties} />
        </div>
      </div>
    </>
  );
}
