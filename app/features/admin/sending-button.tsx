import { MessageSquareOff, MessageSquareText } from "lucide-react";
import { useState } from "react";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/lib/toast.ts";
import type { AdminUser } from "#core/api/admin-users.ts";
import { formatInstant } from "./format.ts";
import { useSetSending } from "./people-queries.ts";

/**
 * Pause an account's e-mails and texts to its clients, or allow them again
 * (PUT /api/v1/admin/users/{id}/sending), after a confirmation that says what it does. The state
 * shows beside the button; a failure keeps the dialog open with the reason.
 */
export function SendingButton({ user, label }: { user: AdminUser; label: string }) {
  const setSending = useSetSending();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const suspended = user.sending_suspended_at !== null;
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = () =>
    setSending.mutate(
      { id: user.id, suspended: !suspended },
      {
        onSuccess: (updated) => {
          close();
          toast.success(updated.sending_suspended_at ? M.sendingSuspended : M.sendingResumed);
        },
        onError: () => setFailure(M.sendingUpdateFailed),
      },
    );
  return (
    <div className="grid justify-items-start gap-1">
      {suspended ? (
        <span className="text-xs font-semibold text-red-700">
          Paused <time dateTime={user.sending_suspended_at!}>{formatInstant(user.sending_suspended_at!)}</time>
        </span>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${suspended ? "Allow sending" : "Pause sending"} for ${label}`}>
        {suspended ? <MessageSquareText aria-hidden="true" className="size-4" /> : <MessageSquareOff aria-hidden="true" className="size-4" />}
        {suspended ? "Allow sending" : "Pause sending"}
      </Button>
      <ConfirmDialog
        open={open}
        title={suspended ? `Allow ${label} to send again?` : `Pause sending for ${label}?`}
        confirmLabel={suspended ? "Allow sending" : "Pause sending"}
        busyLabel="Saving..."
        busy={setSending.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <p>
          {suspended
            ? "The account can e-mail and text its clients through us again, within the usual limits."
            : "The account can no longer e-mail or text its clients through us; it is told to call the office. Everything else about the account stays as it is."}
        </p>
        {failure ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
