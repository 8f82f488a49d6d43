import { useState } from "react";
import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";
import { failureToast } from "./send-failure.ts";

/**
 * Why a message was not sent, shown by the form until the next send rather than only in a
 * passing toast: its e-mail address is not confirmed yet (what to do), staff paused its sending
 * (whom to call), the server refused it (why), or the server could not be reached (with Retry).
 * The server's words (core/clients/communication-fields.ts); what was typed stays in the form.
 */
const ACCOUNT_REFUSALS = new Set(["email_not_confirmed", "sending_suspended"]);

export function useSendRefusal(failed: string) {
  const [failure, setFailure] = useState<Failure | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    onFailed: (error: unknown) => {
      if (error instanceof ApiError && error.status === 403 && ACCOUNT_REFUSALS.has(error.code)) {
        setFailure({ message: error.message, retryable: false });
        return;
      }
      setFailure(describeFailure(error, failed));
      failureToast(error, failed);
    },
  };
}
