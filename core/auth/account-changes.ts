/**
 * What the account pages say while a password or e-mail address changes (app/features/auth/),
 * for the answers of GoTrue's secure password change (reauthentication_needed, a code e-mailed by
 * GET /reauthenticate sent back as `nonce`) and secure e-mail change (links to both addresses).
 * Pure: the forms pass the server's `{ code, message, status }` and the URL fragment in.
 */
import { AUTH_MESSAGES, type AuthErrorLike } from "./auth-messages.ts";
import { MESSAGES } from "./credentials.ts";

/** GoTrue's answer after the first of the two e-mail-change links (server/auth/email-change.ts). */
export const FIRST_OF_TWO_LINKS = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

export const ACCOUNT_CHANGE_MESSAGES = {
  codeWrong: "That code is not valid or has expired. Use the newest e-mail from us, or send a new code.",
  codeNotSent: "We could not send the code just now. Please try again in a moment.",
  emailChangeFailed: "We could not change your e-mail address. Please try again.",
  sameEmail: "This is already your e-mail address.",
  firstLinkAccepted:
    "One of the two links is confirmed. Now follow the link we sent to your other address to finish the change.",
  linkFailed: "This confirmation link has expired or was already used. Send the links again and use the newest e-mail.",
  linksResent: "We sent the confirmation links again. Use the newest e-mails.",
} as const;

/** The server wants a code from the person's inbox before it changes the password (session older than a day). */
export function needsReauthentication(error: AuthErrorLike): boolean {
  return error.code === "reauthentication_needed";
}

/** The code field's message when the server refused the code; null when the refusal was about something else. */
export function reauthenticationCodeError(error: AuthErrorLike): string | null {
  return error.code === "reauthentication_not_valid" ? ACCOUNT_CHANGE_MESSAGES.codeWrong : null;
}

/** The new-address field's message for a refused change (rate limits are the form's alert, not this). */
export function emailChangeErrorMessage(error: AuthErrorLike): string {
  if (error.code === "email_exists" || error.code === "user_already_exists") return AUTH_MESSAGES.emailTaken;
  if (error.code === "email_address_invalid" || (error.code === "validation_failed" && /email/i.test(error.message ?? ""))) {
    return MESSAGES.invalidEmail;
  }
  return ACCOUNT_CHANGE_MESSAGES.emailChangeFailed;
}

/** What was sent after a change of address was asked for, and what the person does next. */
export function emailChangeSentMessage(change: { current: string; next: string; bothAddresses: boolean }): string {
  const until = "Until then you keep signing in with your current address.";
  return change.bothAddresses
    ? `We sent a confirmation link to ${change.next} and another to your current address, ${change.current}. Follow both links to finish the change. ${until}`
    : `We sent a confirmation link to ${change.next}. Follow it to finish the change. ${until}`;
}

/**
 * What a confirmation link left in the URL fragment when it brought the person back: the first
 * of two links accepted, or a link that did not work; null for anything else (a session, nothing).
 */
export function emailChangeLinkNotice(fragment: string): { tone: "success" | "error"; text: string } | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ""));
  if (params.get("message") === FIRST_OF_TWO_LINKS) return { tone: "success", text: ACCOUNT_CHANGE_MESSAGES.firstLinkAccepted };
  if (params.has("error_code") || params.has("error")) return { tone: "error", text: ACCOUNT_CHANGE_MESSAGES.linkFailed };
  return null;
}
