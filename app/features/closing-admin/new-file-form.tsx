import { FolderPlus, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { CLOSING_FILE_MESSAGES, closingFileInputSchema, partyInputSchema } from "#core/closing/closing-file-fields.ts";
import { RequiredNote } from "#app/components/forms/required-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { focusFirstInvalid } from "#app/lib/form-errors.ts";
import { toast } from "#app/lib/toast.ts";
import type { SourceRequest } from "./closing-queries.ts";
import { useOpenFile } from "./closing-queries.ts";
import { FileFields } from "./file-fields.tsx";
import {
  EMPTY_FILE,
  EMPTY_PARTY,
  NO_ERRORS,
  fileBody,
  fileValuesFromRequest,
  formErrorsOf,
  hasErrors,
  partyBody,
  withKindMessage,
  zodFields,
  type FileValues,
  type FormErrors,
  type PartyValues,
} from "./file-form-values.ts";
import { RequesterParty } from "./requester-party.tsx";
import { PartyFields } from "./party-fields.tsx";

interface PartyRow {
  key: number;
  values: PartyValues;
}

/** The browser's check, with the shared schemas: every message keyed as the server keys them. */
function checkLocally(values: FileValues, parties: PartyValues[]): FormErrors {
  const fields: Record<string, string> = {};
  const file = closingFileInputSchema.safeParse(fileBody(values));
  if (!file.success) Object.assign(fields, zodFields(file.error));
  parties.forEach((p, i) => {
    const party = partyInputSchema.safeParse(partyBody(p));
    if (!party.success) for (const [k, m] of Object.entries(zodFields(party.error))) fields[`parties.${i}.${k}`] ??= m;
  });
  return withKindMessage(formErrorsOf(fields), values);
}

/**
 * Open a closing file in one step: the file's fields and its parties, from scratch or from a
 * service request (`source`: everything it tells carried over, its requester the first party in
 * the role their account says, which staff may change). Field errors (the browser's or the server's) show at the fields and
 * nothing typed is lost; success goes to the new file.
 */
export function NewFileForm({ source }: { source: SourceRequest | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const open = useOpenFile(source?.id ?? null);
  const nextKey = useRef(1);
  // From a request, everything it tells is filled in (core/closing/file-from-request.ts).
  const [prefill] = useState(() => (source ? fileValuesFromRequest(source) : null));
  const [values, setValues] = useState<FileValues>(prefill?.values ?? EMPTY_FILE);
  const [parties, setParties] = useState<PartyRow[]>(source ? [] : [{ key: 0, values: EMPTY_PARTY }]);
  const [requesterRole, setRequesterRole] = useState(prefill?.requesterRole ?? "buyers_agent");
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<{ message: string; alreadyOpened: boolean } | null>(null);

  const recheck = (v: FileValues, p: PartyRow[]) => {
    if (attempted) setErrors(checkLocally(v, p.map((r) => r.values)));
  };
  const setField = <K extends keyof FileValues>(name: K, value: FileValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    recheck(next, parties);
  };
  const setParty = (key: number, name: keyof PartyValues, value: string) => {
    const next = parties.map((r) => (r.key === key ? { ...r, values: { ...r.values, [name]: value } } : r));
    setParties(next);
    recheck(values, next);
  };
  const addParty = () => setParties([...parties, { key: nextKey.current++, values: EMPTY_PARTY }]);
  const removeParty = (key: number) => {
    const next = parties.filter((r) => r.key !== key);
    setParties(next);
    // Errors are by row index: recheck so they follow the rows that are left.
    if (attempted) setErrors(checkLocally(values, next.map((r) => r.values)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    setAttempted(true);
    setFailure(null);
    const local = checkLocally(values, parties.map((r) => r.values));
    setErrors(local);
    if (hasErrors(local)) return focusFirstInvalid(formRef.current);
    const body: Record<string, unknown> = { ...fileBody(values), parties: parties.map((r) => partyBody(r.values)) };
    if (source) body.requester_role = requesterRole;
    try {
      const file = await open.mutateAsync(body);
      toast.success(CLOSING_FILE_MESSAGES.created);
      void navigate(`/admin/closing-files/${file.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(formErrorsOf(error.fields));
        focusFirstInvalid(formRef.current);
      } else if (error instanceof ApiError && error.code === "already_opened") {
        setFailure({ message: error.message || CLOSING_FILE_MESSAGES.alreadyOpened, alreadyOpened: true });
      } else {
        setFailure({ message: error instanceof ApiError && error.isClientError ? error.message : "The file was not opened. Please try again.", alreadyOpened: false });
      }
    }
  };

  const busy = open.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="new-file-heading" className="grid gap-8">
      <div className="grid gap-2">
        <h2 id="new-file-heading" className="text-2xl font-bold text-navy-950">
          {source ? `Open a closing file for ${source.name}'s request` : "Open a new closing file"}
        </h2>
        <RequiredNote />
      </div>

      <fieldset className="grid gap-4 rounded-2xl border border-cream-300 bg-white p-5 shadow-card sm:p-6">
        <legend className="px-1 text-lg font-bold text-navy-950">The property and the closing</legend>
        <FileFields idPrefix="new-file" values={values} errors={errors.file} readOnly={busy} onChange={setField} />
      </fieldset>

      <fieldset className="grid gap-5 rounded-2xl border border-cream-300 bg-white p-5 shadow-card sm:p-6">
        <legend className="px-1 text-lg font-bold text-navy-950">Parties</legend>
        {source ? <RequesterParty source={source} role={requesterRole} onRole={setRequesterRole} disabled={busy} /> : null}
        {parties.map((row, i) => {
          const n = i + (source ? 2 : 1);
          return (
            <div key={row.key} role="group" aria-label={`Party ${n}`} className="grid gap-3 border-t border-cream-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-navy-900">Party {n}</h3>
                <Button variant="ghost" size="sm" onClick={() => removeParty(row.key)} disabled={busy}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove party {n}
                </Button>
              </div>
              <PartyFields
                idPrefix={`new-party-${row.key}`}
                labelSuffix={`, party ${n}`}
                values={row.values}
                errors={errors.parties[i] ?? {}}
                readOnly={busy}
                onChange={(name, value) => setParty(row.key, name, value)}
              />
            </div>
          );
        })}
        <Button variant="secondary" onClick={addParty} disabled={busy} className="justify-self-start">
          <Plus aria-hidden="true" className="size-4" />
          Add a party
        </Button>
      </fieldset>

      {errors.other.length > 0 ? <FormAlert>{errors.other.join(" ")}</FormAlert> : null}
      {failure ? (
        <FormAlert>
          {failure.message}{" "}
          {failure.alreadyOpened ? (
            <Link className="underline underline-offset-2" to={`/admin/closing-files?q=${encodeURIComponent(values.property_address)}`}>
              Find it among the closing files
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} busyLabel="Opening...">
          <FolderPlus aria-hidden="true" className="size-5" />
          Open closing file
        </Button>
      </div>
    </form>
  );
}
