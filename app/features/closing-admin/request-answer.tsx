import { Download } from "lucide-react";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { ClosingRequest } from "#core/api/closing-request.ts";
import { REQUEST_KINDS } from "#core/closing/request-kinds.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";
import { formatBytes, formatDay } from "./closing-format.ts";
import { answerText } from "./request-format.ts";
import { useDocumentLink } from "./closing-queries.ts";

/**
 * The fields of the answer that were shown to the person who answered (a `when` field only when
 * its condition holds), labelled as the form labelled them (REQUEST_KINDS). Keys the kind does not
 * declare (an older answer) are listed after, by their key, so nothing sent is hidden from staff.
 */
function AnswerFields({ request }: { request: ClosingRequest }) {
  const answer = request.answer ?? {};
  const fields = REQUEST_KINDS[request.kind].fields;
  const shown = fields.filter((f) => !f.when || answer[f.when.field] === f.when.equals);
  const known = new Set(fields.map((f) => f.name));
  const extra = Object.keys(answer).filter((k) => !known.has(k));
  if (shown.length === 0 && extra.length === 0) return null;
  return (
    <dl className="grid gap-2 rounded-lg border border-cream-200 bg-cream-50 p-3 text-sm">
      {shown.map((f) => (
        <div key={f.name} className="grid gap-0.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-3">
          <dt className="font-semibold text-navy-700">{f.label}</dt>
          <dd className="break-words whitespace-pre-line text-navy-950">{answerText(f, answer[f.name])}</dd>
        </div>
      ))}
      {extra.map((key) => (
        <div key={key} className="grid gap-0.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-3">
          <dt className="font-semibold text-navy-700">{key.replaceAll("_", " ")}</dt>
          <dd className="break-words text-navy-950">{answerText({ name: key, label: key, type: "text", required: false }, answer[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function RequestDocument({ fileId, doc }: { fileId: string; doc: ClosingDocument }) {
  const link = useDocumentLink(fileId);
  const title = doc.label ?? doc.name;
  // A signed link that expires: fetched when asked for, then followed (as the documents panel does).
  const download = () =>
    link.mutate(doc.id, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(error instanceof ApiError && error.isClientError ? error.message : "The download could not start. Please try again."),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span className="min-w-0 text-sm break-all text-navy-900">
        {title} <span className="text-navy-700">· {formatBytes(doc.size_bytes)}</span>
      </span>
      <Button variant="secondary" size="sm" onClick={download} busy={link.isPending} busyLabel="Opening..." aria-label={`Download ${title}`}>
        <Download aria-hidden="true" className="size-4" />
        Download
      </Button>
    </li>
  );
}

/** What the owner sent: the typed fields and the documents, or nothing yet. */
export function RequestAnswer({ fileId, request }: { fileId: string; request: ClosingRequest }) {
  const hasAnswer = request.answer !== null && Object.keys(request.answer).length > 0;
  if (!hasAnswer && request.documents.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold text-navy-900">
        {request.sent_back ? "Last answer (sent back)" : "Answer"}
        {request.answered_at ? <span className="font-normal text-navy-700"> · {formatDay(request.answered_at)}{request.answered_by ? ` · ${request.answered_by}` : ""}</span> : null}
      </p>
      {hasAnswer ? <AnswerFields request={request} /> : null}
      {request.documents.length > 0 ? (
        <ul aria-label={`Documents for ${request.title}`} className="grid gap-2">
          {request.documents.map((d) => (
            <RequestDocument key={d.id} fileId={fileId} doc={d} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
