import { ArrowLeft, Mail, Pencil, Phone, Trash2 } from "lucide-react";
import { useState } from "react";
import { CLIENT_MESSAGES } from "#core/clients/client-fields.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { QueryEmpty, QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import { EditClientForm } from "./client-form.tsx";
import { useClient } from "./clients-queries.ts";
import { DeleteClientDialog } from "./delete-client-dialog.tsx";
import { HistoryPanel } from "./history-panel.tsx";
import { SendEmailPanel } from "./send-email-panel.tsx";
import { SendSmsPanel } from "./send-sms-panel.tsx";

/** One client: details (e-mail and phone as links), edit and delete, Send Email, Send SMS, history. */
export function ClientDetailView({ id, backTo, onDeleted }: { id: string; backTo: string; onDeleted: () => void }) {
  const client = useClient(id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const back = (
    <ButtonLink to={backTo} variant="ghost" size="sm" className="justify-self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All Clients
    </ButtonLink>
  );

  // A client's details with Send Email and Send SMS stand well over 40 rem: reserving that keeps
  // Add New Client, under the client on a phone, off the screen until they arrive (ADR 046).
  if (client.isPending) return <QueryLoading label="Loading the client…" reserve="min-h-[40rem]" />;
  if (client.isError) {
    if (client.error instanceof ApiError && client.error.status === 404) {
      return (
        <div className="grid gap-4">
          {back}
          <QueryEmpty message="Client not found">
            <p>{CLIENT_MESSAGES.notFound}</p>
          </QueryEmpty>
        </div>
      );
    }
    return <QueryError message="Failed to load the client" onRetry={() => void client.refetch()} retrying={client.isRefetching} />;
  }
  const c = client.data;
  const tel = c.phone ? (toE164(c.phone) ?? c.phone) : null;

  return (
    <article aria-labelledby="client-name" className="grid gap-8">
      <div className="grid gap-4">
        {back}
        {editing ? (
          <>
            <h2 id="client-name" className="text-2xl font-bold text-navy-950">
              Edit {c.name}
            </h2>
            <EditClientForm client={c} onDone={() => setEditing(false)} />
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="client-name" className="text-2xl font-bold text-navy-950">
                  {c.name}
                </h2>
                {c.company ? <p className="text-navy-700">{c.company}</p> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </div>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-navy-700">Email</dt>
                <dd>
                  {c.email ? (
                    <a href={`mailto:${c.email}`} className="inline-flex items-center gap-1.5 text-navy-900 underline">
                      <Mail aria-hidden="true" className="size-4" />
                      {c.email}
                    </a>
                  ) : (
                    <span className="text-navy-600">Not given</span>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-navy-700">Phone</dt>
                <dd>
                  {c.phone ? (
                    <a href={`tel:${tel}`} className="inline-flex items-center gap-1.5 text-navy-900 underline">
                      <Phone aria-hidden="true" className="size-4" />
                      {c.phone}
                    </a>
                  ) : (
                    <span className="text-navy-600">Not given</span>
                  )}
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm font-semibold text-navy-700">Notes</dt>
                <dd className="whitespace-pre-line text-navy-900">{c.notes ?? <span className="text-navy-600">No notes</span>}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
      <div className="grid gap-8 border-t border-cream-300 pt-6 lg:grid-cols-2">
        <SendEmailPanel key={`email-${c.id}`} client={c} />
        <SendSmsPanel key={`sms-${c.id}`} client={c} />
      </div>
      <div className="border-t border-cream-300 pt-6">
        <HistoryPanel key={c.id} clientId={c.id} />
      </div>
      <DeleteClientDialog client={c} open={confirming} onClose={() => setConfirming(false)} onDeleted={onDeleted} />
    </article>
  );
}
