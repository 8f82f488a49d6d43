import { Mail, Pencil, Phone, Plus, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { partyInputSchema } from "#core/closing/closing-file-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { QueryEmpty } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { useSchemaForm } from "#app/lib/forms/use-schema-form.ts";
import { toast } from "#app/lib/toast.ts";
import { PARTY_ROLE_LABELS } from "#core/closing/closing-enums.ts";
import { useRemoveParty, useSaveParty } from "./closing-queries.ts";
import type { ClosingParty, StaffClosingFile } from "#core/api/closing-file.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { EMPTY_PARTY, type PartyField, type PartyValues } from "./file-form-values.ts";
import { PartyFields } from "./party-fields.tsx";
import { SectionCard } from "./section-card.tsx";

const failed = (error: unknown, fallback: string) => (error instanceof ApiError && error.isClientError ? error.message : fallback);

/** Add a party, or (with `party`) change one; the shared party schema checks it before it is sent. */
function PartyForm({ fileId, party, onDone }: { fileId: string; party: ClosingParty | null; onDone: () => void }) {
  const save = useSaveParty(fileId, party?.id ?? null);
  const initial: PartyValues = party
    ? { role: party.role, name: party.name, email: party.email ?? "", phone: party.phone ?? "", company: party.company ?? "" }
    : EMPTY_PARTY;
  const form = useSchemaForm<PartyField, unknown>({
    schema: partyInputSchema,
    initial,
    send: (values) => save.mutateAsync(values),
    onSent: (reset) => {
      toast.success(party ? "Party saved" : "Party added");
      reset();
      onDone();
    },
    onFailed: (error) => toast.error(failed(error, party ? "The party was not saved. Please try again." : "The party was not added. Please try again.")),
  });
  const idPrefix = party ? `party-${party.id}` : "add-party";
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => void form.submit(e)}
      aria-label={party ? `Edit ${party.name}` : "Add a party"}
      className="grid gap-4 rounded-xl border border-cream-300 bg-cream-50 p-4"
    >
      <PartyFields
        idPrefix={idPrefix}
        values={form.values}
        errors={form.errors}
        readOnly={form.busy}
        onChange={(name, value) => form.setValues({ ...form.values, [name]: value })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.busy} busyLabel="Saving...">
          {party ? <Pencil aria-hidden="true" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
          {party ? "Save party" : "Add party"}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function PartyItem({ fileId, party }: { fileId: string; party: ClosingParty }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveParty(fileId);
  if (editing) return <PartyForm fileId={fileId} party={party} onDone={() => setEditing(false)} />;
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid gap-0.5">
        <p className="font-semibold text-navy-950">
          {party.name} <span className="font-normal text-navy-700">· {PARTY_ROLE_LABELS[party.role]}</span>
        </p>
        {party.company ? <p className="text-sm text-navy-800">{party.company}</p> : null}
        {party.email ? (
          <a className="inline-flex items-center gap-1.5 text-sm break-all text-navy-900 underline underline-offset-2" href={`mailto:${party.email}`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {party.email}
          </a>
        ) : null}
        {party.phone ? (
          <a className="inline-flex items-center gap-1.5 text-sm text-navy-900 underline underline-offset-2" href={`tel:${party.phone}`}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {party.phone}
          </a>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${party.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${party.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${party.name}?`}
        confirmLabel="Remove party"
        busyLabel="Removing..."
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(party.id, {
            onSuccess: () => {
              toast.success("Party removed");
              setConfirming(false);
            },
            onError: (error) => toast.error(failed(error, "The party was not removed. Please try again.")),
          })
        }
      >
        <p>They will no longer see this file or hear about its steps.</p>
      </ConfirmDialog>
    </div>
  );
}

/** Who is on the file: each party with mailto: and tel: links, edited and removed in place, and a form to add one. */
export function PartiesPanel({ file }: { file: StaffClosingFile }) {
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard
      title="Parties"
      actions={
        adding ? null : (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add a party
          </Button>
        )
      }
    >
      {file.parties.length === 0 ? (
        <QueryEmpty message="No parties yet">
          <p>Add the buyers, sellers, agents and lender.</p>
        </QueryEmpty>
      ) : (
        <ul className="grid gap-4">
          {file.parties.map((p) => (
            <li key={p.id} className="border-t border-cream-200 pt-4 first:border-t-0 first:pt-0">
              <PartyItem fileId={file.id} party={p} />
            </li>
          ))}
        </ul>
      )}
      {adding ? <PartyForm fileId={file.id} party={null} onDone={() => setAdding(false)} /> : null}
    </SectionCard>
  );
}
