/**
 * GET /auth/v1/user and PUT /auth/v1/user (password, e-mail, phone, metadata). A password, e-mail
 * or phone change needs aal2 when the user has a verified factor, and a password change from a
 * session older than a day needs a reauthentication code; the account type chosen at sign-up
 * cannot be changed here (it decides what the portal shows), nor can the role, which is not here.
 */
import { Hono } from "hono";
import { MIN_PASSWORD_LENGTH } from "#core/auth/credentials.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import type { Services } from "#server/services.ts";
import { AuthError, insufficientAal, weakPassword } from "../auth-error.ts";
import { checkEmail } from "../email-address.ts";
import { checkChannel, phoneDisabled, validatePhone } from "../phone.ts";
import { enforceSmsSend } from "../phone-sms.ts";
import { findUserByPhone } from "../phone.queries.ts";
import { safeRedirect } from "../auth-mail.ts";
import { atAal2, authenticate } from "../authenticate.ts";
import { enforceEmailSend } from "../limits.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { refusedAs } from "../refusal.ts";
import { clientMeta, readBody } from "../request.ts";
import { updateUserBody } from "../schemas.ts";
import { findUserByEmail, findUserById, hasVerifiedFactor, userJson } from "../users.queries.ts";
import { updateUser, type UserUpdateRefusal } from "./user.queries.ts";

export function userRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.get("/", async (c) => {
    const { user } = await authenticate(ctx, c);
    return c.json(await userJson(ctx.db, user));
  });

  routes.put("/", async (c) => {
    const caller = await authenticate(ctx, c);
    const body = await readBody(c, updateUserBody);
    const { user, session } = caller;
    // GoTrue's order: the address, the number (and its channel), the password's strength.
    const newEmail = body.email ? checkEmail(body.email) : undefined;
    const emailChanges = newEmail !== undefined && newEmail !== user.email;
    const newPhone = body.phone ? validatePhone(body.phone) : undefined;
    if (newPhone !== undefined) checkChannel(body.channel);
    const phoneChanges = newPhone !== undefined && newPhone !== user.phone;
    if (phoneChanges && !ctx.config.AUTH_PHONE_ENABLED) throw phoneDisabled("Unsupported phone provider");
    if (body.password !== undefined && body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
    if ((body.password !== undefined || emailChanges || phoneChanges) && !atAal2(caller) && (await hasVerifiedFactor(ctx.db, user.id))) {
      throw insufficientAal("AAL2 session is required to update email or password when MFA is enabled.");
    }
    if (user.isAnonymous && body.password && !body.email && !body.phone) {
      throw new AuthError(422, "validation_failed", "Updating password of an anonymous user without an email or phone is not allowed");
    }
    if (body.password !== undefined && !body.nonce && needsReauthentication(ctx, session)) {
      throw new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
    }
    if (body.password !== undefined && (await verifyPassword(user.encryptedPassword, body.password))) {
      throw new AuthError(422, "same_password", "New password should be different from the old password.");
    }
    const ip = clientMeta(ctx, c).ip;
    if (emailChanges) {
      const other = await findUserByEmail(ctx.db, newEmail);
      if (other && other.id !== user.id) {
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      }
    }
    if (phoneChanges) {
      const other = await findUserByPhone(ctx.db, newPhone);
      if (other && other.id !== user.id) {
        throw new AuthError(422, "phone_exists", "A user with this phone number has already been registered");
      }
    }
    // An anonymous user's first address is taken at once when sign-ups need no confirmation, as
    // GoTrue does (it is like signing up); every other change is confirmed from the new address.
    const anonymousEmail = emailChanges && user.isAnonymous && !ctx.config.AUTH_CONFIRM_EMAIL ? newEmail : undefined;
    if (emailChanges && !anonymousEmail) await enforceEmailSend(ctx, "email_change", newEmail, ip);
    if (phoneChanges) await enforceSmsSend(ctx, "phone_change", newPhone, ip);
    const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;

    await updateUser(ctx, {
      user,
      sessionId: session.id,
      nonce: body.nonce,
      passwordHash,
      userMetadata: body.data ? mergedMetadata(user.rawUserMetaData, body.data) : undefined,
      emailChange:
        emailChanges && !anonymousEmail
          ? { to: newEmail, redirectTo: safeRedirect(ctx, c.req.query("redirect_to"), "/account/security") }
          : undefined,
      anonymousEmail,
      phoneChange: phoneChanges ? { to: newPhone } : undefined,
    }).catch(
      refusedAs<UserUpdateRefusal>({
        nonce_invalid: () => new AuthError(400, "reauthentication_not_valid", "Verification code not found or has expired"),
      }),
    ).catch((err: unknown) => {
      // Someone took the address in the meantime (an anonymous user's address is set at once).
      if (isUniqueViolation(err)) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      throw err;
    });
    if (emailChanges || phoneChanges) ctx.kickOutbox();
    if (passwordHash) ctx.logger.info({ userId: user.id }, "auth: password changed");
    return c.json(await userJson(ctx.db, (await findUserById(ctx.db, user.id))!));
  });

  return routes;
}

/** How long after signing in a session may change the password without a reauthentication code (GoTrue: 24 hours). */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

/**
 * GoTrue's secure password change: a session that signed in more than a day ago (refreshing does
 * not renew this) must bring the code from GET /reauthenticate, so a stolen long-lived session
 * cannot lock its owner out. A password-reset link starts a new session, which needs none.
 */
function needsReauthentication(ctx: Services, session: { createdAt: Date }): boolean {
  return ctx.config.AUTH_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION && Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS;
}

/** Merged as GoTrue does (null removes a key), but the account type from sign-up stays. */
function mergedMetadata(current: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(data)) {
    if (k === "account_type") continue;
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}
