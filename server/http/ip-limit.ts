/**
 * Per-IP limits for public endpoints (forms, PDF downloads): one request counted in the database
 * (rate-limit.ts, so all instances share it); over the limit, 429 with Retry-After and a message
 * that says how long to wait.
 */
import { formatDistanceStrict } from "date-fns";
import type { MiddlewareHandler } from "hono";
import type { AppDb } from "../../db/client.ts";
import type { Config } from "../env.ts";
import { clientIp } from "./client-ip.ts";
import { AppError } from "./errors.ts";
import { hit } from "./rate-limit.ts";

export interface IpRule {
  max: number;
  windowSeconds: number;
}

/** "5 minutes", "40 seconds": how long Retry-After asks to wait, in words. */
export function waitInWords(retryAfterSeconds: number): string {
  return formatDistanceStrict(0, retryAfterSeconds * 1000, { roundingMethod: "ceil" });
}

/** Counts one request for `name` from `ip`; throws 429 with `message(wait)` when over. */
export async function enforceIpLimit(
  db: AppDb,
  config: Config,
  name: string,
  rule: IpRule,
  ip: string,
  message: (wait: string) => string,
): Promise<void> {
  const state = await hit(db, {
    key: `${name}:ip:${ip}`,
    max: Math.round(rule.max * config.FORM_RATE_LIMIT_MULTIPLIER),
    windowSeconds: rule.windowSeconds,
  });
  if (state.over) {
    throw new AppError(429, "rate_limited", message(waitInWords(state.retryAfter)), undefined, {
      "Retry-After": String(state.retryAfter),
    });
  }
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
