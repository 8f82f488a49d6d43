import { CalendarClock, ChevronDown, Undo2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import type { RequestStatus } from "#core/closing/request-types.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { formatDay } from "#app/lib/closing-format.ts";
import { cx } from "#app/lib/cx.ts";
import { AnswerSummary } from "./answer-summary.tsx";
import { RequestAnswerForm, type AnswerTransport } from "./request-answer-form.tsx";

const STATUS_TONES: Record<RequestStatus, BadgeTone> = { open: "warning", submitted: "info", accepted: "success", waived: "neutral" };

/** "Due Dec 4, 2026", "Overdue since Dec 4, 2026", or nothing when there is no date. */
function dueText(request: Pick<ClosingRequest, "due_on" | "overdue">): string | null {
  if (!request.due_on) return null;
  return request.overdue ? `Overdue, due ${formatDay(request.due_on)}` : `Due ${formatDay(request.due_on)}`;
}

/**
 * One request as the person who owes it (or their side's agent) sees it: the title, status and due
 * date, the reason staff sent the last answer back, the plain-words instructions, what was sent,
 * and for one they can answer, the answer form behind a button. The form stays mounted once
 * opened, so closing it and opening it again keeps what was typed.
 */
export function RequestItem({
  request,
  transport,
  showOwner = false,
  answeredNote,
  onAnswered,
  documentAction,
}: {
  request: ClosingRequest;
  transport: AnswerTransport;
  /** An agent or lender sees their side's requests too: say whose each one is. */
  showOwner?: boolean;
  /** Shown once this page sent the answer ("Thank you…"). */
  answeredNote?: string;
  onAnswered: () => void;
  documentAction?: (doc: ClosingDocument) => ReactNode;
}) {
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const due = dueText(request);
  const toggle = () => {
    setOpen((o) => !o);
    setOpened(true);
  };

  return (
    <li aria-labelledby={headingId} className="grid gap-3 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="min-w-0 flex-1 basis-56 text-lg font-semibold text-navy-950 [overflow-wrap:anywhere]">
          {request.title}
        </h3>
        <Badge tone={request.status === "open" && request.overdue ? "danger" : STATUS_TONES[request.status]}>
          {request.sent_back && request.status === "open" ? "Sent back" : request.status_label}
        </Badge>
      </div>
      {due || showOwner ? (
        <p className={cx("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", request.overdue && request.status === "open" ? "font-semibold text-red-700" : "text-navy-700")}>
          {due ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {due}
            </span>
          ) : null}
          {showOwner ? <span className="font-normal text-navy-700">From: {request.owner_label}</span> : null}
        </p>
      ) : null}
      {request.sent_back && request.status === "open" && request.review_note ? (
        <div className="flex gap-3 rounded-lg border border-gold-300 bg-gold-50 p-3 text-navy-950">
          <Undo2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-800" />
          <p className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-semibold">Sent back: </span>
            {request.review_note}
          </p>
        </div>
      ) : null}
      <p className="whitespace-pre-line text-navy-800 [overflow-wrap:anywhere]">{request.instructions}</p>
      {answeredNote ? <FormAlert tone="success">{answeredNote}</FormAlert> : null}
      {request.status !== "open" ? (
        <AnswerSummary
          kind={request.kind}
          answer={request.answer}
          documents={request.documents}
          documentAction={documentAction}
          className="rounded-lg bg-cream-50 p-4"
        />
      ) : null}
      {request.can_answer ? (
        <div className="grid gap-4">
          <div>
            <Button variant={open ? "secondary" : "primary"} aria-expanded={open} aria-controls={formId} onClick={toggle}>
              {open ? "Close the answer" : request.sent_back ? "Answer again" : "Answer"}
              <ChevronDown aria-hidden="true" className={cx("size-4 motion-safe:transition-transform", open && "rotate-180")} />
            </Button>
          </div>
          <div id={formId} hidden={!open}>
            {opened ? <RequestAnswerForm request={request} transport={transport} onAnswered={onAnswered} /> : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
