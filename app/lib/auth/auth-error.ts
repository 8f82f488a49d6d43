import { isAuthError } from "@supabase/auth-js";
import type { AuthErrorLike } from "../../../core/auth/auth-messages.ts";

/** The `{code, message, status}` of whatever an auth call threw or returned, for core/auth's mapping. */
export function toAuthErrorLike(error: unknown): AuthErrorLike {
  if (isAuthError(error)) return { code: error.code ?? null, message: error.message, status: error.status ?? null };
  if (error instanceof Error) return { message: error.message };
  return {};
}
