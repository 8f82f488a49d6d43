import { FileText } from "lucide-react";
import { useId } from "react";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import { canAttachDocument } from "#core/closing/closing-messages.ts";
import { DocumentsPicker } from "#app/components/requests/documents-picker.tsx";
import { formatBytes } from "#app/lib/closing-format.ts";
import type { AttachableDocument } from "./messages-transport.ts";

/**
 * What goes with a message: documents already on the file (only those everyone the message reaches
 * may see: core/closing/closing-messages.ts canAttachDocument) and new files, uploaded when the
 * message is sent, with the message's visibility. Both live in the composer's state, so they stay
 * chosen through any error.
 */
export function MessageAttachments({
  visibility,
  documents,
  chosen,
  onChoose,
  files,
  onFiles,
  canUpload,
  error,
  onProblem,
}: {
  visibility: DocumentVisibility;
  documents: readonly AttachableDocument[];
  chosen: ReadonlySet<string>;
  onChoose: (chosen: Set<string>) => void;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  canUpload: boolean;
  error?: string;
  onProblem: (message: string | undefined) => void;
}) {
  const legendId = useId();
  const attachable = documents.filter((d) => canAttachDocument(visibility, d.visibility));
  const hidden = documents.length - attachable.length;
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChoose(next);
  };

  return (
    <div className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-3 sm:p-4">
      {documents.length ? (
        <fieldset aria-labelledby={legendId} className="grid gap-1">
          <legend id={legendId} className="mb-1 text-sm font-semibold text-navy-900">
            Documents already on this file
          </legend>
          {attachable.map((doc) => (
            <label key={doc.id} className="flex min-h-11 items-center gap-3 text-navy-900">
              <input type="checkbox" checked={chosen.has(doc.id)} onChange={() => toggle(doc.id)} className="size-5 shrink-0 accent-navy-800" />
              <FileText aria-hidden="true" className="size-5 shrink-0 text-navy-600" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {doc.label ?? doc.name} <span className="text-sm text-navy-700">({formatBytes(doc.size_bytes)})</span>
              </span>
            </label>
          ))}
          {hidden ? (
            <p className="text-sm text-navy-700">
              {hidden === 1 ? "One document is" : `${hidden} documents are`} more private than this message and can't go with it.
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {canUpload ? <DocumentsPicker files={files} onChange={onFiles} required={false} error={error} onProblem={onProblem} /> : null}
      {!canUpload && error ? <p className="text-sm font-medium text-red-600">{error}</p> : null}
    </div>
  );
}
