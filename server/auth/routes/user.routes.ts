/**
 * GET /auth/v1/user and PUT /auth/v1/user (password, e-mail, metadata). A password or e-mail
 * change needs aal2 when the user has a verified factor; the account type chosen at sign-up
 * cannot be changed here (it decides what the portal shows), nor can the role, which is not here.
 */
import { Hono } from "hono";
import { isValidEmail, MIN_PASSWORD_LENGTH, normaliseEmail } from "../../../core/auth/credentials.ts";
import type { Services } from "../../services.ts";
import { AuthError, emailInvalid, insufficientAal, weakPassword } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { authenticate } from "../authenticate.ts";
import { enforceEmailSend } from "../limits.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { refusedAs } from "../refusal.ts";
import { clientMeta, readBody } from "../request.ts";
import { updateUserBody } from "../schemas.ts";
import { findUserByEmail, findUserById, hasVerifiedFactor, userJson } from "../users.ts";
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
    if (body.phone) throw new AuthError(400, "phone_provider_disabled", "Phone numbers are not supported");

    const newEmail = body.email !== undefined ? normaliseEmail(body.email) : undefined;
    const emailChanges = newEmail !== undefined && newEmail !== user.email;
    if (emailChanges && !isValidEmail(newEmail)) throw emailInvalid(body.email!);
    if (body.password !== undefined && body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
    if ((body.password !== undefined || emailChanges) && session.aal !== "aal2" && (await hasVerifiedFactor(ctx.db, user.id))) {
      throw insufficientAal("AAL2 session is required to update email or password when MFA is enabled.");
    }
    if (body.password !== undefined && (await verifyPassword(user.encryptedPassword, body.password))) {
      throw new AuthError(422, "same_password", "New password should be different from the old password.");
    }
    if (emailChanges) {
      const other = await findUserByEmail(ctx.db, newEmail);
      if (other && other.id !== user.id) {
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      }
      await enforceEmailSend(ctx, "email_change", newEmail, clientMeta(ctx, c).ip);
    }
    const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;

    await updateUser(ctx, {
      user,
      sessionId: session.id,
      nonce: body.nonce,
      passwordHash,
      userMetadata: body.data ? mergedMetadata(user.rawUserMetaData, body.data) : undefined,
      emailChange: emailChanges
        ? { to: newEmail, redirectTo: safeRedirect(ctx, c.req.query("redirect_to"), "/account/security") }
        : undefined,
    }).catch(
      refusedAs<UserUpdateRefusal>({
        nonce_invalid: () => new AuthError(400, "reauthentication_not_valid", "Verification code not found or has expired"),
      }),
    );
    if (emailChanges) ctx.kickOutbox();
    if (passwordHash) ctx.logger.info({ userId: user.id }, "auth: password changed");
    return c.json(await userJson(ctx.db, (await findUserById(ctx.db, user.id))!));
  });

  return routes;
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
