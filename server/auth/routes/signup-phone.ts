/**
 * POST /auth/v1/signup with a phone number (signup.routes.ts dispatches here), and with neither
 * an address nor a number: an anonymous sign-in, as GoTrue's router does.
 */
import type { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "#core/auth/credentials.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import type { Services } from "#server/services.ts";
import { AuthError, signupDisabled, validationFailed, weakPassword } from "../auth-error.ts";
import { enforce } from "../limits.ts";
import { hashPassword } from "../passwords.ts";
import { checkChannel, phoneAutoconfirm, phoneDisabled, validatePhone } from "../phone.ts";
import { enforceSmsSend } from "../phone-sms.ts";
import { findUserByPhone } from "../phone.queries.ts";
import type { signupBody } from "../schemas.ts";
import { sessionResponse } from "../sessions.ts";
import { type ClientMeta } from "../sessions.queries.ts";
import { accountTypeFrom } from "../users.ts";
import { findUserById, userJson } from "../users.queries.ts";
import { registerAnonymousUser, registerPhoneUser, resendPhoneConfirmation } from "./signup.queries.ts";

type SignupBody = z.infer<typeof signupBody>;

export const userAlreadyExists = () => new AuthError(422, "user_already_exists", "User already registered");

/** What GoTrue answers for an address or number already registered while confirmation is on: a user like a new one. */
export function unrevealingUser(who: { email?: string; phone?: string }, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  const provider = who.phone ? "phone" : "email";
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email: who.email ?? "",
    phone: who.phone ?? "",
    app_metadata: { provider, providers: [provider] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function checkAccountType(metadata: Record<string, unknown>): void {
  if (metadata.account_type !== undefined && accountTypeFrom(metadata) === null) {
    throw validationFailed("data.account_type must be agent or lender");
  }
}

/** Sign-up with a number and password: a session at once, or (AUTH_CONFIRM_EMAIL) a code by SMS first. */
export async function phoneSignup(ctx: Services, body: SignupBody & { phone: string; password: string }, meta: ClientMeta) {
  if (!ctx.config.AUTH_PHONE_ENABLED) throw phoneDisabled("Phone signups are disabled");
  checkChannel(body.channel);
  if (body.code_challenge) throw validationFailed("PKCE not supported for phone signups");
  const phone = validatePhone(body.phone);
  if (body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  const metadata = body.data ?? {};
  checkAccountType(metadata);
  await enforce(ctx, "signupPerIp", meta.ip);
  await enforce(ctx, "signupPerEmail", `phone:${phone}`);
  const confirm = !phoneAutoconfirm(ctx);

  const existing = await findUserByPhone(ctx.db, phone);
  if (existing) {
    // As for e-mail (signup.routes.ts): with confirmation on, nobody learns who has an account; a
    // sign-up still waiting for its code gets a new one.
    if (!confirm) throw userAlreadyExists();
    if (!existing.phoneConfirmedAt) {
      await enforceSmsSend(ctx, "otp", phone, meta.ip);
      await resendPhoneConfirmation(ctx, { userId: existing.id, phone });
      ctx.kickOutbox();
    }
    return unrevealingUser({ phone }, metadata);
  }
  if (confirm) await enforceSmsSend(ctx, "otp", phone, meta.ip);
  const passwordHash = await hashPassword(body.password);
  let result: { userId: string; sessionId?: string; refreshToken?: string };
  try {
    result = await registerPhoneUser(ctx, { phone, confirmed: !confirm, passwordHash, userMetadata: metadata, meta });
  } catch (err) {
    if (isUniqueViolation(err)) throw userAlreadyExists();
    throw err;
  }
  ctx.logger.info({ userId: result.userId }, "auth: user signed up with a phone number");
  if (!result.sessionId) {
    ctx.kickOutbox();
    return userJson(ctx.db, (await findUserById(ctx.db, result.userId))!);
  }
  return sessionResponse(ctx, result.sessionId, result.refreshToken!);
}

/** An anonymous user and its session, when AUTH_ANONYMOUS_USERS allows (GoTrue's order of checks). */
export async function anonymousSignIn(ctx: Services, body: SignupBody, meta: ClientMeta) {
  if (!ctx.config.AUTH_ANONYMOUS_USERS) throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  await enforce(ctx, "signupPerIp", meta.ip);
  if (ctx.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
  const { sessionId, refreshToken } = await registerAnonymousUser(ctx, { userMetadata: body.data ?? {}, meta });
  return sessionResponse(ctx, sessionId, refreshToken);
}
