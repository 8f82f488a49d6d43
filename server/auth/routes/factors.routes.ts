/**
 * TOTP two-factor: enrol (secret, otpauth URI and an SVG QR code), challenge, verify (raises the
 * session to aal2 and records `totp` in amr), unenrol. At most 10 factors per user. Phone factors
 * need an SMS provider, which is not configured; WebAuthn is not offered.
 */
import { Hono } from "hono";
import { and, eq, inArray, isNull, lt, or, count as countRows } from "drizzle-orm";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import { SITE } from "../../../core/site/settings.ts";
import { authMfaAmrClaims, authMfaChallenges, authMfaFactors, authSessions } from "../../../db/schema/index.ts";
import type { Services } from "../../services.ts";
import { AuthError, insufficientAal } from "../auth-error.ts";
import { authenticate, type Caller } from "../authenticate.ts";
import { enforce } from "../limits.ts";
import { clientMeta, readBody } from "../request.ts";
import { challengeBody, enrollBody, verifyFactorBody } from "../schemas.ts";
import { reissueRefreshToken, sessionResponse } from "../sessions.ts";
import { hasVerifiedFactor } from "../users.ts";
import { isUniqueViolation } from "../../http/pg-errors.ts";
import { smsNotConfigured } from "./otp.routes.ts";

export const MAX_FACTORS = 10;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TOTP_STEP_SECONDS = 30;

const factorNotFound = () => new AuthError(404, "mfa_factor_not_found", "Factor not found");

async function ownFactor(ctx: Services, caller: Caller, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw factorNotFound();
  const [factor] = await ctx.db
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, id), eq(authMfaFactors.userId, caller.user.id)));
  if (!factor) throw factorNotFound();
  return factor;
}

