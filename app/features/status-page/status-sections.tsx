import { Building2, CalendarDays, Download, FileText, Hourglass, Mail, MapPin, Phone, ShieldAlert, UserRound } from "lucide-react";
import { SITE } from "#core/site/settings.ts";
import { Button, ButtonAnchor } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { StepTimeline, type TimelineStep } from "#app/components/ui/step-timeline.tsx";
import { describeFailure } from "#app/lib/api/failure.ts";
import { formatBytes, formatDay, telHref } from "#app/lib/closing-format.ts";
import { startDownload } from "#app/lib/start-download.ts";
import type { StatusPage } from "#core/api/status-page.ts";
import { useStatusDocumentLink } from "./status-queries.ts";

/**
 * Wire fraud is the costliest thing that can happen to a buyer or seller: the warning sits at the
 * top of their page with the number published on our website (never one from an e-mail).
 */
export function WireFraudWarning({ text }: { text: string }) {
  return (
    <section aria-labelledby="status-wire-heading" className="flex gap-3 rounded-2xl border-2 border-red-600 bg-red-50 p-5 text-navy-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-red-700" />
      <div className="min-w-0">
        <h2 id="status-wire-heading" className="text-lg font-bold text-red-700">
          Wire fraud warning
        </h2>
        <p className="mt-1">{text}</p>
        <p className="mt-2 font-semibold">
          Our published number:{" "}
          <a href={SITE.phoneHref} className="whitespace-nowrap underline underline-offset-2">
            {SITE.phone}
          </a>
        </p>
      </div>
    </section>
  );
}

/** What happens next, in plain future words; a blocked step also says what it waits for. */
export function NextStepNotice({ status }: { status: StatusPage }) {
  const next = status.complete ? null : status.next_step;
  return (
    <section aria-labelledby="status-next-heading" className="rounded-2xl border border-gold-300 bg-gold-50 p-5 shadow-card">
      <h2 id="status-next-heading" className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
        {status.complete ? "All done" : "What happens next"}
      </h2>
      <p className="mt-1 text-xl font-semibold text-navy-950">
        {status.complete ? "Your file is complete. Thank you for closing with us." : (next?.text ?? "We are working on your file.")}
      </p>
      {next?.awaiting ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-white/70 p-3 text-navy-900">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span>
            <span className="font-semibold">On hold: </span>
            {next.awaiting} We will let you know if we need anything from you.
          </span>
        </p>
      ) : null}
      <ProgressBar className="mt-4" value={status.progress_percent} label="Progress of your closing" />
    </section>
  );
}

