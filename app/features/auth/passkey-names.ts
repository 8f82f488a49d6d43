import { isRateLimited, needsHigherAssurance, rateLimitMessage, type AuthErrorLike } from "#core/auth/auth-messages.ts";
import { uniqueFactorName } from "./factor-name.ts";

/** The server keeps a passkey's name to 120 characters (auth-js's PasskeyUpdateParams). */
export const PASSKEY_NAME_MAX = 120;

/**
 * What the person would call the device a new passkey was made on, read from the browser's
 * user agent ("iPhone", "Mac", "Windows computer"), for when the server gives the passkey no name.
 */
export function deviceName(userAgent: string): string {
  if (/iPhone|iPod/.test(userAgent)) return "iPhone";
  if (/iPad/.test(userAgent)) return "iPad";
  if (/Android/.test(userAgent)) return /Mobile/.test(userAgent) ? "Android phone" : "Android tablet";
  if (/CrOS/.test(userAgent)) return "Chromebook";
  if (/Macintosh|Mac OS X/.test(userAgent)) return "Mac";
  if (/Windows/.test(userAgent)) return "Windows computer";
  if (/Linux/.test(userAgent)) return "Linux computer";
  return "This device";
}

/** What the server calls a passkey it has no name for (GoTrue's fallback when it knows no model). */
const GENERIC_NAME = "Passkey";

/**
 * The name a new passkey gets: the server's own if it gave a real one (an authenticator's model),
 * otherwise (none, or just "Passkey") the device's, made unique among the account's other
 * passkeys ("iPhone", then "iPhone 2").
 */
export function newPasskeyName(
  serverName: string | null | undefined,
  userAgent: string,
  existing: ReadonlyArray<string | null | undefined>,
): string {
  const given = serverName?.trim();
  if (given && given.toLowerCase() !== GENERIC_NAME.toLowerCase()) return given;
  return uniqueFactorName(existing, deviceName(userAgent));
}

/** How a passkey is shown in the list: its name, or "Passkey" when it has none. */
export function passkeyLabel(name: string | null | undefined): string {
  return name?.trim() || GENERIC_NAME;
}

/** The field error of a new name, or null when it can be saved. */
export function passkeyNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "Enter a name for this passkey";
  if (trimmed.length > PASSKEY_NAME_MAX) return `Keep the name to ${PASSKEY_NAME_MAX} characters or fewer`;
  return null;
}

/** What auth-js hands back when the browser's passkey prompt fails: a WebAuthnError or an AuthError. */
export interface CeremonyErrorLike extends AuthErrorLike {
  name?: string | null;
}

/**
 * True when the person closed or cancelled the browser's passkey prompt (or it timed out): the
 * browser says NotAllowedError and auth-js passes that through, or it aborted the ceremony.
 */
export function isCancelledCeremony(error: CeremonyErrorLike): boolean {
  return error.name === "NotAllowedError" || error.name === "AbortError" || error.code === "ERROR_CEREMONY_ABORTED";
}

/** The fields of whatever a passkey call returned or threw, for the functions above and below. */
export function toCeremonyErrorLike(error: unknown): CeremonyErrorLike {
  if (!error || typeof error !== "object") return {};
  const { name, code, message, status } = error as Record<string, unknown>;
  return {
    name: typeof name === "string" ? name : null,
    code: typeof code === "string" ? code : null,
    message: typeof message === "string" ? message : null,
    status: typeof status === "number" ? status : null,
  };
}

export const PASSKEY_MESSAGES = {
  signInCancelled: "No passkey was used. You can try again, or sign in with your email and password.",
  signInFailed: "We could not sign you in with that passkey. Try again, or sign in with your email and password.",
  addCancelled: "No passkey was added. Choose Add a Passkey when you are ready to try again.",
  alreadyAdded: "This device already has a passkey for your account.",
  addFailed: "We could not add the passkey. Please try again.",
  keyCancelled: "The security key was not used. Choose the button again when your key is ready.",
  keyFailed: "We could not check your security key. Please try again.",
  keyAddFailed: "We could not add the security key. Please try again.",
  secondStepFirst:
    "Your account has two-step verification, so this needs a freshly verified sign-in. Sign out, sign in again with your code or key, then try once more.",
} as const;

/** What a passkey prompt that did not finish says: calm for a cancel, the rate limit, or a plain failure. */
export function ceremonyErrorMessage(
  error: CeremonyErrorLike,
  messages: { cancelled: string; failed: string },
  retryAfterSeconds: number | null = null,
): { tone: "calm" | "error"; text: string } {
  if (isCancelledCeremony(error)) return { tone: "calm", text: messages.cancelled };
  if (isRateLimited(error)) return { tone: "error", text: rateLimitMessage(retryAfterSeconds) };
  if (needsHigherAssurance(error)) return { tone: "error", text: PASSKEY_MESSAGES.secondStepFirst };
  if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return { tone: "error", text: PASSKEY_MESSAGES.alreadyAdded };
  return { tone: "error", text: messages.failed };
}
