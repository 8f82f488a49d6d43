import { isAuthError } from "@supabase/auth-js";
import { AUTH_MESSAGES, signUpErrorMessage, type AuthErrorLike } from "#core/auth/auth-messages.ts";

/** The `{code, message, status}` of whatever an auth call threw or returned, for core/auth's mapping. */
export function toAuthErrorLike(error: unknown): AuthErrorLike {
  if (isAuthError(error)) return { code: error.code ?? null, message: error.message, status: error.status ?? null };
  if (error instanceof Error) return { message: error.message };
  return {};
}

/**
 * The registration form's message for a refused sign-up. The auth server refuses an address in
 * two ways, as GoTrue does (server/auth/email-address.ts): one it cannot parse (400
 * validation_failed "Unable to validate email address: invalid format") and one it would not
 * deliver to (email_address_invalid). Both are the spec's 'Please enter a valid email address'.
 */
export function registerErrorMessage(error: AuthErrorLike): string {
  if (error.code === "validation_failed" && /unable to validate email address/i.test(error.message ?? "")) {
    return AUTH_MESSAGES.invalidEmail;
  }
  return signUpErrorMessage(error);
}
