/**
 * POST /auth/v1/admin/generate_link: GoTrue's link generator (internal/api/mail.go,
 * adminGenerateLink). Answers the user with action_link, email_otp, hashed_token, redirect_to and
 * verification_type, and sends nothing: the operator delivers the link. The link is our own
 * /verify link, the code our 6-digit code, hashed_token what POST /verify takes as token_hash.
 */
import { Hono, type Context } from "hono";
import { isValidEmail, MIN_PASSWORD_LENGTH, normaliseEmail } from "#core/auth/credentials.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import type { Services } from "#server/services.ts";
import { AuthError, validationFailed, weakPassword } from "#server/auth/auth-error.ts";
import { safeRedirect, verifyLink } from "#server/auth/auth-mail.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { refusedAs } from "#server/auth/refusal.ts";
import { readBody } from "#server/auth/request.ts";
import { accountTypeFrom } from "#server/auth/users.ts";
import { auditCaller } from "./admin-audit.queries.ts";
import { emailFormatInvalid, generateLinkBody } from "./admin-schemas.ts";
import { adminUserJson } from "./admin-users.queries.ts";
import { emailExists } from "./admin-users.routes.ts";
import { issueLinkAudited, type LinkRefusal } from "./generate-link.queries.ts";

export const linkRefusals = refusedAs<LinkRefusal>({
  user_not_found: () => new AuthError(404, "user_not_found", "User with this email not found"),
  email_exists: emailExists,
  password_required: () => validationFailed("Signup requires a valid password"),
});

/** A checked, normalised address; GoTrue's messages for none and for a malformed one. */
export function checkedEmail(raw: string | undefined): string {
  if (!raw) throw validationFailed("An email address is required");
  const email = normaliseEmail(raw);
  if (!isValidEmail(email)) throw emailFormatInvalid();
  return email;
}

export function checkedMetadata(data: Record<string, unknown> | undefined): void {
  if (data?.account_type !== undefined && data.account_type !== null && accountTypeFrom(data) === null) {
    throw validationFailed("data.account_type must be agent or lender");
  }
}

/** Where the link lands: the requested page of our own site (auth-js puts it in the query), or `fallback`. */
export function linkRedirect(ctx: Services, c: Context, bodyRedirect: string | undefined, fallback: string): string {
  return safeRedirect(ctx, c.req.query("redirect_to") ?? bodyRedirect, fallback);
}

export function generateLinkRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const body = await readBody(c, generateLinkBody);
    const email = checkedEmail(body.email);
    const changing = body.type === "email_change_current" || body.type === "email_change_new";
    if (body.type === "email_change_current" && !ctx.config.AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED) {
      throw validationFailed("Enable secure email change to generate link for current email");
    }
    const newEmail = changing ? checkedEmail(body.new_email) : undefined;
    checkedMetadata(body.data);
    if (body.password && body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
    const passwordHash = body.type === "signup" && body.password ? await hashPassword(body.password) : undefined;
    const redirectTo = linkRedirect(ctx, c, body.redirect_to, body.type === "recovery" ? "/reset-password" : "/dashboard");

    const link = await issueLinkAudited(
      ctx,
      {
        type: body.type,
        email,
        newEmail,
        passwordHash,
        data: body.data,
        roleForNew: ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user",
      },
      auditCaller(ctx, c),
    )
      .catch(linkRefusals)
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw emailExists(); // a parallel request took the address
        throw err;
      });
    return c.json({
      ...(await adminUserJson(ctx.db, link.user)),
      action_link: verifyLink(ctx, link.token, link.verifyType, redirectTo),
      email_otp: link.token.code,
      hashed_token: link.token.linkToken,
      redirect_to: redirectTo,
      verification_type: link.verificationType,
    });
  });
  return routes;
}
