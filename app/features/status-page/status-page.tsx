import { PageHero } from "#app/components/page/page-hero.tsx";
import { QueryLoading } from "#app/components/ui/query-state.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import { useClosingStatus } from "./status-queries.ts";
import { StatusProblem } from "./status-problem.tsx";
import { StatusMessagesSection } from "./status-messages-section.tsx";
import { StatusRequestsSection } from "./status-requests-section.tsx";
import { StatusProceedsSection } from "./status-proceeds-section.tsx";
import { StatusWireSection } from "./status-wire-section.tsx";
import { AfterClosingSection } from "./status-after-closing.tsx";
import { AppointmentSection, DocumentsSection, NextStepNotice, OfficeSection, TimelineSection, WireFraudWarning } from "./status-sections.tsx";

/**
 * /status/:token: a buyer's or seller's view of their closing, without an account. Plain words,
 * phone first: what happens next, what we need from them and the messages with us (after they confirm who they are), the appointment (once closed, what comes after closing instead),
 * every step, the documents shared with them, their closer and the office to call, and the
 * wire-fraud warning. No amounts, no one's contact details but ours. One loading state, the one the
 * pre-rendered shell already shows, until the one answer arrives.
 */
export function StatusPage({ token }: { token: string }) {
  const query = useClosingStatus(token);

  if (query.isPending || query.isError) {
    return (
      <>
        <PageHero variant="compact" eyebrow="Heartland Closing Co." heading="Your closing status" />
        {/* While loading, the footer waits below the fold: the content then takes this space without pushing what is on screen (no layout shift). */}
        <div className={query.isPending ? "page-container min-h-svh py-10" : "page-container py-10"}>
          <div className="max-w-2xl">
            {query.isPending ? (
              <QueryLoading label="Loading the status of your closing…" />
            ) : (
              <StatusProblem error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
            )}
          </div>
        </div>
      </>
    );
  }

  const status = query.data;
  return (
    <>
      <PageHero
        variant="compact"
        eyebrow={`Your closing · File ${status.file_number}`}
        heading={<span className="[overflow-wrap:anywhere]">{status.property_address}</span>}
        intro={`${status.county} County · ${status.kind_label}`}
      />
      <div className="page-container grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-span-2">
          <WireFraudWarning text={status.wire_fraud_warning} />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <NextStepNotice status={status} />
          <StatusRequestsSection token={token} />
          <StatusMessagesSection token={token} />
          {status.after_closing ? null : <StatusProceedsSection token={token} />}
          {status.after_closing ? null : <StatusWireSection token={token} />}
          {status.after_closing ? <AfterClosingSection afterClosing={status.after_closing} /> : <AppointmentSection status={status} />}
          <TimelineSection status={status} />
          <DocumentsSection status={status} token={token} />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <OfficeSection status={status} />
          {status.expires_at ? (
            <p className="text-sm text-navy-700">This page stays available until {formatDay(status.expires_at)}.</p>
          ) : (
            <p className="text-sm text-navy-700">Keep this link to yourself: anyone with it can see where your closing stands.</p>
          )}
        </div>
      </div>
    </>
  );
}
