/**
 * What the auth forms say when the auth server says no. The server's errors arrive as
 * `{ code, message, status }` (auth-js's AuthApiError); these functions only look at that shape,
 * so they are shared and tested without a browser.
 */

export interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number | null;
}

export const AUTH_MESSAGES = {
  signInSuccess: "Welcome back!",
  signInFailed: "Failed to sign in. Please check your credentials.",
  roleLookupFailed: "An error occurred during login",
  signUpSuccess: "Account created successfully!",
  emailTaken: "This email is already registered",
  signUpFailed: "Failed to create account. Please try again.",
  invalidEmail: "Please enter a valid email address",
  accessDenied: "Access denied",
  genericError: "An error occurred",
  wrongCode: "That code did not match. Check your authenticator app and try again.",
  codeFailed: "We could not check that code. Please try again.",
  resetLinkSent:
    "If an account exists for that address, we have sent an e-mail with a link and a code to reset your password.",
  passwordUpdated: "Your password has been updated.",
  passwordUpdateFailed: "We could not update your password. Please try again.",
  recoveryCodeFailed: "That code is not valid or has expired. Request a new e-mail and try again.",
} as const;

/** True for the server's "slow down" answer (HTTP 429 or GoTrue's rate-limit codes). */
export function isRateLimited(error: AuthErrorLike): boolean {
  return error.status === 429 || error.code === "over_request_rate_limit" || error.code === "over_email_send_rate_limit";
}

/** "Too many attempts, try again in N seconds." (a minute when the server did not say). */
export function rateLimitMessage(retryAfterSeconds: number | null | undefined): string {
  if (retryAfterSeconds == null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return "Too many attempts, try again in a minute.";
  }
  const seconds = Math.ceil(retryAfterSeconds);
  return `Too many attempts, try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null when absent or bad. */
export function parseRetryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date always names a weekday and month; this also keeps Date.parse from reading "-5" as a year.
  if (!/[a-z]/i.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The spec's sign-up messages: invalid address, address taken, anything else. */
export function signUpErrorMessage(error: AuthErrorLike): string {
  const text = `${error.code ?? ""} ${error.message ?? ""}`.toLowerCase();
  if (text.includes("email_address_invalid")) return AUTH_MESSAGES.invalidEmail;
  if (text.includes("already registered") || error.code === "user_already_exists" || error.code === "email_exists") {
    return AUTH_MESSAGES.emailTaken;
  }
  return AUTH_MESSAGES.signUpFailed;
}

/** True when the server refused because the session needs a second factor first. */
export function needsHigherAssurance(error: AuthErrorLike): boolean {
  return error.code === "insufficient_aal";
}

/** The message for a rejected 6-digit authenticator code. */
export function totpErrorMessage(error: AuthErrorLike): string {
  if (error.code === "mfa_verification_failed" || error.code === "mfa_challenge_expired") return AUTH_MESSAGES.wrongCode;
  return AUTH_MESSAGES.codeFailed;
}

/** The message when setting a new password fails (the field it belongs to is the new password). */
export function passwordUpdateErrorMessage(error: AuthErrorLike): string {
  if (error.code === "same_password") return "Choose a password different from your current one.";
  if (error.code === "weak_password") return "That password is too weak. Choose a longer one that is harder to guess.";
  return AUTH_MESSAGES.passwordUpdateFailed;
}
