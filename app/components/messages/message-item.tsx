import { DISPOSED_DOCUMENT_WORDS } from "#core/retention/disposed-words.ts";
import { Download, FileText, Lock } from "lucide-react";
import { useId, type ReactNode, type Ref } from "react";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { ClosingMessage } from "#core/api/closing-message.ts";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import type { Failure } from "#app/lib/api/failure.ts";
import { formatBytes } from "#app/lib/closing-format.ts";
import { cx } from "#app/lib/cx.ts";
import { initialsOf, messageTime } from "./message-format.ts";

// As the documents list marks them (app/features/closing-files/documents-card.tsx): "everyone" stands out.
const VISIBILITY_TONES: Record<ClosingMessage["visibility"], BadgeTone> = { staff: "neutral", professionals: "neutral", everyone: "accent" };

/** A document's download, owned by the conversation so one failure shows at a time. */
export interface DocumentDownload {
  start: (documentId: string) => void;
  busy: (documentId: string) => boolean;
  failure: (documentId: string) => Failure | undefined;
}

function MessageDocument({ doc, download }: { doc: ClosingDocument; download: DocumentDownload }) {
  const name = doc.label ?? doc.name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-cream-300 bg-white px-3 py-2">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-navy-600" />
      <span className="min-w-0 flex-1 basis-36 text-sm text-navy-900 [overflow-wrap:anywhere]">
        {name} <span className="text-navy-700">({formatBytes(doc.size_bytes)})</span>
      </span>
      {/* Retention (issue 33): a disposed document keeps its record; there is nothing left to download. */}
      {doc.disposed_at ? (
        <span className="text-sm text-navy-700">{DISPOSED_DOCUMENT_WORDS}</span>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => download.start(doc.id)} busy={download.busy(doc.id)} busyLabel="Opening..." aria-label={`Download ${name}`}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
      )}
      <FailureAlert className="basis-full" failure={download.failure(doc.id)} onRetry={() => download.start(doc.id)} retrying={download.busy(doc.id)} />
    </li>
  );
}

/**
 * One message: who wrote it (name, their role on the file, an initials avatar), when, "edited",
 * to whom (the visibility badge, when the reader sees more than one audience), the plain-text
 * body (a link stays text), its documents with Download. A removed message keeps its place and
 * says so. `extras` are staff's tools under it (read by, edit, remove, earlier versions).
 */
export function MessageItem({
  message,
  showVisibility,
  download,
  extras,
  itemRef,
  now,
}: {
  message: ClosingMessage;
  showVisibility: boolean;
  download: DocumentDownload;
  extras?: ReactNode;
  itemRef?: Ref<HTMLLIElement>;
  now: Date;
}) {
  const headingId = useId();
  const removed = message.removed_at !== null;
  const note = message.visibility === "staff";
  return (
    <li ref={itemRef} data-message-id={message.id} aria-labelledby={headingId} className={cx("flex gap-3", message.mine ? "flex-row-reverse pl-6 sm:pl-0" : "pr-6 sm:pr-0")}>
      {/* On a phone the words need the width more than the avatar does. */}
      <span
        aria-hidden="true"
        className={cx(
          "mt-1 hidden size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold sm:inline-flex",
          message.author.kind === "staff" ? "bg-navy-800 text-white" : "bg-gold-100 text-navy-900",
        )}
      >
        {initialsOf(message.author.name)}
      </span>
      <div
        className={cx(
          "grid min-w-0 max-w-[40rem] flex-1 gap-2 rounded-2xl border p-3 sm:p-4",
          note ? "border-gold-300 bg-gold-50" : message.mine ? "border-navy-200 bg-navy-50" : "border-cream-300 bg-white",
        )}
      >
        <div className="grid gap-1">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <h3 id={headingId} className="font-semibold text-navy-950 [overflow-wrap:anywhere]">
              {message.mine ? "You" : message.author.name}
              <span className="sr-only">, {messageTime(message.created_at, now)}</span>
            </h3>
            {message.author.role_label !== message.author.name ? <span className="text-sm text-navy-700">{message.author.role_label}</span> : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-navy-700">
            <time dateTime={message.created_at}>{messageTime(message.created_at, now)}</time>
            {message.edited_at && !removed ? <span>· edited</span> : null}
            {showVisibility ? (
              <Badge tone={VISIBILITY_TONES[message.visibility]} className="gap-1">
                {note ? <Lock aria-hidden="true" className="size-3" /> : null}
                {message.visibility_label}
              </Badge>
            ) : null}
          </div>
        </div>
        {removed ? (
          <p className="text-navy-700 italic">Message removed</p>
        ) : (
          <p className="whitespace-pre-wrap text-navy-950 [overflow-wrap:anywhere]">{message.body}</p>
        )}
        {!removed && message.documents.length ? (
          <ul aria-label="Attached documents" className="grid gap-2">
            {message.documents.map((doc) => (
              <MessageDocument key={doc.id} doc={doc} download={download} />
            ))}
          </ul>
        ) : null}
        {extras}
      </div>
    </li>
  );
}
