import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { RequestKind, RequestField } from "#core/closing/request-types.ts";
import { REQUEST_KINDS } from "#core/closing/request-kinds.ts";
import { formatBytes, formatCents, formatDay } from "#app/lib/closing-format.ts";

/** One sent value in words: Yes/No, dollars, an Iowa date, a choice's label. */
export function answerText(field: RequestField, value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  switch (field.type) {
    case "yes_no":
      return value === true ? "Yes" : value === false ? "No" : String(value);
    case "money":
      return typeof value === "number" ? formatCents(value) : String(value);
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : String(value);
    case "choice":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    default:
      return String(value);
  }
}

/**
 * What was sent for a request, read-only: each answered field under its label, in the kind's
 * order, and the documents that came with it. The parties' pages show it once an answer is sent;
 * staff's requests panel shows it to review. `documentAction` adds a control per document (a
 * download through the page's own link route).
 */
export function AnswerSummary({
  kind,
  answer,
  documents,
  documentAction,
  className,
}: {
  kind: RequestKind;
  answer: Record<string, unknown> | null;
  documents: readonly ClosingDocument[];
  documentAction?: (doc: ClosingDocument) => ReactNode;
  className?: string;
}) {
  const rows = REQUEST_KINDS[kind].fields.flatMap((field) => {
    const text = answerText(field, answer?.[field.name]);
    return text ? [{ field, text }] : [];
  });
  if (rows.length === 0 && documents.length === 0) return null;
  return (
    <div className={className}>
      {rows.length ? (
        <dl className="grid gap-3">
          {rows.map(({ field, text }) => (
            <div key={field.name} className="grid gap-0.5">
              <dt className="text-sm font-semibold text-navy-700">{field.label}</dt>
              <dd className="whitespace-pre-line text-navy-950 [overflow-wrap:anywhere]">{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {documents.length ? (
        <ul aria-label="Documents sent" className={rows.length ? "mt-3 grid gap-2" : "grid gap-2"}>
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-navy-600" />
              <span className="min-w-0 flex-1 basis-40 text-navy-900 [overflow-wrap:anywhere]">
                {doc.label ?? doc.name} <span className="text-sm text-navy-700">({formatBytes(doc.size_bytes)})</span>
              </span>
              {documentAction?.(doc)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
