import { Pencil } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { ADMIN_MESSAGES as M } from "#core/admin/admin-messages.ts";
import { countFieldSchema, MAX_TRANSACTION_COUNT } from "#core/admin/people-count.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses } from "#app/components/ui/field.tsx";
import { cx } from "#app/lib/cx.ts";
import { toast } from "#app/lib/toast.ts";
import type { AdminUser } from "#core/api/admin-users.ts";
import { useSetTransactionCount } from "./people-queries.ts";

/**
 * A user's transaction count, edited in its cell: Edit opens a number field with Save and
 * Cancel. The field's text is checked by the same rule as the API's (core/admin/people-count.ts);
 * the server adds or removes closed "sale" transactions to reach the new count.
 */
export function CountEditor({ user, label }: { user: AdminUser; label: string }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useSetTransactionCount();
  const editButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const close = () => {
    setEditing(false);
    setError(null);
    // Focus returns to where the person started, not to the top of the page.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const open = () => {
    setText(String(user.transaction_count));
    setError(null);
    setEditing(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = countFieldSchema.safeParse(text);
    if (!parsed.success) {
      setError(M.invalidCount);
      return;
    }
    setError(null);
    save.mutate(
      { id: user.id, count: parsed.data },
      {
        onSuccess: () => {
          toast.success(M.countUpdated);
          close();
        },
        onError: () => toast.error(M.countUpdateFailed),
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <span className="min-w-8 text-base font-semibold text-navy-950 tabular-nums">{user.transaction_count}</span>
        <button
          ref={editButton}
          type="button"
          className={buttonClasses("ghost", "sm")}
          onClick={open}
          aria-label={`Edit transaction count of ${label}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Transaction count of ${label}`} className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Transaction count of {label}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_TRANSACTION_COUNT}
          step={1}
          value={text}
          autoFocus
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(controlClasses(error), "w-24")}
        />
        <Button type="submit" size="sm" busy={save.isPending} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={close} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
