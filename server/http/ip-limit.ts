/**
 * Per-IP limits for public endpoints (forms, PDF downloads, token guesses): one request counted in
 * the database (rate-limit.ts, so all instances share it); over the limit, 429 with Retry-After and
 * a message that says how long to wait.
 */
import { formatDistanceStrict } from "date-fns";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDb } from "#db/client.ts";
import type { Config } from "../env.ts";
import { clientIp } from "./client-ip.ts";
import { AppError } from "./errors.ts";
import { hit, unhit, type Limit, type LimitState } from "./rate-limit.ts";

export interface IpRule {
  max: number;
  windowSeconds: number;
}

/** "5 minutes", "40 seconds": how long Retry-After asks to wait, in words. */
export function waitInWords(retryAfterSeconds: number): string {
  return formatDistanceStrict(0, retryAfterSeconds * 1000, { roundingMethod: "ceil" });
}

/** The counter of requests for `name` from `ip`. */
export function ipLimitFor(config: Config, name: string, rule: IpRule, ip: string): Limit {
  return {
    key: `${name}:ip:${ip}`,
    max: Math.round(rule.max * config.FORM_RATE_LIMIT_MULTIPLIER),
    windowSeconds: rule.windowSeconds,
  };
}

/** The 429 for a request over its limit: Retry-After, and `message(wait)` saying how long. */
export function overIpLimit(state: LimitState, message: (wait: string) => string): AppError {
  return new AppError(429, "rate_limited", message(waitInWords(state.retryAfter)), undefined, {
    "Retry-After": String(state.retryAfter),
  });
}

/** Counts one request for `name` from `ip`; throws 429 with `message(wait)` when over. The counter it counted on. */
export async function enforceIpLimit(
  db: AppDb,
  config: Config,
  name: string,
  rule: IpRule,
  ip: string,
  message: (wait: string) => string,
): Promise<Limit> {
  const limit = ipLimitFor(config, name, rule, ip);
  const state = await hit(db, limit);
  if (state.over) throw overIpLimit(state, message);
  return limit;
}

/** The same as middleware, counted before the request is read. */
export function ipLimit(
  deps: { db: AppDb; config: Config },
  name: string,
  rule: IpRule,
  message: (wait: string) => string,
): MiddlewareHandler {
  return async (c, next) => {
    await enforceIpLimit(deps.db, deps.config, name, rule, clientIp(c, deps.config.TRUST_PROXY), message);
    await next();
  };
}

/**
 * A limit on misses only (wrong tokens), for addresses that are credentials: counts this request
 * as a miss from the caller's address and throws 429 when the address is over, before the token
 * is looked at; the request calls the returned `found()` when its token was right, which takes
 * the count back. So guessing is throttled while a client using a right token never is.
 */
export async function countMiss(
  deps: { db: AppDb; config: Config },
  c: Context,
  name: string,
  rule: IpRule,
  message: (wait: string) => string,
): Promise<() => Promise<void>> {
  const limit = await enforceIpLimit(deps.db, deps.config, name, rule, clientIp(c, deps.config.TRUST_PROXY), message);
  return () => unhit(deps.db, limit);
}
