/**
 * How often passkey ceremonies may be tried. Sign-ins count failures only, against the same
 * per-address counter as password sign-ins (limits.ts: signinFailuresPerIp), so guessing with
 * passkeys and with passwords share one budget. Anonymous option requests each store a challenge,
 * so they have a ceiling of their own, well above what people at one address use.
 */
import { hit } from "#server/http/rate-limit.ts";
import type { Services } from "#server/services.ts";
import { tooManyRequests } from "../auth-error.ts";
import type { Counted } from "../limits.ts";

const OPTIONS_PER_IP = { max: 300, windowSeconds: 5 * 60 };

export async function enforcePasskeyOptions(ctx: Services, ip: string): Promise<void> {
  const state = await hit(ctx.db, {
    key: `auth.passkeyOptionsPerIp:${ip.toLowerCase()}`,
    max: Math.round(OPTIONS_PER_IP.max * ctx.config.AUTH_RATE_LIMIT_MULTIPLIER),
    windowSeconds: OPTIONS_PER_IP.windowSeconds,
  });
  if (state.over) throw tooManyRequests(state.retryAfter);
}

const ADDRESS_SLOWED =
  "Too many failed sign-in attempts from your network. Please wait a few minutes, or sign in with your password.";

/** A passkey sign-in attempt, counted before it is checked and given back when it succeeds. */
export const passkeySignInAttempt = (ip: string): Counted[] => [{ name: "signinFailuresPerIp", subject: ip, msg: ADDRESS_SLOWED }];
