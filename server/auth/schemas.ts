/**
 * Request bodies of /auth/v1, as auth-js sends them. Unknown fields are ignored, as GoTrue does.
 * Every string, metadata included, follows the one rule for text (core/validation/safe-text.ts).
 */
import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "#core/auth/credentials.ts";
import { safeJsonRecord, safeString } from "#core/validation/safe-text.ts";

const text = () => safeString();
const email = text().trim().max(MAX_EMAIL_LENGTH);
const password = text().max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
const metadata = safeJsonRecord().refine((m) => JSON.stringify(m).length <= 8_192, "user metadata must be under 8 KB");
const security = z.object({ captcha_token: text().optional() }).optional();
const pkce = {
  code_challenge: text().min(43).max(128).optional(),
  code_challenge_method: z.enum(["s256", "S256", "plain"]).optional(),
};

export const signupBody = z.object({
  email: email.optional(),
  phone: text().optional(),
  password: password.optional(),
  data: metadata.optional(),
  channel: z.enum(["sms", "whatsapp"]).optional(),
  gotrue_meta_security: security,
  ...pkce,
});

export const passwordGrantBody = z.object({
  email: email.optional(),
  phone: text().optional(),
  password: password.optional(),
  gotrue_meta_security: security,
});

export const refreshGrantBody = z.object({ refresh_token: text().max(512).optional() });
export const pkceGrantBody = z.object({ auth_code: text().max(512).optional(), code_verifier: text().max(512).optional() });

export const updateUserBody = z.object({
  email: email.optional(),
  phone: text().optional(),
  password: password.optional(),
  nonce: text().max(64).optional(),
  data: metadata.optional(),
  channel: z.enum(["sms", "whatsapp"]).optional(),
  ...pkce,
});

export const recoverBody = z.object({ email: email.optional(), gotrue_meta_security: security, ...pkce });

export const otpBody = z.object({
  email: email.optional(),
  phone: text().optional(),
  create_user: z.boolean().optional(),
  data: metadata.optional(),
  channel: z.enum(["sms", "whatsapp"]).optional(),
  gotrue_meta_security: security,
  ...pkce,
});

export const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email", "email_change", "sms", "phone_change"] as const;
export const verifyBody = z.object({
  type: z.enum(VERIFY_TYPES, "type must be one of signup, invite, recovery, magiclink, email, email_change, sms, phone_change"),
  email: email.optional(),
  phone: text().optional(),
  token: text().max(64).optional(),
  token_hash: text().max(256).optional(),
  redirect_to: text().max(2048).optional(),
  gotrue_meta_security: security,
});

export const resendBody = z.object({
  type: z.enum(["signup", "email_change", "sms", "phone_change"], "Missing one of these types: signup, email_change, sms, phone_change"),
  email: email.optional(),
  phone: text().optional(),
  gotrue_meta_security: security,
  ...pkce,
});