export function AppointmentSection({ status }: { status: StatusPage }) {
  const a = status.appointment;
  return (
    <Card role="region" aria-labelledby="status-appointment-heading">
      <h2 id="status-appointment-heading" className="text-xl font-bold text-navy-950">
        Your closing appointment
      </h2>
      {a ? (
        <div className="mt-3 grid gap-2 text-navy-900">
          <p className="flex items-start gap-2 font-semibold">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            {a.description}
          </p>
          {a.place_label || a.location ? (
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
              <span className="[overflow-wrap:anywhere]">{[a.place_label, a.location].filter(Boolean).join(": ")}</span>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-navy-700">Not set yet. We will e-mail you as soon as the date and time are set.</p>
      )}
    </Card>
  );
}

function statusText(step: StatusPage["timeline"][number], isNext: boolean): string {
  if (step.state === "done") return step.done_on ? `Done ${formatDay(step.done_on)}` : "Done";
  if (step.state === "waived") return "Not needed for your closing";
  if (step.state === "blocked") return step.awaiting ?? "Waiting on something; we are on it";
  return isNext ? "Next" : "Coming up";
}

export function TimelineSection({ status }: { status: StatusPage }) {
  const steps: TimelineStep[] = status.timeline.map((s) => {
    const isNext = !status.complete && s.id === status.next_step?.id;
    return { id: s.id, label: s.label, state: s.state, status: statusText(s, isNext), next: isNext };
  });
  return (
    <Card role="region" aria-labelledby="status-timeline-heading">
      <h2 id="status-timeline-heading" className="text-xl font-bold text-navy-950">
        Every step of your closing
      </h2>
      <StepTimeline className="mt-4" steps={steps} label="Steps of your closing" />
    </Card>
  );
}

export function DocumentsSection({ status, token }: { status: StatusPage; token: string }) {
  const link = useStatusDocumentLink(token);
  // A failure stays beside the row's button, with Retry, until the next download.
  const download = (docId: string) => link.mutate(docId, { onSuccess: ({ url }) => startDownload(url) });
  const failureOf = (docId: string) => (link.isError && link.variables === docId ? describeFailure(link.error, "The download did not start") : undefined);
  return (
    <Card role="region" aria-labelledby="status-documents-heading">
      <h2 id="status-documents-heading" className="text-xl font-bold text-navy-950">
        Documents for you
      </h2>
      {status.documents.length === 0 ? (
        <p className="mt-3 text-navy-700">None yet. Documents we share with you appear here.</p>
      ) : (
        <ul className="mt-2 divide-y divide-cream-300">
          {status.documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3 py-3">
              <FileText aria-hidden="true" className="size-6 shrink-0 text-navy-600" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold text-navy-950 [overflow-wrap:anywhere]">{doc.label ?? doc.name}</p>
                <p className="text-sm text-navy-700">
                  {formatBytes(doc.size_bytes)} · {formatDay(doc.created_at)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => download(doc.id)}
                busy={link.isPending && link.variables === doc.id}
                busyLabel="Opening..."
                aria-label={`Download ${doc.label ?? doc.name}`}
              >
                <Download aria-hidden="true" className="size-4" />
                Download
              </Button>
              <FailureAlert className="basis-full" failure={failureOf(doc.id)} onRetry={() => download(doc.id)} retrying={link.isPending} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The closer by name with their direct line (or the office's number), then the office. */
function CloserContact({ closer }: { closer: NonNullable<StatusPage["closer"]> }) {
  return (
    <div className="mt-3 flex items-start gap-3 rounded-xl bg-cream-50 p-4 text-navy-900">
      <UserRound aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-navy-600" />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-navy-700">Your closer</p>
        <p className="text-lg font-semibold text-navy-950 [overflow-wrap:anywhere]">{closer.name}</p>
        <p>
          {closer.direct ? "Direct line: " : "At our office: "}
          <a href={telHref(closer.phone)} className="font-semibold whitespace-nowrap underline underline-offset-2">
            {closer.phone}
          </a>
        </p>
      </div>
    </div>
  );
}

export function OfficeSection({ status }: { status: StatusPage }) {
  const { office, closer } = status;
  return (
    <Card role="region" aria-labelledby="status-office-heading">
      <h2 id="status-office-heading" className="text-xl font-bold text-navy-950">
        Questions?
      </h2>
      {closer ? <CloserContact closer={closer} /> : null}
      <p className="mt-3 text-navy-900">
        Call {office.name} at{" "}
        <a href={telHref(office.phone)} className="font-semibold whitespace-nowrap underline underline-offset-2">
          {office.phone}
        </a>
        .
      </p>
      <div className="mt-3 grid gap-2 text-navy-800">
        {office.address ? (
          <p className="flex items-start gap-2">
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            <span>{office.address}</span>
          </p>
        ) : null}
        {office.email ? (
          <p className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
            <a href={`mailto:${office.email}`} className="underline underline-offset-2 [overflow-wrap:anywhere]">
              {office.email}
            </a>
          </p>
        ) : null}
      </div>
      <ButtonAnchor href={telHref(closer?.phone ?? office.phone)} className="mt-4 w-full sm:w-auto">
        <Phone aria-hidden="true" className="size-4" />
        {closer?.direct ? `Call ${closer.name}` : `Call ${office.phone}`}
      </ButtonAnchor>
    </Card>
  );
}
