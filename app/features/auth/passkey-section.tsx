import type { PasskeyListItem } from "@supabase/auth-js";
import { format } from "date-fns";
import { Fingerprint, Plus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryError, QueryLoading } from "#app/components/ui/query-state.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { isRateLimited, needsHigherAssurance, rateLimitMessage } from "#core/auth/auth-messages.ts";
import { lastRetryAfterSeconds } from "#app/lib/auth/auth-client.ts";
import { toast } from "#app/lib/toast.ts";
import { useWebAuthnSupport } from "./passkey-factors.ts";
import { PASSKEY_MESSAGES, ceremonyErrorMessage, passkeyLabel, passkeyNameError, toCeremonyErrorLike } from "./passkey-names.ts";
import { CeremonyNote, type Note } from "./passkey-note.tsx";
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "./passkey-queries.ts";

const day = (iso: string) => format(new Date(iso), "MMMM d, yyyy");

/** A failed rename or removal: the rate limit with its wait, a second step owed, or a plain sentence. */
function changeFailed(error: unknown, fallback: string): string {
  const like = toCeremonyErrorLike(error);
  if (isRateLimited(like)) return rateLimitMessage(lastRetryAfterSeconds());
  if (needsHigherAssurance(like)) return PASSKEY_MESSAGES.secondStepFirst;
  return fallback;
}

/**
 * /account/security's passkeys: what a passkey is, adding one for this device (the browser's own
 * prompt), and the list of them with when each was added and last used, to rename or remove.
 * A new passkey opens with its name ready to change.
 */
