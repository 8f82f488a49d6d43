import { ApiError } from "#app/lib/api/api-error.ts";
import { describeFailure, type Failure } from "#app/lib/api/failure.ts";

/**
 * Why a message, an edit or a read mark did not go through, for the inline error beside its
 * button: a refusal says the server's reason alone (sending the same again will not help, except
 * after a rate limit); the server unreachable or failing offers Retry. The typed text stays.
 */
export function messageFailure(error: unknown, what: string): Failure {
  if (error instanceof ApiError && error.status !== 0 && error.isClientError && error.status !== 429 && error.status !== 408) {
    return { message: error.message, retryable: false };
  }
  return describeFailure(error, what);
}

/** The verified status-link session is over (its 30 minutes, the link replaced). */
export function isSessionOver(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
