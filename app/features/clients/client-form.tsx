import { Save, UserPlus } from "lucide-react";
import type { ClientDetail } from "#core/api/client.ts";
import { CLIENT_MESSAGES, clientInputSchema } from "#core/clients/client-fields.ts";
import { RequiredNote } from "#app/components/forms/required-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useSchemaForm } from "#app/lib/forms/use-schema-form.ts";
import { toast } from "#app/lib/toast.ts";
import { useAddClient, useUpdateClient } from "./clients-queries.ts";

type Field = "name" | "email" | "phone" | "company" | "notes";
const EMPTY: Record<Field, string> = { name: "", email: "", phone: "", company: "", notes: "" };

function ClientFields({ field, idPrefix }: { field: (name: Field) => object; idPrefix: string }) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name" autoComplete="off" required {...field("name")} />
      <Field id={`${idPrefix}-email`} label="Email" type="email" autoComplete="off" {...field("email")} />
      <Field id={`${idPrefix}-phone`} label="Phone" type="tel" autoComplete="off" hint="For texts: a US number, e.g. (319) 555-0142" {...field("phone")} />
      <Field id={`${idPrefix}-company`} label="Company" autoComplete="off" {...field("company")} />
      <Field control="textarea" id={`${idPrefix}-notes`} label="Notes" rows={4} {...field("notes")} />
    </>
  );
}

/** Add New Client: name required; on success the list refreshes and the selection clears (`onAdded`). */
export function AddClientForm({ onAdded }: { onAdded: () => void }) {
  const add = useAddClient();
  const form = useSchemaForm({
    schema: clientInputSchema,
    initial: EMPTY,
    send: (values) => add.mutateAsync(values),
    onSent: (reset) => {
      reset();
      toast.success(CLIENT_MESSAGES.added);
      onAdded();
    },
    onFailed: () => toast.error(CLIENT_MESSAGES.addFailed),
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} aria-labelledby="add-client-heading" className="grid gap-4">
      <h2 id="add-client-heading" className="text-xl font-bold text-navy-950">
        Add New Client
      </h2>
      <RequiredNote />
      <ClientFields field={form.field} idPrefix="add-client" />
      <Button type="submit" busy={form.busy} busyLabel="Adding..." className="justify-self-start">
        <UserPlus aria-hidden="true" className="size-5" />
        Add Client
      </Button>
    </form>
  );
}

/** Edit a client: every field as on the add form; Save or Cancel. */
export function EditClientForm({ client, onDone }: { client: ClientDetail; onDone: () => void }) {
  const update = useUpdateClient(client.id);
  const form = useSchemaForm({
    schema: clientInputSchema,
    initial: {
      name: client.name,
      email: client.email ?? "",
      phone: client.phone ?? "",
      company: client.company ?? "",
      notes: client.notes ?? "",
    },
    send: (values) => update.mutateAsync(values),
    onSent: () => {
      toast.success(CLIENT_MESSAGES.updated);
      onDone();
    },
    onFailed: () => toast.error(CLIENT_MESSAGES.updateFailed),
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} aria-label={`Edit ${client.name}`} className="grid gap-4">
      <ClientFields field={form.field} idPrefix="edit-client" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.busy} busyLabel="Saving...">
          <Save aria-hidden="true" className="size-5" />
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
