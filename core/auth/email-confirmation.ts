/**
 * Confirming that an account's e-mail address is really its owner's (issue 27). Closing files
 * open, and client messages go out, only for an address the account has proven: a link or code
 * we e-mailed to it came back (server/auth/proven-email.ts). These are the request of
 * /api/v1/me/email-confirmation/verify and the words the portal and the API use about it; the
 * answers are core/api/me.ts's.
 */
import { z } from "zod";
import { SIX_DIGIT_CODE } from "./credentials.ts";

export const EMAIL_CONFIRMATION_MESSAGES = {
  heading: "Confirm your e-mail address",
  why:
    "Closing files open only to the e-mail address our closers put on the file, once you have shown that the address is yours. " +
    "The same goes for e-mails and texts to your clients.",
  codeFormat: "Enter the 6-digit code from the e-mail",
  codeInvalid: "That code is wrong or has expired. Use the newest e-mail from us, or send a new code.",
  alreadyConfirmed: "Your e-mail address is already confirmed.",
  noEmail: "Your account has no e-mail address to confirm. Add one under Account security first.",
  confirmed: "Your e-mail address is confirmed.",
  tooManySends: (wait: string) => `We have just sent you a code. Please check your inbox (and spam folder), or ask for another in ${wait}.`,
  tooManyCodes: (wait: string) => `Too many codes tried. Please wait ${wait}, then use the newest e-mail from us.`,
} as const;

/** POST /api/v1/me/email-confirmation/verify: the 6-digit code from the confirmation e-mail. */
export const emailConfirmationCodeSchema = z.object({
  code: z
    .string({ error: EMAIL_CONFIRMATION_MESSAGES.codeFormat })
    .trim()
    .regex(SIX_DIGIT_CODE, { error: EMAIL_CONFIRMATION_MESSAGES.codeFormat }),
});
export type EmailConfirmationCode = z.infer<typeof emailConfirmationCodeSchema>;
