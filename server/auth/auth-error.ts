/**
 * Errors of the auth API in GoTrue's shape, `{code: <status>, error_code, msg}`, so
 * `@supabase/auth-js` turns them into the same AuthApiError (with `.code`) as it would for
 * Supabase. The error codes are GoTrue's own spellings.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }

  body(): Record<string, unknown> {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const validationFailed = (msg: string) => new AuthError(400, "validation_failed", msg);
export const badJson = () =>
  new AuthError(400, "bad_json", "Could not parse request body as JSON: the body must be a JSON object");
export const invalidCredentials = () => new AuthError(400, "invalid_credentials", "Invalid login credentials");
export const noAuthorization = () =>
  new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
export const badJwt = (why: string) => new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${why}`);
export const sessionNotFound = () =>
  new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
export const userNotFound = () => new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
export const insufficientAal = (msg: string) => new AuthError(403, "insufficient_aal", msg);
export const weakPassword = (minLength: number) =>
  new AuthError(422, "weak_password", `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ["length"] },
  });
export const emailInvalid = (email: string) =>
  new AuthError(400, "email_address_invalid", `Email address "${email}" is invalid`);
export const providerDisabled = (what: string) =>
  new AuthError(400, "provider_disabled", `${what} is not enabled on this server`);
export const tooManyRequests = (retryAfterSeconds: number, msg = "Too many requests. Please try again later.") =>
  new AuthError(429, "over_request_rate_limit", msg, {}, { "Retry-After": String(retryAfterSeconds) });
export const signupDisabled = () => new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
