/**
 * Checking an e-mail address in GoTrue's order: first its format (checkmail's pattern, which
 * GoTrue's validateEmail uses: 400 validation_failed "Unable to validate email address: invalid
 * format"), then whether we would deliver to it (GoTrue's send-time email_address_invalid), which
 * for us is the spec's pattern with a dotted domain (core/auth/credentials.ts).
 */
import { isValidEmail, normaliseEmail } from "#core/auth/credentials.ts";
import { AuthError, emailInvalid } from "./auth-error.ts";

const CHECKMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const invalidEmailFormat = () => new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");

/** The normalised address, or GoTrue's error for it. */
export function checkEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (!CHECKMAIL_FORMAT.test(email)) throw invalidEmailFormat();
  if (!isValidEmail(email)) throw emailInvalid(raw);
  return email;
}
