/**
 * Two-factor: TOTP (enrol with a secret, otpauth URI and an SVG QR code) and security keys
 * (WebAuthn, server/auth/webauthn/webauthn-factor.ts); challenge, verify (raises the session to
 * aal2 and records `totp` or `mfa/webauthn` in amr), unenrol. At most 10 factors per user. Phone
 * factors need an SMS provider, which is not configured.
 */
import { Hono } from "hono";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import { SITE } from "#core/site/settings.ts";
import type { Services } from "#server/services.ts";
import { AuthError, insufficientAal, validationFailed } from "../auth-error.ts";
import { atAal2, authenticateNotAnonymous, type Caller } from "../authenticate.ts";
import { enforce } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { challengeWebauthnFactor, verifyWebauthnFactor } from "../webauthn/webauthn-factor.ts";
import { challengeFactorBody, enrolFactorBody, verifyFactorBody } from "../webauthn/webauthn-schemas.ts";
import { refusedAs } from "../refusal.ts";
import { sessionResponse } from "../sessions.ts";
import { hasVerifiedFactor } from "../users.queries.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import {
  completeFactorVerification,
  countFactors,
  deleteChallenge,
  enrolTotpFactor,
  enrolWebauthnFactor,
  findChallenge,
  findOwnFactor,
  openChallenge,
  unenrolFactor,
  type FactorVerificationRefusal,
} from "./factors.queries.ts";
import { smsNotConfigured } from "./otp.routes.ts";

export const MAX_FACTORS = 10;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TOTP_STEP_SECONDS = 30;

const factorNotFound = () => new AuthError(404, "mfa_factor_not_found", "Factor not found");
const challengeNotFound = () => new AuthError(404, "mfa_challenge_not_found", `MFA factor with the provided challenge ID not found`);
const challengeExpired = (id: string) =>
  new AuthError(400, "mfa_challenge_expired", `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`);
const verificationFailed = () => new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");

async function ownFactor(ctx: Services, caller: Caller, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw factorNotFound();
  const factor = await findOwnFactor(ctx.db, caller.user.id, id);
  if (!factor) throw factorNotFound();
  return factor;
}

export function factorRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.post("/", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const body = await readBody(c, enrolFactorBody);
    if (body.factor_type === "phone") throw smsNotConfigured();
    if (!atAal2(caller) && (await hasVerifiedFactor(ctx.db, caller.user.id))) {
      throw insufficientAal("AAL2 required to enroll a new factor");
    }
    if ((await countFactors(ctx.db, caller.user.id)) >= MAX_FACTORS) {
      throw new AuthError(422, "too_many_enrolled_mfa_factors", `Maximum number of enrolled factors reached (${MAX_FACTORS}); remove one first`);
    }
    const nameTaken = () =>
      new AuthError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${body.friendly_name}" for this user already exists`);
    if (body.factor_type === "webauthn") {
      const id = await enrolWebauthnFactor(ctx.db, { userId: caller.user.id, friendlyName: body.friendly_name }).catch((err: unknown) => {
        throw isUniqueViolation(err) ? nameTaken() : err;
      });
      return c.json({ id, type: "webauthn", friendly_name: body.friendly_name ?? "" });
    }
    const secret = generateSecret();
    const issuer = body.issuer ?? SITE.brand;
    const uri = generateURI({ issuer, label: caller.user.email ?? caller.user.id, secret });
    let factorId: string;
    try {
      factorId = await enrolTotpFactor(ctx.db, { userId: caller.user.id, friendlyName: body.friendly_name, secret });
    } catch (err) {
      throw isUniqueViolation(err) ? nameTaken() : err;
    }
    // Loaded with the first enrolment rather than at start (docs/decisions/022-compiled-server.md).
    const { default: QRCode } = await import("qrcode");
    // auth-js turns the raw SVG into a data URL without encoding it, where a "#" would end the
    // URL: colours are written as rgb() so any GoTrue client can show the image as given.
    const qr = (await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 })).replace(
      /#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?/gi,
      (_, r: string, g: string, b: string) => `rgb(${parseInt(r, 16)},${parseInt(g, 16)},${parseInt(b, 16)})`,
    );
    return c.json({
      id: factorId,
      type: "totp",
      friendly_name: body.friendly_name ?? "",
      totp: { qr_code: qr, secret, uri },
    });
  });

  routes.post("/:id/challenge", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const body = await readBody(c, challengeFactorBody);
    const factor = await ownFactor(ctx, caller, c.req.param("id"));
    const meta = clientMeta(ctx, c);
    if (factor.factorType === "webauthn") {
      await enforce(ctx, "mfaPerIp", meta.ip);
      return c.json(await challengeWebauthnFactor(ctx, caller, factor, meta.ip));
    }
    if (factor.factorType !== "totp" || body.channel) throw smsNotConfigured();
    await enforce(ctx, "mfaPerIp", meta.ip);
    const challenge = await openChallenge(ctx.db, factor.id, meta.ip);
    return c.json({
      id: challenge.id,
      type: "totp",
      expires_at: Math.floor((challenge.createdAt.getTime() + CHALLENGE_TTL_MS) / 1000),
    });
  });

  routes.post("/:id/verify", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const body = await readBody(c, verifyFactorBody);
    if (body.code === undefined && !body.webauthn) throw validationFailed("Code needs to be non-empty");
    const factor = await ownFactor(ctx, caller, c.req.param("id"));
    await enforce(ctx, "mfaPerIp", clientMeta(ctx, c).ip);
    await enforce(ctx, "mfaVerifyPerFactor", factor.id);
    if (factor.factorType === "webauthn") {
      const expired = () => challengeExpired(body.challenge_id);
      const refreshToken = await verifyWebauthnFactor(ctx, caller, factor, body, { notFound: challengeNotFound, expired });
      return c.json(await sessionResponse(ctx, caller.session.id, refreshToken));
    }
    if (body.code === undefined) throw validationFailed("Code needs to be non-empty");
    const challenge = await findChallenge(ctx.db, factor.id, body.challenge_id);
    if (!challenge || challenge.verifiedAt) throw challengeNotFound();
    if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_MS) {
      await deleteChallenge(ctx.db, challenge.id);
      throw challengeExpired(challenge.id);
    }
    const code = body.code;
    const result = /^\d{6}$/.test(code)
      ? await verifyTotp({
          secret: factor.secret!,
          token: code,
          epochTolerance: TOTP_STEP_SECONDS,
          afterTimeStep: factor.lastTotpStep ?? undefined,
        }).catch(() => ({ valid: false as const }))
      : { valid: false as const };
    if (!result.valid) throw verificationFailed();

    const step = "timeStep" in result ? result.timeStep : null;
    const refreshToken = await completeFactorVerification(ctx.db, {
      factorId: factor.id,
      challengeId: challenge.id,
      session: caller.session,
      step,
    }).catch(refusedAs<FactorVerificationRefusal>({ challenge_used: challengeNotFound, time_step_used: verificationFailed }));
    return c.json(await sessionResponse(ctx, caller.session.id, refreshToken));
  });

  routes.delete("/:id", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const factor = await ownFactor(ctx, caller, c.req.param("id"));
    if (factor.status === "verified" && !atAal2(caller)) {
      throw insufficientAal("AAL2 required to unenroll verified factor");
    }
    await unenrolFactor(ctx.db, caller.user.id, factor.id, factor.factorType);
    return c.json({ id: factor.id });
  });

  return routes;
}
