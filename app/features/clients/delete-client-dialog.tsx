import { Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ClientDetail } from "#core/api/client.ts";
import { CLIENT_MESSAGES } from "#core/clients/client-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/lib/toast.ts";
import { useDeleteClient } from "./clients-queries.ts";

/**
 * "Delete this client?" in a modal dialog (the browser's <dialog>: focus moves in, Escape
 * cancels, the page behind is inert). Deleting also removes the client's history.
 */
export function DeleteClientDialog({ client, open, onClose, onDeleted }: { client: ClientDetail; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const remove = useDeleteClient(client.id);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(CLIENT_MESSAGES.deleted);
        onDeleted();
      },
      onError: () => toast.error(CLIENT_MESSAGES.deleteFailed),
    });

  return (
    <dialog
      ref={ref}
      aria-labelledby="delete-client-heading"
      aria-describedby="delete-client-text"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-cream-300 bg-white p-6 text-navy-900 shadow-xl backdrop:bg-navy-950/50"
    >
      <h2 id="delete-client-heading" className="text-xl font-bold text-navy-950">
        Delete {client.name}?
      </h2>
      <p id="delete-client-text" className="mt-2 text-navy-700">
        This removes the client and their history of e-mails and texts from your list. It cannot be undone.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending} autoFocus>
          Keep Client
        </Button>
        <Button variant="danger" onClick={confirm} busy={remove.isPending} busyLabel="Deleting...">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Client
        </Button>
      </div>
    </dialog>
  );
}
