/**
 * Bodies of the service-role admin API, as auth-js's GoTrueAdminApi sends them (AdminUserAttributes,
 * GenerateLinkParams). Unknown fields are ignored as GoTrue does; every string follows the one rule
 * for text (core/validation/safe-text.ts), so a NUL or a lone surrogate is a 400, not a database error.
 */
import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "#core/auth/credentials.ts";
import { safeJsonRecord, safeString } from "#core/validation/safe-text.ts";
import { validationFailed } from "#server/auth/auth-error.ts";

const text = () => safeString();
const metadata = safeJsonRecord().refine((m) => JSON.stringify(m).length <= 8_192, "metadata must be under 8 KB");

/** GoTrue's wording (validateEmail), which auth-js's own suite looks for. */
export const emailFormatInvalid = () => validationFailed("Unable to validate email address: invalid format");
export const phoneFormatInvalid = () => validationFailed("Invalid phone number format (E.164 required)");

export const adminUserBody = z.object({
  email: text().trim().max(MAX_EMAIL_LENGTH).optional(),
  phone: text().max(32).optional(),
  password: text().max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`).optional(),
  password_hash: text().max(512).optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: text().max(64).optional(),
  role: text().max(64).optional(),
  aud: text().max(64).optional(),
  id: text().max(64).optional(),
  nonce: text().max(64).optional(),
});
export type AdminUserBody = z.infer<typeof adminUserBody>;

export const deleteUserBody = z.object({ should_soft_delete: z.boolean().optional() });

export const LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export const generateLinkBody = z.object({
  type: z.enum(LINK_TYPES, `type must be one of ${LINK_TYPES.join(", ")}`),
  email: text().trim().max(MAX_EMAIL_LENGTH),
  new_email: text().trim().max(MAX_EMAIL_LENGTH).optional(),
  password: text().max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`).optional(),
  data: metadata.optional(),
  redirect_to: text().max(2048).optional(),
});

export const inviteBody = z.object({
  email: text().trim().max(MAX_EMAIL_LENGTH),
  data: metadata.optional(),
});


/**
 * A number as E.164 without the plus, the way GoTrue stores it (formatPhoneNumber: spaces, dashes,
 * dots, brackets and a leading + dropped); undefined when it is not one.
 */
export function e164(phone: string): string | undefined {
  const digits = phone.replace(/[\s\-.()]/g, "").replace(/^\+/, "");
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

const GO_UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 60e3, h: 3600e3 };

/**
 * GoTrue's ban_duration: a Go duration ("24h", "1h30m", "876000h") or "none" (lift the ban).
 * Answers milliseconds (0 for none); undefined when it is not a duration.
 */
export function banDurationMs(value: string): number | undefined {
  if (value === "none") return 0;
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)) return undefined;
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(amount) * GO_UNIT_MS[unit!]!;
  // Beyond what a timestamp can hold (and what anyone means): refused rather than overflowing.
  return total <= 1e15 ? total : undefined;
}
