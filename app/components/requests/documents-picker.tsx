import { FileText, X } from "lucide-react";
import { useState } from "react";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { Field } from "#app/components/ui/field.tsx";
import { formatBytes } from "#app/lib/closing-format.ts";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,.docx,.xlsx,application/pdf,image/jpeg,image/png";
const ALLOWED = /\.(pdf|jpe?g|png|docx|xlsx)$/i;

/** A chosen file's problem before anything is sent (the server checks again, the contents too). */
export function documentProblem(file: File): string | undefined {
  if (file.size > DOCUMENT_LIMITS.maxBytes) return DOCUMENT_MESSAGES.tooLarge;
  if (!ALLOWED.test(file.name)) return DOCUMENT_MESSAGES.wrongType;
  return undefined;
}

/**
 * The documents that go with an answer: chosen one or several at a time, listed with a Remove
 * button each. The files live in the form's state, not in the input, so they stay chosen through
 * any error and a retry sends them again.
 */
export function DocumentsPicker({
  files,
  onChange,
  required,
  error,
  onProblem,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  required: boolean;
  error?: string;
  /** A chosen file that cannot be sent (too large, not a document type). */
  onProblem: (message: string | undefined) => void;
}) {
  // A new key empties the input after each pick (its value cannot be set from script), so the
  // same file can be picked again after it was removed.
  const [inputKey, setInputKey] = useState(0);

  function add(list: FileList | null) {
    const picked = Array.from(list ?? []);
    const problem = picked.map(documentProblem).find(Boolean);
    onProblem(problem);
    const fine = picked.filter((f) => !documentProblem(f));
    if (fine.length) onChange([...files, ...fine.filter((f) => !files.some((g) => g.name === f.name && g.size === f.size))]);
    setInputKey((k) => k + 1);
  }

  return (
    <div className="grid gap-3">
      <Field
        key={inputKey}
        type="file"
        multiple
        label={required ? "Documents" : "Documents (optional)"}
        required={required}
        accept={ACCEPT}
        hint="PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx), up to 25 MB each. You can add several."
        error={error}
        onChange={(e) => add(e.target.files)}
        className="[&_input]:py-1.5"
      />
      {files.length ? (
        <ul aria-label="Documents to send" className="grid gap-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="flex items-center gap-3 rounded-lg border border-cream-300 bg-cream-50 px-3 py-2">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-navy-600" />
              <span className="min-w-0 flex-1 text-sm text-navy-900 [overflow-wrap:anywhere]">
                {file.name} <span className="text-navy-700">({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-navy-700 hover:bg-navy-100 hover:text-navy-950"
                aria-label={`Remove ${file.name}`}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
