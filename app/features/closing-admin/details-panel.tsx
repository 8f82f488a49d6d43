import { Pencil, Save } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { CLOSING_FILE_MESSAGES, closingFilePatchSchema } from "#core/closing/closing-file-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import { CLOSING_PLACE_LABELS } from "#core/closing/closing-enums.ts";
import { CLOSING_KIND_LABELS } from "#core/closing/milestones.ts";
import { appointmentText, formatCents } from "./closing-format.ts";
import { useUpdateFile } from "./closing-queries.ts";
import type { StaffClosingFile } from "#core/api/closing-file.ts";
import { FileFields } from "./file-fields.tsx";
import { NO_ERRORS, fileBody, fileValuesOf, formErrorsOf, hasErrors, zodFields, type FileValues, type FormErrors } from "./file-form-values.ts";
import { SectionCard } from "./section-card.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-navy-700">{label}</dt>
      <dd className="break-words text-navy-950">{children}</dd>
    </div>
  );
}

function EditDetails({ file, onDone }: { file: StaffClosingFile; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateFile(file.id);
  const [values, setValues] = useState<FileValues>(() => fileValuesOf(file));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = fileBody(values);
    const local = closingFilePatchSchema.safeParse(body);
    const found = local.success ? NO_ERRORS : formErrorsOf(zodFields(local.error));
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(formRef.current);
    try {
      await update.mutateAsync(body);
      toast.success(CLOSING_FILE_MESSAGES.updated);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(formErrorsOf(error.fields));
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(error instanceof ApiError && error.isClientError ? error.message : "The changes were not saved. Please try again.");
      }
    }
  };

  return (
    <form ref={formRef} noValidate aria-label="Edit the file's details" onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FileFields
        idPrefix="edit-file"
        values={values}
        errors={errors.file}
        readOnly={update.isPending}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={update.isPending} busyLabel="Saving...">
          <Save aria-hidden="true" className="size-4" />
          Save details
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The file's details, and their edit form in place. */
export function DetailsPanel({ file }: { file: StaffClosingFile }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="Details"
      actions={
        editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit details
          </Button>
        )
      }
    >
      {editing ? (
        <EditDetails file={file} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-3">
          <Row label="Property">{file.property_address}</Row>
          <Row label="County">{file.county}</Row>
          <Row label="Kind">{CLOSING_KIND_LABELS[file.kind]}</Row>
          <Row label="Title shown by">{file.title_evidence === "abstract_opinion_itg" ? "Abstract, attorney's opinion and title guaranty" : "Other"}</Row>
          <Row label="Sale price">{formatCents(file.sale_price_cents)}</Row>
          <Row label="Loan amount">{formatCents(file.loan_amount_cents)}</Row>
          <Row label="Buyer's funds due">{file.funds_due_cents === null ? "Not known yet" : formatCents(file.funds_due_cents)}</Row>
          <Row label="Closing">{appointmentText(file)}</Row>
          <Row label="Where">{[file.closing_place ? CLOSING_PLACE_LABELS[file.closing_place] : null, file.closing_location].filter(Boolean).join(" · ") || "—"}</Row>
          <Row label="Closer">{[file.closer_name, file.closer_phone].filter(Boolean).join(" · ") || "—"}</Row>
          <Row label="Office">{file.office ?? "Not assigned"}</Row>
          <Row label="Seller's mortgages">{file.seller_loan_count === null ? "Not known yet" : file.seller_loan_count === 0 ? "None" : String(file.seller_loan_count)}</Row>
          <Row label="Other counties">{file.extra_counties.length > 0 ? file.extra_counties.map((c) => `${c} County`).join(", ") : "None"}</Row>
          <Row label="Private sewage">{file.private_sewage === null ? "Not known yet" : file.private_sewage ? "Yes" : "No"}</Row>
          <Row label="Notes">{file.notes ? <span className="whitespace-pre-line">{file.notes}</span> : "—"}</Row>
        </dl>
      )}
    </SectionCard>
  );
}
