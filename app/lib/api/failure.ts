import { isLoadFailure } from "../lazy-import.ts";
import { ApiError } from "./api-error.ts";

export interface Failure {
  /** What to show beside the control: what did not happen, and why in words a person can act on. */
  message: string;
  /** Whether sending the same again may work (the server was unreachable or had a problem). */
  retryable: boolean;
}

/**
 * Why an action did not happen, for the inline error beside its control (FormAlert with Retry).
 * `what` names the action's failure ("Failed to send email"). The server unreachable, or the
 * page's own code not loading, is worth a retry; a refusal (4xx) says the server's reason instead.
 */
export function describeFailure(error: unknown, what: string): Failure {
  if ((error instanceof ApiError && error.status === 0) || isLoadFailure(error)) {
    return { message: `${what}: we could not reach the server. Check your connection, then retry.`, retryable: true };
  }
  if (error instanceof ApiError && error.isClientError) {
    return { message: `${what}: ${error.message}`, retryable: error.status === 408 || error.status === 429 };
  }
  return { message: `${what}: the server had a problem. Please retry in a moment.`, retryable: true };
}
