/** Request bodies of /auth/v1, as auth-js sends them. Unknown fields are ignored, as GoTrue does. */
import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from "../../core/auth/credentials.ts";

const email = z.string().trim().max(MAX_EMAIL_LENGTH);
const password = z.string().max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
const metadata = z
  .record(z.string(), z.unknown())
  .refine((m) => JSON.stringify(m).length <= 8_192, "user metadata must be under 8 KB");
const security = z.object({ captcha_token: z.string().optional() }).optional();
const pkce = {
  code_challenge: z.string().min(43).max(128).optional(),
  code_challenge_method: z.enum(["s256", "S256", "plain"]).optional(),
};

export const signupBody = z.object({
  email: email.optional(),
  phone: z.string().optional(),
  password: password.optional(),
  data: metadata.optional(),
  gotrue_meta_security: security,
  ...pkce,
});

export const passwordGrantBody = z.object({
  email: email.optional(),
  phone: z.string().optional(),
  password: password.optional(),
  gotrue_meta_security: security,
});

export const refreshGrantBody = z.object({ refresh_token: z.string().max(512).optional() });
export const pkceGrantBody = z.object({ auth_code: z.string().max(512).optional(), code_verifier: z.string().max(512).optional() });

export const updateUserBody = z.object({
  email: email.optional(),
  phone: z.string().optional(),
  password: password.optional(),
  nonce: z.string().max(64).optional(),
  data: metadata.optional(),
  ...pkce,
});

export const recoverBody = z.object({ email: email.optional(), gotrue_meta_security: security, ...pkce });

export const otpBody = z.object({
  email: email.optional(),
  phone: z.string().optional(),
  create_user: z.boolean().optional(),
  data: metadata.optional(),
  channel: z.enum(["sms", "whatsapp"]).optional(),
  gotrue_meta_security: security,
  ...pkce,
});

export const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email", "email_change", "sms", "phone_change"] as const;
export const verifyBody = z.object({
  type: z.enum(VERIFY_TYPES, "type must be one of signup, recovery, magiclink, email, email_change"),
  email: email.optional(),
  phone: z.string().optional(),
  token: z.string().max(64).optional(),
  token_hash: z.string().max(256).optional(),
  redirect_to: z.string().max(2048).optional(),
  gotrue_meta_security: security,
});

export const resendBody = z.object({
  type: z.enum(["signup", "email_change", "sms", "phone_change"], "type must be signup or email_change"),
  email: email.optional(),
  phone: z.string().optional(),
  gotrue_meta_security: security,
  ...pkce,
});

export const enrollBody = z.object({
  factor_type: z.enum(["totp", "phone", "webauthn"], "factor_type must be totp"),
  friendly_name: z.string().trim().min(1).max(120).optional(),
  issuer: z.string().trim().min(1).max(120).optional(),
  phone: z.string().optional(),
});

export const challengeBody = z.object({ channel: z.enum(["sms", "whatsapp"]).optional() });
export const verifyFactorBody = z.object({
  challenge_id: z.string().uuid("challenge_id must be a UUID"),
  code: z.string().trim().max(16),
});
