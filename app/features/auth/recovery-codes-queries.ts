/**
 * Two-step recovery codes (/auth/v1/recovery-codes, ADR 035): auth-js has no calls for them, so
 * these send the auth client's access token themselves. A code that is accepted gives a new
 * (aal2) session, which is handed to auth-js with setSession, so the app carries on exactly as
 * after an authenticator code. A refusal is thrown as `{ code, message, status }` (AuthErrorLike),
 * with the Retry-After of a rate limit.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthErrorLike } from "#core/auth/auth-messages.ts";
import { parseRetryAfterSeconds } from "#core/auth/auth-messages.ts";
import {
  issuedRecoveryCodesSchema,
  recoveryCodesStatusSchema,
  type IssuedRecoveryCodes,
  type RecoveryCodesStatus,
} from "#core/auth/mfa-recovery-codes.ts";
import { getAuthClient } from "#app/lib/auth/auth-client.ts";

export const recoveryCodeKeys = { status: ["auth", "recovery-codes"] as const };

export class RecoveryCodeError extends Error implements AuthErrorLike {
  constructor(
    readonly status: number | null,
    readonly code: string | null,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "RecoveryCodeError";
  }
}

async function send(path: string, method: "GET" | "POST", body?: unknown): Promise<unknown> {
  const client = getAuthClient();
  const { data } = await client.getSession();
  const token = data.session?.access_token;
  if (!token) throw new RecoveryCodeError(401, "no_authorization", "Not signed in");
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/auth/v1/recovery-codes${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new RecoveryCodeError(null, "network_error", "The request did not reach the server");
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const fields = (json ?? {}) as { error_code?: unknown; msg?: unknown };
    throw new RecoveryCodeError(
      response.status,
      typeof fields.error_code === "string" ? fields.error_code : null,
      typeof fields.msg === "string" ? fields.msg : response.statusText,
      response.status === 429 ? parseRetryAfterSeconds(response.headers.get("Retry-After")) : null,
    );
  }
  return json;
}

export function useRecoveryCodeStatus(enabled: boolean) {
  return useQuery({
    queryKey: recoveryCodeKeys.status,
    queryFn: async (): Promise<RecoveryCodesStatus> => recoveryCodesStatusSchema.parse(await send("", "GET")),
    enabled,
  });
}

/** A new set (the old stops working); needs an aal2 session. */
export async function issueRecoveryCodes(): Promise<IssuedRecoveryCodes> {
  return issuedRecoveryCodesSchema.parse(await send("", "POST", {}));
}

export function useIssueRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueRecoveryCodes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recoveryCodeKeys.status }),
  });
}

/** A recovery code in place of the authenticator's: the session is raised to aal2 and handed to auth-js. */
export async function proveWithRecoveryCode(code: string): Promise<void> {
  const session = (await send("/verify", "POST", { code })) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof session.access_token !== "string" || typeof session.refresh_token !== "string") {
    throw new RecoveryCodeError(null, "unexpected_response", "The server answered in a way this page does not understand.");
  }
  const { error } = await getAuthClient().setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  if (error) throw new RecoveryCodeError(error.status ?? null, error.code ?? null, error.message);
}
