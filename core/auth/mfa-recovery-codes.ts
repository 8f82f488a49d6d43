/**
 * Two-step recovery codes (docs/decisions/035-two-step-recovery-codes.md): single-use codes that
 * stand in for an authenticator code when the phone or key is not at hand. The rules of their
 * shape, shared by the auth server (which issues and checks them) and the security page (which
 * shows them once and offers them as a file). Responses of /auth/v1/recovery-codes are declared
 * here too, so the server's answers and the app's reading of them are one shape.
 */
import { z } from "zod";

/** How many codes one set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be mistaken for one another when copied by hand (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const CODE_LENGTH = 10;
const HALF = CODE_LENGTH / 2;

/**
 * One code, as it is shown ("7kq2m-x9ht4"), from a source of random indexes (the server's
 * crypto.randomInt): 10 characters of a 31-letter alphabet, about 49 bits, beyond guessing within
 * the sign-in limits.
 */
export function recoveryCodeFrom(randomIndex: (below: number) => number): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomIndex(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/**
 * The code as it is compared: lower case, without the spaces and dashes people type or paste with
 * it; null when what remains cannot be a code (so it is refused without a lookup).
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]+/g, "");
  if (bare.length !== CODE_LENGTH) return null;
  for (const ch of bare) if (!RECOVERY_CODE_ALPHABET.includes(ch)) return null;
  return bare;
}

/** A code as a person might type one where a 6-digit authenticator code is asked for. */
export const recoveryCodeFieldSchema = z
  .string()
  .trim()
  .min(1, "Enter one of your recovery codes")
  .refine((v) => normaliseRecoveryCode(v) !== null, "A recovery code has 10 letters and numbers, like 7kq2m-x9ht4");

/** The text file the security page offers: one code a line, with what they are for. */
export function recoveryCodesFile(codes: readonly string[], account: string, issuedOn: string): string {
  return [
    `Heartland Closing Co. two-step verification recovery codes for ${account}`,
    `Issued ${issuedOn}. Each code works once. Keep them somewhere safe, apart from your phone.`,
    "",
    ...codes,
    "",
  ].join("\n");
}

/** GET /auth/v1/recovery-codes: how many codes of the account's set are left. */
export const recoveryCodesStatusSchema = z.object({
  /** Codes in the current set (0: none issued yet, or the set was removed with the last authenticator). */
  total: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  created_at: z.string().nullable(),
});
export type RecoveryCodesStatus = z.infer<typeof recoveryCodesStatusSchema>;

/** POST /auth/v1/recovery-codes: a new set, in the clear this once. */
export const issuedRecoveryCodesSchema = z.object({
  codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  created_at: z.string(),
});
export type IssuedRecoveryCodes = z.infer<typeof issuedRecoveryCodesSchema>;

/** What the forms say about recovery codes. */
export const RECOVERY_CODE_MESSAGES = {
  wrong: "That recovery code did not work. It may have been used already; each code works once.",
  failed: "We could not check that code. Please try again.",
  issueFailed: "We could not make new recovery codes. Please try again.",
  needsSecondStep: "Sign out and sign in again with your authenticator to make new recovery codes.",
} as const;

/** The message for a recovery code the server refused (a rate limit is the caller's to word). */
export function recoveryCodeErrorMessage(error: { code?: string | null }): string {
  return error.code === "mfa_verification_failed" ? RECOVERY_CODE_MESSAGES.wrong : RECOVERY_CODE_MESSAGES.failed;
}
