import { Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { DOCUMENT_VISIBILITY_LABELS } from "#core/closing/closing-enums.ts";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { toast } from "#app/lib/toast.ts";
import { useUploadDocument, type DocumentUpload } from "./closing-files-queries.ts";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,.docx,.xlsx,application/pdf,image/jpeg,image/png";
const ALLOWED = /\.(pdf|jpe?g|png|docx|xlsx)$/i;
const VISIBILITIES: DocumentUpload["visibility"][] = ["professionals", "everyone"];

/** The file's problem before it is sent (the server checks again, and the contents too). */
function fileProblem(file: File | undefined): string | undefined {
  if (!file) return DOCUMENT_MESSAGES.missingFile;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return DOCUMENT_MESSAGES.tooLarge;
  if (!ALLOWED.test(file.name)) return DOCUMENT_MESSAGES.wrongType;
  return undefined;
}

/** A refusal in the server's words; the server unreachable or failing, with Retry. */
function formFailure(err: unknown): Failure {
  if (err instanceof ApiError && err.status !== 0 && err.isClientError) return { message: err.message, retryable: false };
  return describeFailure(err, "The upload did not finish");
}

/** An agent or lender adds a document to the file, for the other professionals or for everyone on it. */
export function UploadDocumentForm({ fileId }: { fileId: string }) {
  const upload = useUploadDocument(fileId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState("");
  const [visibility, setVisibility] = useState<DocumentUpload["visibility"]>("professionals");
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ file?: string; label?: string; form?: Failure }>({});
  // A new key empties the file input after an upload (its value cannot be set from script).
  const [inputKey, setInputKey] = useState(0);
  const legendId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const problem = fileProblem(file);
    if (problem) {
      setErrors({ file: problem });
      fileInput.current?.focus();
      return;
    }
    setErrors({});
    upload.mutate(
      { file: file!, label, visibility },
      {
        onSuccess: () => {
          toast.success(DOCUMENT_MESSAGES.uploaded);
          setLabel("");
          setInputKey((k) => k + 1);
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fields : {};
          const tooLarge = err instanceof ApiError && err.status === 413;
          setErrors({
            file: tooLarge ? DOCUMENT_MESSAGES.tooLarge : fields.file,
            label: fields.label,
            // Anything but a field's problem stays beside the button, with Retry when sending again may work.
            form: tooLarge || fields.file || fields.label ? undefined : formFailure(err),
          });
          toast.error(DOCUMENT_MESSAGES.uploadFailed);
        },
      },
    );
  }

  return (
    <form ref={formRef} aria-label="Upload a document" onSubmit={submit} noValidate className="grid gap-4 border-t border-cream-300 pt-5">
      <h3 className="text-lg font-semibold text-navy-950">Upload a document</h3>
      <FailureAlert failure={errors.form} onRetry={() => formRef.current?.requestSubmit()} retrying={upload.isPending} />
      <Field
        key={inputKey}
        ref={fileInput}
        type="file"
        label="File"
        required
        accept={ACCEPT}
        hint="PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx), up to 25 MB."
        error={errors.file}
        onChange={() => errors.file && setErrors((e) => ({ ...e, file: undefined }))}
        className="[&_input]:py-1.5"
      />
      <Field
        label="Description (optional)"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        maxLength={DOCUMENT_LIMITS.label}
        error={errors.label}
        hint="For example: Signed purchase agreement"
      />
      <fieldset aria-labelledby={legendId} className="grid gap-2">
        <legend id={legendId} className="text-sm font-semibold text-navy-900">
          Who may see it
        </legend>
        {VISIBILITIES.map((v) => (
          <label key={v} className="flex min-h-11 items-center gap-3 text-navy-900">
            <input
              type="radio"
              name={`visibility-${fileId}`}
              value={v}
              checked={visibility === v}
              onChange={() => setVisibility(v)}
              className="size-5 shrink-0 accent-navy-800"
            />
            {DOCUMENT_VISIBILITY_LABELS[v]}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" busy={upload.isPending} busyLabel="Uploading...">
          <Upload aria-hidden="true" className="size-4" />
          Upload Document
        </Button>
      </div>
    </form>
  );
}
