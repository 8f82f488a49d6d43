import { ApiError } from "#app/lib/api/api-error.ts";
import { toast } from "#app/lib/toast.ts";

/**
 * The toast for a message that was not sent: the spec's words ('Failed to send email'), and when
 * the server said why in words a person can act on (no e-mail on file, opted out, the hourly
 * limit), that reason too.
 */
export function failureToast(error: unknown, failed: string): void {
  const reason = error instanceof ApiError && (error.status === 409 || error.status === 429) ? error.message : undefined;
  toast.error(failed, reason ? { description: reason } : undefined);
}
