import { Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { DOCUMENT_VISIBILITY_LABELS, DOCUMENT_VISIBILITY_VALUES } from "#core/closing/closing-enums.ts";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, documentFieldsSchema } from "#core/closing/closing-file-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { useUploadDocument } from "./closing-queries.ts";

const VISIBILITY_OPTIONS = DOCUMENT_VISIBILITY_VALUES.map((v) => [v, DOCUMENT_VISIBILITY_LABELS[v]] as const);
type Field = "file" | "label" | "visibility";

/** Upload one document with who may see it and a description; the file's size is checked before it is sent. */
export function UploadForm({ fileId }: { fileId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const upload = useUploadDocument(fileId);
  const [chosen, setChosen] = useState<File | null>(null);
  const [label, setLabel] = useState("");
  const [visibility, setVisibility] = useState<string>("professionals");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!chosen) found.file = DOCUMENT_MESSAGES.missingFile;
    else if (chosen.size > DOCUMENT_LIMITS.maxBytes) found.file = DOCUMENT_MESSAGES.tooLarge;
    const fields = documentFieldsSchema.safeParse({ visibility, label });
    if (!fields.success) for (const issue of fields.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen) return focusFirstInvalid(formRef.current);
    // The fields go before the file: the server reads them first (docs/closing-files-contract.md).
    const body = new FormData();
    body.set("visibility", visibility);
    if (label.trim()) body.set("label", label.trim());
    body.set("file", chosen);
    try {
      await upload.mutateAsync(body);
      toast.success(DOCUMENT_MESSAGES.uploaded);
      setChosen(null);
      setLabel("");
      if (inputRef.current) inputRef.current.value = "";
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Partial<Record<Field, string>>);
        focusFirstInvalid(formRef.current);
      } else if (error instanceof ApiError && error.isClientError) {
        setErrors({ file: error.message });
        focusFirstInvalid(formRef.current);
      } else {
        toast.error(DOCUMENT_MESSAGES.uploadFailed);
      }
    }
  };

  const fileError = errors.file;
  return (
    <form ref={formRef} noValidate aria-label="Upload a document" onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4">
      <Field
        id={`${id}-file`}
        label="Document"
        required
        hint="PDF, JPEG, PNG, Word or Excel, up to 25 MB"
        error={fileError}
        control={(wiring) => (
          <input
            ref={inputRef}
            {...wiring}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.docx,.xlsx,application/pdf,image/jpeg,image/png"
            disabled={upload.isPending}
            onChange={(e) => setChosen(e.target.files?.[0] ?? null)}
            className="block w-full min-w-0 text-sm text-navy-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-navy-300 file:bg-white file:px-4 file:font-semibold file:text-navy-900"
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Description" hint="e.g. Title commitment" value={label} error={errors.label} readOnly={upload.isPending} onChange={(e) => setLabel(e.target.value)} />
        <Field control="choice" label="Who may see it" options={VISIBILITY_OPTIONS} value={visibility} error={errors.visibility} disabled={upload.isPending} onChange={(e) => setVisibility(e.target.value)} />
      </div>
      <Button type="submit" busy={upload.isPending} busyLabel="Uploading..." className="justify-self-start">
        <Upload aria-hidden="true" className="size-4" />
        Upload document
      </Button>
    </form>
  );
}
