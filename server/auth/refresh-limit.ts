/**
 * The refresh grant's per-IP limit (AUTH_LIMITS.refreshPerIp) as a Limit, so the refresh
 * statement can count it itself instead of a separate `enforce` round trip. Key and maximum are
 * built exactly as limits.ts builds them for `enforce`, so both paths share one counter (a test
 * checks it: server/auth/tests/refresh-limit.test.ts).
 */
import type { Limit } from "../http/rate-limit.ts";
import type { AuthContext } from "./auth-context.ts";
import { AUTH_LIMITS } from "./limits.ts";

export function refreshLimit(ctx: AuthContext, ip: string): Limit {
  const rule = AUTH_LIMITS.refreshPerIp;
  return {
    key: `auth.refreshPerIp:${ip.toLowerCase()}`,
    max: Math.round(rule.max * ctx.config.AUTH_RATE_LIMIT_MULTIPLIER),
    windowSeconds: rule.windowSeconds,
  };
}
