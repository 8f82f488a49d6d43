/**
 * Field rules shared by every public form (contact, Get Started, guide downloads, gift card):
 * one definition of a name, an e-mail address, a phone number and free text, used by the forms
 * and by the API, which is the authority.
 */
import { z } from "zod";
import { MAX_EMAIL_LENGTH, MESSAGES as AUTH_MESSAGES, isValidEmail, normaliseEmail } from "../auth/credentials.ts";
import { safeString } from "../validation/safe-text.ts";

import { HONEYPOT_FIELD, LIMITS } from "./form-texts.ts";

export { HONEYPOT_FIELD, LIMITS };

export const FIELD_MESSAGES = {
  nameRequired: "Please enter your name",
  fullNameRequired: "Please enter your full name",
  nameTooLong: `Please keep the name to ${LIMITS.name} characters`,
  emailRequired: AUTH_MESSAGES.emailRequired,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  phoneRequired: "Please enter a phone number",
  invalidPhone: "Please enter a 10-digit phone number, e.g. (319) 555-0142",
  companyTooLong: `Please keep the company name to ${LIMITS.company} characters`,
  addressTooLong: `Please keep the address to ${LIMITS.address} characters`,
  messageRequired: "Please enter a message",
  messageTooLong: `Please keep the message to ${LIMITS.message.toLocaleString("en-US")} characters`,
  notText: "Please enter text",
} as const;

export const honeypotSchema = z.unknown().optional();

export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== "";
}

/** Text that passes the one rule for all text (core/validation/safe-text.ts). */
const text = (message: string = FIELD_MESSAGES.notText) => safeString({ error: message });

/** A required name: trimmed, inner runs of spaces collapsed. */
export const nameSchema = (required: string = FIELD_MESSAGES.nameRequired) =>
  text(required)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, required).max(LIMITS.name, FIELD_MESSAGES.nameTooLong));

/** A required e-mail address, stored trimmed and lower-cased. */
export const contactEmailSchema = text(FIELD_MESSAGES.emailRequired)
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, { message: FIELD_MESSAGES.emailRequired, abort: true })
      .max(MAX_EMAIL_LENGTH, FIELD_MESSAGES.invalidEmail)
      .refine(isValidEmail, FIELD_MESSAGES.invalidEmail),
  )
  .transform(normaliseEmail);

/**
 * A US number of 10 digits (a leading 1 and any punctuation are fine) becomes "(319) 555-0142";
 * an international number written with "+" keeps its digits ("+44 20 7946 0958" → "+442079460958").
 * Anything else is not a phone number: null.
 */
export function normalisePhone(input: string): string | null {
  const raw = input.trim();
  if (!/^[+\d\s().\-/]+$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, "");
  if (raw.startsWith("+") && !raw.startsWith("+1")) {
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  const us = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (us.length !== 10 || /^[01]/.test(us)) return null;
  return `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`;
}

const phoneText = text(FIELD_MESSAGES.invalidPhone).max(LIMITS.phone, FIELD_MESSAGES.invalidPhone);

/** A required phone number, normalised. */
export const requiredPhoneSchema = safeString({
  error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.phoneRequired : FIELD_MESSAGES.invalidPhone),
})
  .max(LIMITS.phone, FIELD_MESSAGES.invalidPhone)
  .transform((v, ctx) => {
  if (v.trim() === "") {
    ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.phoneRequired });
    return z.NEVER;
  }
  const phone = normalisePhone(v);
  if (!phone) {
    ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidPhone });
    return z.NEVER;
  }
  return phone;
});

/** An optional phone number: empty or absent is null, anything else must be a phone number. */
export const optionalPhoneSchema = phoneText
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v.trim() === "") return null;
    const phone = normalisePhone(v);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return phone;
  });

/** Optional free text: trimmed, empty or absent is null. */
export const optionalTextSchema = (max: number, tooLong: string) =>
  text()
    .nullish()
    .transform((v) => (v == null ? "" : v.trim()))
    .pipe(z.string().max(max, tooLong))
    .transform((v) => (v === "" ? null : v));

/** Required free text (a message): trimmed, line breaks kept. */
export const requiredTextSchema = (max: number, required: string, tooLong: string) =>
  text(required)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

/** "jo.smith@example.com" → "jo.smith": the name a guide download is filed under. */
export function nameFromEmail(email: string): string {
  const local = email.trim().split("@")[0] ?? "";
  return local || "Unknown";
}
