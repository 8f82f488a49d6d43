import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { ApiError } from "#app/lib/api/api-error.ts";
import { failureToast } from "./send-failure.ts";

/**
 * Why this account cannot send at all, shown by the form rather than in a passing toast: its
 * e-mail address is not confirmed yet (what to do), or staff paused its sending (whom to call).
 * The server's words (core/clients/communication-fields.ts); what was typed stays in the form.
 */
const ACCOUNT_REFUSALS = new Set(["email_not_confirmed", "sending_suspended"]);

export function useSendRefusal(failed: string) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    clear: () => setRefusal(null),
    onFailed: (error: unknown) => {
      if (error instanceof ApiError && error.status === 403 && ACCOUNT_REFUSALS.has(error.code)) setRefusal(error.message);
      else {
        setRefusal(null);
        failureToast(error, failed);
      }
    },
  };
}

export function SendRefusalNote({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
