import { CircleAlert, CircleCheck, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import type { Failure } from "#app/lib/api/failure.ts";
import { cx } from "#app/lib/cx.ts";
import { Button } from "./button.tsx";

/**
 * A message about a whole form or one action (the server said no, too many attempts, the server
 * could not be reached, it worked), shown beside the control it is about. Errors are an alert,
 * read out as soon as they appear; confirmations a polite status. With `onRetry`, an error offers
 * Retry, which sends the same again (what was typed is still in the form).
 */
export function FormAlert({
  tone = "error",
  onRetry,
  retrying = false,
  className,
  children,
}: {
  tone?: "error" | "success";
  /** Offers Retry beside the message. */
  onRetry?: () => void;
  /** True while the retry runs: the button shows it is busy. */
  retrying?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx(
        "flex flex-wrap items-start gap-3 rounded-lg border p-3 text-sm font-medium",
        tone === "error" ? "border-red-100 bg-red-50 text-red-700" : "border-green-100 bg-green-50 text-green-700",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 basis-40">{children}</div>
      {onRetry ? (
        <Button type="button" variant="secondary" size="sm" onClick={onRetry} busy={retrying} busyLabel="Retrying..." className="-my-1">
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/**
 * An action's failure beside its control (a send, a download, an upload, a change): nothing
 * without one; Retry when sending the same again may work (app/lib/api/failure.ts).
 */
export function FailureAlert({
  failure,
  onRetry,
  retrying = false,
  className,
}: {
  failure: Failure | null | undefined;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  if (!failure) return null;
  return (
    <FormAlert onRetry={failure.retryable ? onRetry : undefined} retrying={retrying} className={className}>
      {failure.message}
    </FormAlert>
  );
}
