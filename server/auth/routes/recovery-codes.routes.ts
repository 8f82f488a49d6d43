/**
 * Two-step recovery codes (ADR 035), an addition of ours beside GoTrue's API (GoTrue has none, so
 * no GoTrue client calls these paths and auth-js works unchanged):
 * - GET  /recovery-codes: how many of the account's codes are left;
 * - POST /recovery-codes: a new set of 10, shown this once (the old set stops working). Needs an
 *   aal2 session, so the app asks for the first set right after the first authenticator is verified;
 * - POST /recovery-codes/verify: a code in place of the authenticator's, which raises the session to
 *   aal2 exactly as a verified challenge does (amr `mfa/recovery_code`), counted by the sign-in limits.
 * Codes are stored as keyed hashes (the server's HMAC key), each used at most once; uses and new sets are audited.
 */
import { randomInt } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { normaliseEmail } from "#core/auth/credentials.ts";
import {
  RECOVERY_CODE_COUNT,
  normaliseRecoveryCode,
  recoveryCodeFrom,
  type IssuedRecoveryCodes,
  type RecoveryCodesStatus,
} from "#core/auth/mfa-recovery-codes.ts";
import { safeString } from "#core/validation/safe-text.ts";
import type { Services } from "#server/services.ts";
import { AuthError, insufficientAal, validationFailed } from "../auth-error.ts";
import { atAal2, authenticateNotAnonymous, type Caller } from "../authenticate.ts";
import { enforceAll, refundAll, signInAttempt } from "../limits.ts";
import { refusedAs } from "../refusal.ts";
import { clientMeta, readBody } from "../request.ts";
import { sessionResponse } from "../sessions.ts";
import {
  firstVerifiedFactor,
  recoveryCodeCounts,
  replaceRecoveryCodes,
  useRecoveryCode,
  type RecoveryCodeRefusal,
} from "./recovery-codes.queries.ts";

const verifyRecoveryCodeBody = z.object({ code: safeString().max(64).optional() });

const noSecondFactor = () =>
  new AuthError(422, "mfa_factor_not_found", "Recovery codes need a verified authenticator app or security key first");
/** The same answer for a wrong, used or replaced code, as for a wrong authenticator code. */
const codeRefused = () => new AuthError(422, "mfa_verification_failed", "Invalid recovery code entered");

async function keyedHash(ctx: Services, userId: string, code: string): Promise<string> {
  return (await ctx.keys()).hmac(`mfa-recovery:${userId}:${code}`);
}

/** The sign-in counters the attempt is counted against: the account's, as for its password. */
function accountLogin(caller: Caller): string {
  const { user } = caller;
  return user.email ? normaliseEmail(user.email) : user.phone ? `phone:${user.phone}` : `user:${user.id}`;
}

export function recoveryCodeRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.get("/", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const counts = await recoveryCodeCounts(ctx.db, caller.user.id);
    const body: RecoveryCodesStatus = { total: counts.total, remaining: counts.remaining, created_at: counts.createdAt?.toISOString() ?? null };
    return c.json(body);
  });

  routes.post("/", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    await readBody(c, z.object({}));
    if (!(await firstVerifiedFactor(ctx.db, caller.user.id))) throw noSecondFactor();
    if (!atAal2(caller)) throw insufficientAal("AAL2 required to create recovery codes");
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom((below) => randomInt(below)));
    const hashes = await Promise.all(codes.map((code) => keyedHash(ctx, caller.user.id, normaliseRecoveryCode(code)!)));
    const createdAt = await replaceRecoveryCodes(ctx.db, { userId: caller.user.id, hashes, ip: clientMeta(ctx, c).ip });
    const body: IssuedRecoveryCodes = { codes, created_at: createdAt.toISOString() };
    return c.json(body);
  });

  routes.post("/verify", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const body = await readBody(c, verifyRecoveryCodeBody);
    if (!body.code?.trim()) throw validationFailed("Code needs to be non-empty");
    const ip = clientMeta(ctx, c).ip;
    // Counted before the code is checked and given back when it was right (ADR 006), so a burst of
    // guesses cannot all be checked before any counts.
    const attempt = signInAttempt(accountLogin(caller), ip);
    await enforceAll(ctx, attempt);
    const factorId = await firstVerifiedFactor(ctx.db, caller.user.id);
    const code = normaliseRecoveryCode(body.code);
    if (!factorId || !code) throw codeRefused();
    const refreshToken = await useRecoveryCode(ctx.db, {
      userId: caller.user.id,
      hash: await keyedHash(ctx, caller.user.id, code),
      session: caller.session,
      factorId,
      ip,
    }).catch(refusedAs<RecoveryCodeRefusal>({ code_not_found: codeRefused }));
    await refundAll(ctx, attempt);
    return c.json(await sessionResponse(ctx, caller.session.id, refreshToken));
  });

  return routes;
}
