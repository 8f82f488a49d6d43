/**
 * Rules for e-mail addresses and passwords, shared by the sign-in and registration forms and by
 * the auth server (which is the authority: the forms only spare people a round trip).
 */
import { z } from "zod";
import { accountTypeSchema } from "../domain/enums.ts";
import { safeString } from "../validation/safe-text.ts";

export const MIN_PASSWORD_LENGTH = 6;
/** argon2 stops being the bottleneck long before this; the cap keeps hashing time bounded. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;

/**
 * The spec's "basic pattern": text, an at sign, a domain and a suffix of 2 or more letters. No
 * control or format characters either (invisible, never meant): PostgreSQL's [:space:], in the
 * tables' e-mail CHECK, counts U+0085 as a space where \s does not, so such an address passed
 * here and then failed the insert with a 500 (found by the API fuzzer).
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[A-Za-z]{2,}$/u;

export const MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  // Written out (not built from MIN_PASSWORD_LENGTH) so the spec's exact wording is greppable;
  // a test keeps the number in step with the rule.
  shortPassword: "Password must be at least 6 characters long",
  shortPasswordHint: "Must be at least 6 characters",
  chooseRole: "Please select your role",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  longPassword: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordMismatch: "Passwords do not match",
  codeRequired: "Enter the 6-digit code",
} as const;

/** Trims and lower-cases, so "Jo@Example.com " and "jo@example.com" are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export const emailSchema = safeString({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { message: MESSAGES.emailRequired, abort: true })
  .refine(isValidEmail, MESSAGES.invalidEmail);

export const newPasswordSchema = safeString({ error: MESSAGES.passwordRequired })
  .min(1, { message: MESSAGES.passwordRequired, abort: true })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.shortPassword)
  .max(MAX_PASSWORD_LENGTH, MESSAGES.longPassword);

/** The sign-in form: both fields required; the server decides whether they match. */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** The registration form: account type, e-mail and a password of at least 6 characters. */
export const registerFormSchema = z.object({
  accountType: accountTypeSchema.optional().refine((v) => v !== undefined, MESSAGES.chooseRole),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** A 6-digit code from an authenticator app or an e-mail. */
export const SIX_DIGIT_CODE = /^\d{6}$/;
export const sixDigitCodeSchema = z
  .string()
  .trim()
  .regex(SIX_DIGIT_CODE, MESSAGES.codeRequired);

/** Choosing a new password after a reset: the password rules, typed twice alike. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: MESSAGES.passwordMismatch });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** Resetting with the code from the reset e-mail instead of its link. */
export const recoveryCodeFormSchema = z.object({ email: emailSchema, code: sixDigitCodeSchema });
export type RecoveryCodeForm = z.infer<typeof recoveryCodeFormSchema>;
