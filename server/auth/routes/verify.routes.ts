/**
 * POST /auth/v1/verify (an e-mailed or texted code, or a token hash → session) and GET
 * /auth/v1/verify (the link in the e-mail → redirect to the site with the session in the URL fragment, or `?code=` for PKCE).
 */
import { Hono, type Context } from "hono";
import type { OneTimeTokenType } from "#core/domain/enums.ts";
import type { Services } from "#server/services.ts";
import { AuthError, validationFailed } from "../auth-error.ts";
import { safeRedirect } from "../auth-mail.ts";
import { enforce } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { VERIFY_TYPES, verifyBody } from "../schemas.ts";
import { Refusal } from "../refusal.ts";
import { sessionResponse } from "../sessions.ts";
import { type ClientMeta } from "../sessions.queries.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import { checkEmail } from "../email-address.ts";
import { testOtpFor, validatePhone } from "../phone.ts";
import { redeemToken, type Redeemed } from "./verify.queries.ts";
import { SINGLE_CONFIRMATION_ACCEPTED } from "../email-change.ts";
import { redeemPhoneCode } from "./verify-phone.queries.ts";

type VerifyType = (typeof VERIFY_TYPES)[number];

const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ["confirmation"],
  invite: ["invite"],
  recovery: ["recovery"],
  magiclink: ["magiclink"],
  email: ["magiclink", "confirmation"],
  email_change: ["email_change_new", "email_change_current"],
  sms: ["otp"],
  phone_change: ["phone_change"],
};

const invalidToken = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

export function verifyRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.post("/", async (c) => {
    const body = await readBody(c, verifyBody);
    const meta = clientMeta(ctx, c);
    if (body.token && body.phone && !body.email) {
      // GoTrue checks the number's format before anything else, provider or not.
      const phone = validatePhone(body.phone);
      await enforce(ctx, "verifyPerIp", meta.ip);
      await enforce(ctx, "verifyPerEmail", `phone:${phone}`);
      if (body.type !== "sms" && body.type !== "phone_change") throw invalidToken();
      const { sessionId, refreshToken } = await redeemPhoneCode(ctx, {
        type: body.type,
        phone,
        code: body.token.trim(),
        testCode: testOtpFor(ctx, phone),
        meta,
      }).catch(phoneVerifyFailed);
      return c.json(await sessionResponse(ctx, sessionId, refreshToken));
    }
    if (body.token && body.phone && body.email) throw validationFailed("Only an email address or phone number should be provided on verify");
    await enforce(ctx, "verifyPerIp", meta.ip);
    let given: { linkToken: string } | { relatesTo: string; code: string };
    if (body.token_hash) given = { linkToken: body.token_hash };
    else if (body.email && body.token) {
      let email: string;
      try {
        email = checkEmail(body.email);
      } catch {
        throw new AuthError(422, "validation_failed", "Invalid email format");
      }
      await enforce(ctx, "verifyPerEmail", email);
      given = { relatesTo: email, code: body.token.trim() };
    } else throw validationFailed("Verify requires either a token or a token hash");
    const result = await verifyAndSignIn(ctx, body.type, given, meta, false);
    if ("oneOfTwo" in result) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" });
    return c.json(await sessionResponse(ctx, result.sessionId, result.refreshToken));
  });

  routes.get("/", async (c) => {
    const type = c.req.query("type") as VerifyType | undefined;
    const token = c.req.query("token");
    const redirectTo = safeRedirect(ctx, c.req.query("redirect_to"), "/");
    if (!type || !VERIFY_TYPES.includes(type) || !token) return redirectError(c, redirectTo, "validation_failed", "The link is incomplete");
    try {
      await enforce(ctx, "verifyPerIp", clientMeta(ctx, c).ip);
      const result = await verifyAndSignIn(ctx, type, { linkToken: token }, clientMeta(ctx, c), true);
      // As GoTrue: back to the site with the message in the fragment, and no session yet.
      if ("oneOfTwo" in result) return c.redirect(`${redirectTo.split("#")[0]}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED })}`, 303);
      if (result.authCode) {
        const url = new URL(redirectTo);
        url.searchParams.set("code", result.authCode);
        return c.redirect(url.toString(), 303);
      }
      const s = await sessionResponse(ctx, result.sessionId, result.refreshToken);
      const fragment = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: s.token_type,
        type,
      });
      return c.redirect(`${redirectTo.split("#")[0]}#${fragment.toString()}`, 303);
    } catch (err) {
      if (err instanceof AuthError) return redirectError(c, redirectTo, err.errorCode, err.message);
      throw err;
    }
  });

  return routes;
}

function redirectError(c: Context, redirectTo: string, code: string, description: string) {
  const fragment = new URLSearchParams({ error: "access_denied", error_code: code, error_description: description });
  c.header("Cache-Control", "no-store");
  return c.redirect(`${redirectTo.split("#")[0]}#${fragment.toString()}`, 303);
}

async function verifyAndSignIn(
  ctx: Services,
  type: VerifyType,
  given: { linkToken: string } | { relatesTo: string; code: string },
  meta: ClientMeta,
  /** The e-mailed link, followed in the browser: a pending PKCE flow gets its auth code. */
  viaLink: boolean,
): Promise<Redeemed> {
  return redeemToken(ctx, { types: TOKEN_TYPES[type], given, meta, viaLink }).catch(verifyFailed);
}

/** A refused code is GoTrue's otp_expired; a changed-to address someone else took meanwhile says so. */
function verifyFailed(err: unknown): never {
  if (err instanceof Refusal) throw invalidToken();
  if (isUniqueViolation(err)) throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  throw err;
}

/** The same for a texted code: the changed-to number is the one someone else took. */
function phoneVerifyFailed(err: unknown): never {
  if (err instanceof Refusal) throw invalidToken();
  if (isUniqueViolation(err)) throw new AuthError(422, "phone_exists", "A user with this phone number has already been registered");
  throw err;
}