export function PasskeySection() {
  const supported = useWebAuthnSupport();
  const passkeys = usePasskeys(supported === true);
  const add = useAddPasskey();
  const [note, setNote] = useState<Note | null>(null);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyListItem | null>(null);

  const addPasskey = () => {
    setNote(null);
    add.mutate(passkeys.data ?? [], {
      onSuccess: (created) => {
        toast.success("Passkey added. Next time, sign in with it instead of your password.");
        setRenamingId(created.id);
      },
      onError: (error) =>
        setNote(
          ceremonyErrorMessage(
            toCeremonyErrorLike(error),
            { cancelled: PASSKEY_MESSAGES.addCancelled, failed: PASSKEY_MESSAGES.addFailed },
            lastRetryAfterSeconds(),
          ),
        ),
    });
  };

  const list = passkeys.data ?? [];

  return (
    <Card role="region" aria-labelledby="passkeys-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="passkeys-heading" className="flex items-center gap-2 text-xl font-bold text-navy-950">
          <Fingerprint aria-hidden="true" className="size-5 text-navy-600" />
          Passkeys
        </h2>
        {passkeys.isSuccess ? (
          <Badge tone={list.length > 0 ? "success" : "neutral"}>{list.length > 0 ? `${list.length} saved` : "None yet"}</Badge>
        ) : null}
      </div>
      <p className="mt-2 max-w-prose text-navy-700">
        A passkey lets you sign in with your phone&apos;s or computer&apos;s fingerprint, face or PIN, with no password to
        type, and it only works on this site, so it cannot be phished.
      </p>
      <div className="mt-5 grid gap-5">
        {supported === false ? (
          <p role="note" className="max-w-prose rounded-lg border border-navy-200 bg-navy-50 p-3 text-sm font-medium text-navy-800">
            This browser cannot create passkeys. Open this page in an up-to-date Safari, Chrome, Edge or Firefox, or on
            your phone, to add one. You can keep signing in with your email and password.
          </p>
        ) : null}
        {supported && passkeys.isPending ? <QueryLoading label="Loading your passkeys…" className="py-4" /> : null}
        {supported && passkeys.isError ? (
          <QueryError
            message="We could not load your passkeys."
            onRetry={() => void passkeys.refetch()}
            retrying={passkeys.isFetching}
            className="py-6"
          />
        ) : null}
        {supported && passkeys.isSuccess ? (
          <>
            {list.length > 0 ? (
              <ul className="grid gap-3" aria-label="Your passkeys">
                {list.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    renaming={renamingId === passkey.id}
                    onRename={() => setRenamingId(passkey.id)}
                    onRenameDone={() => setRenamingId(null)}
                    onRemove={() => setRemoving(passkey)}
                  />
                ))}
              </ul>
            ) : null}
            <div className="grid justify-items-start gap-3">
              <CeremonyNote note={note} />
              <Button onClick={addPasskey} busy={add.isPending} busyLabel="Waiting for your device...">
                <Plus aria-hidden="true" className="size-4" />
                Add a Passkey
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function PasskeyRow({
  passkey,
  renaming,
  onRename,
  onRenameDone,
  onRemove,
}: {
  passkey: PasskeyListItem;
  renaming: boolean;
  onRename: () => void;
  onRenameDone: () => void;
  onRemove: () => void;
}) {
  const name = passkeyLabel(passkey.friendly_name);
  return (
    <li className="grid gap-4 rounded-xl border border-cream-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Fingerprint aria-hidden="true" className="size-5 shrink-0 text-navy-600" />
          <div>
            <p className="font-semibold break-words text-navy-950">{name}</p>
            <p className="text-sm text-navy-700">
              Added {day(passkey.created_at)}
              {" · "}
              {passkey.last_used_at ? `Last used ${day(passkey.last_used_at)}` : "Not used to sign in yet"}
            </p>
          </div>
        </div>
        {renaming ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" aria-label={`Rename ${name}`} onClick={onRename}>
              Rename
            </Button>
            <Button variant="secondary" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {renaming ? <RenameForm passkey={passkey} onDone={onRenameDone} /> : null}
    </li>
  );
}

/** Renaming in place: the field starts with the current name, selected, so typing replaces it. */
function RenameForm({ passkey, onDone }: { passkey: PasskeyListItem; onDone: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.friendly_name ?? "");
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const problem = passkeyNameError(name);
    setError(problem);
    if (problem) return input.current?.focus();
    const trimmed = name.trim();
    if (trimmed === passkey.friendly_name) return onDone();
    rename.mutate(
      { id: passkey.id, name: trimmed },
      {
        onSuccess: () => {
          toast.success("Passkey renamed.");
          onDone();
        },
        onError: (failure) => setAlert(changeFailed(failure, "We could not rename the passkey. Please try again.")),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Name this passkey" className="grid gap-3 border-t border-cream-300 pt-4">
      <Field
        ref={input}
        className="max-w-md"
        label="Passkey name"
        hint="A name you will recognize, such as “Work laptop” or “Kitchen iPad”."
        name="passkey-name"
        autoComplete="off"
        value={name}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          if (error) setError(passkeyNameError(e.target.value));
        }}
      />
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={rename.isPending} busyLabel="Saving...">
          Save Name
        </Button>
        <Button variant="secondary" disabled={rename.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RemovePasskeyDialog({ passkey, onClose }: { passkey: PasskeyListItem | null; onClose: () => void }) {
  const remove = useRemovePasskey();
  const [alert, setAlert] = useState<string | null>(null);
  const name = passkeyLabel(passkey?.friendly_name);

  return (
    <ConfirmDialog
      open={passkey !== null}
      title={`Remove ${name}?`}
      confirmLabel="Remove Passkey"
      busyLabel="Removing..."
      busy={remove.isPending}
      onConfirm={() => {
        if (!passkey) return;
        setAlert(null);
        remove.mutate(passkey.id, {
          onSuccess: () => {
            toast.success("Passkey removed.");
            onClose();
          },
          onError: (failure) => setAlert(changeFailed(failure, "We could not remove the passkey. Please try again.")),
        });
      }}
      onClose={() => {
        setAlert(null);
        onClose();
      }}
    >
      <p>
        You will no longer be able to sign in with this passkey. Your password, and any other passkeys, keep working.
      </p>
      {alert ? <FormAlert className="mt-3">{alert}</FormAlert> : null}
    </ConfirmDialog>
  );
}