export function factorRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.post("/", async (c) => {
    const caller = await authenticate(ctx, c);
    const body = await readBody(c, enrollBody);
    if (body.factor_type === "phone") throw smsNotConfigured();
    if (body.factor_type === "webauthn") throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    if (caller.session.aal !== "aal2" && (await hasVerifiedFactor(ctx.db, caller.user.id))) {
      throw insufficientAal("AAL2 required to enroll a new factor");
    }
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: countRows() })
      .from(authMfaFactors)
      .where(eq(authMfaFactors.userId, caller.user.id));
    if (n >= MAX_FACTORS) {
      throw new AuthError(422, "too_many_enrolled_mfa_factors", `Maximum number of enrolled factors reached (${MAX_FACTORS}); remove one first`);
    }
    const secret = generateSecret();
    const issuer = body.issuer ?? SITE.brand;
    const uri = generateURI({ issuer, label: caller.user.email ?? caller.user.id, secret });
    let factorId: string;
    try {
      const [factor] = await ctx.db
        .insert(authMfaFactors)
        .values({ userId: caller.user.id, factorType: "totp", friendlyName: body.friendly_name, secret })
        .returning({ id: authMfaFactors.id });
      factorId = factor!.id;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AuthError(422, "mfa_factor_name_conflict", `A factor with the friendly name "${body.friendly_name}" for this user already exists`);
      }
      throw err;
    }
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
    const caller = await authenticate(ctx, c);
    const body = await readBody(c, challengeBody);
    const factor = await ownFactor(ctx, caller, c.req.param("id"));
    if (factor.factorType !== "totp" || body.channel) throw smsNotConfigured();
    const meta = clientMeta(ctx, c);
    await enforce(ctx, "mfaPerIp", meta.ip);
    const [challenge] = await ctx.db
      .insert(authMfaChallenges)
      .values({ factorId: factor.id, ip: meta.ip })
      .returning();
    await ctx.db.update(authMfaFactors).set({ lastChallengedAt: new Date() }).where(eq(authMfaFactors.id, factor.id));
    return c.json({
      id: challenge!.id,
      type: "totp",
      expires_at: Math.floor((challenge!.createdAt.getTime() + CHALLENGE_TTL_MS) / 1000),
    });
  });

  routes.post("/:id/verify", async (c) => {
    const caller = await authenticate(ctx, c);
    const body = await readBody(c, verifyFactorBody);
    const factor = await ownFactor(ctx, caller, c.req.param("id"));
    await enforce(ctx, "mfaPerIp", clientMeta(ctx, c).ip);
    await enforce(ctx, "mfaVerifyPerFactor", factor.id);
    const [challenge] = await ctx.db
      .select()
      .from(authMfaChallenges)
      .where(and(eq(authMfaChallenges.id, body.challenge_id), eq(authMfaChallenges.factorId, factor.id)));
    if (!challenge || challenge.verifiedAt) {
      throw new AuthError(404, "mfa_challenge_not_found", `MFA factor with the provided challenge ID not found`);
    }
    if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_MS) {
      await ctx.db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challenge.id));
      throw new AuthError(400, "mfa_challenge_expired", `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
    }
    const result = /^\d{6}$/.test(body.code)
      ? await verifyTotp({
          secret: factor.secret!,
          token: body.code,
          epochTolerance: TOTP_STEP_SECONDS,
          afterTimeStep: factor.lastTotpStep ?? undefined,
        }).catch(() => ({ valid: false as const }))
      : { valid: false as const };
    if (!result.valid) throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");

    const step = "timeStep" in result ? result.timeStep : null;
    const refreshToken = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      // The checks above read before this transaction; two requests at once with the same code
      // (or on the same challenge) would both pass them. Claim the challenge and the code's time
      // step atomically, so exactly one of them wins.
      const usedChallenge = await tx
        .update(authMfaChallenges)
        .set({ verifiedAt: now })
        .where(and(eq(authMfaChallenges.id, challenge.id), isNull(authMfaChallenges.verifiedAt)))
        .returning({ id: authMfaChallenges.id });
      if (!usedChallenge.length) throw new AuthError(404, "mfa_challenge_not_found", `MFA factor with the provided challenge ID not found`);
      const claimedStep = await tx
        .update(authMfaFactors)
        .set({ status: "verified", lastTotpStep: step })
        .where(
          and(
            eq(authMfaFactors.id, factor.id),
            step === null ? undefined : or(isNull(authMfaFactors.lastTotpStep), lt(authMfaFactors.lastTotpStep, step)),
          ),
        )
        .returning({ id: authMfaFactors.id });
      if (!claimedStep.length) throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
      await tx.update(authSessions).set({ aal: "aal2", factorId: factor.id }).where(eq(authSessions.id, caller.session.id));
      await tx
        .insert(authMfaAmrClaims)
        .values({ sessionId: caller.session.id, authenticationMethod: "totp" })
        .onConflictDoUpdate({
          target: [authMfaAmrClaims.sessionId, authMfaAmrClaims.authenticationMethod],
          set: { updatedAt: now },
        });
      return reissueRefreshToken(tx, caller.session);
    });
    return c.json(await sessionResponse(ctx, caller.session.id, refreshToken));
  });

  routes.delete("/:id", async (c) => {
    const caller = await authenticate(ctx, c);
    const factor = await ownFactor(ctx, caller, c.req.param("id"));
    if (factor.status === "verified" && caller.session.aal !== "aal2") {
      throw insufficientAal("AAL2 required to unenroll verified factor");
    }
    await ctx.db.transaction(async (tx) => {
      // As GoTrue does: the sessions this factor raised to aal2 go back to aal1 (their next refresh
      // says so), so a removed authenticator no longer vouches for anyone.
      const raised = await tx
        .update(authSessions)
        .set({ aal: "aal1", factorId: null })
        .where(eq(authSessions.factorId, factor.id))
        .returning({ id: authSessions.id });
      if (raised.length) {
        await tx.delete(authMfaAmrClaims).where(
          and(inArray(authMfaAmrClaims.sessionId, raised.map((r) => r.id)), eq(authMfaAmrClaims.authenticationMethod, "totp")),
        );
      }
      await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
    });
    return c.json({ id: factor.id });
  });

  return routes;
}
