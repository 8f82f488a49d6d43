import { Eye, History, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ClosingMessage } from "#core/api/closing-message.ts";
import { MESSAGE_BODY_MAX } from "#core/closing/closing-messages.ts";
import { messagePatchSchema } from "#core/closing/message-input.ts";
import { looksLikeWireDetails, WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FailureAlert } from "#app/components/ui/form-alert.tsx";
import { ApiError } from "#app/lib/api/api-error.ts";
import type { Failure } from "#app/lib/api/failure.ts";
import { fieldErrorsOf, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { messageFailure } from "./message-failure.ts";
import { clockTime, messageTime, readByText } from "./message-format.ts";

/** True until the message's edit window closes; re-renders once when it does. */
function useStillEditable(until: string | null): boolean {
  const [, setTick] = useState(0);
  const left = until ? Date.parse(until) - Date.now() : -1;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), left + 50);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left > 0;
}

/** Staff correct their own message: the same checks as sending, the text kept on any error. */
function EditForm({ message, onSave, onCancel }: { message: ClosingMessage; onSave: (body: string) => Promise<unknown>; onCancel: () => void }) {
  const [body, setBody] = useState(message.body);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function save() {
    const parsed = messagePatchSchema.safeParse({ body });
    const problem = parsed.success ? (looksLikeWireDetails(body) ? WIRE_DETAILS_REFUSED : undefined) : fieldErrorsOf<"body">(parsed.error).body;
    if (problem) {
      setError(problem);
      focusFirstInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setSaving(true);
    try {
      await onSave(body);
    } catch (err) {
      if (err instanceof ApiError && err.fields.body) {
        setError(err.fields.body);
        focusFirstInvalid(formRef.current);
      } else setFailure(messageFailure(err, "Your change was not saved"));
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  return (
    <form ref={formRef} aria-label="Edit your message" onSubmit={submit} noValidate className="grid gap-3">
      <Field control="textarea" label="Your message" rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={MESSAGE_BODY_MAX + 200} error={error} />
      <FailureAlert failure={failure} onRetry={() => formRef.current?.requestSubmit()} retrying={saving} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={saving} busyLabel="Saving...">
          Save Change
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Staff's tools under a message: who on the file has read it, Edit and Remove on their own message
 * within its 10 minutes (core/closing/closing-messages.ts canEditMessage; the server decides), and
 * what it said before each change.
 */
export function MessageStaffTools({
  message,
  onEdit,
  onRemove,
  now,
}: {
  message: ClosingMessage;
  onEdit?: (body: string) => Promise<unknown>;
  onRemove?: () => Promise<unknown>;
  now: Date;
}) {
  const editable = useStillEditable(message.removed_at ? null : message.editable_until);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<Failure>();

  async function remove() {
    if (!onRemove) return;
    setRemoving(true);
    setRemoveFailure(undefined);
    try {
      await onRemove();
      setConfirming(false);
    } catch (err) {
      setConfirming(false);
      setRemoveFailure(messageFailure(err, "The message was not removed"));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div className="grid gap-2 border-t border-cream-300 pt-2 text-sm text-navy-700">
      {message.visibility !== "staff" && !message.removed_at ? (
        <p className="flex items-start gap-1.5">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{readByText(message.read_by)}</span>
        </p>
      ) : null}
      {editing && onEdit ? (
        <EditForm
          message={message}
          onSave={async (body) => {
            await onEdit(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : editable && (onEdit || onRemove) ? (
        <div className="flex flex-wrap gap-2">
          {onEdit ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : null}
          {onRemove ? (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
          ) : null}
          <span className="self-center">You can change this until {clockTime(message.editable_until!)}.</span>
        </div>
      ) : null}
      <FailureAlert failure={removeFailure} onRetry={() => void remove()} retrying={removing} />
      {message.revisions.length ? (
        <details className="group">
          <summary className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 font-semibold text-navy-800">
            <History aria-hidden="true" className="size-4" />
            Earlier versions ({message.revisions.length})
          </summary>
          <ol className="mt-2 grid gap-2">
            {message.revisions.map((revision, index) => (
              <li key={`${revision.changed_at}-${index}`} className="rounded-lg bg-cream-100 p-2">
                <p className="text-xs font-semibold text-navy-700">
                  {revision.change === "removed" ? "Removed" : "Edited"} {messageTime(revision.changed_at, now)}. Before:
                </p>
                <p className="whitespace-pre-wrap text-navy-900 [overflow-wrap:anywhere]">{revision.body}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Remove this message?"
        confirmLabel="Remove Message"
        busyLabel="Removing..."
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        Everyone who can see it will see “Message removed” instead. What it said stays in its earlier versions for staff.
      </ConfirmDialog>
    </div>
  );
}
