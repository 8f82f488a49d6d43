/**
 * The auth server's rate limits, in one table so they can be read and tuned together. Counters
 * live in the database (server/http/rate-limit.ts), so they hold across instances.
 */
import { hit, unhit, type Limit } from "../http/rate-limit.ts";
import type { Services } from "../services.ts";
import { AuthError, tooManyRequests } from "./auth-error.ts";

interface Rule {
  max: number;
  windowSeconds: number;
}

export const AUTH_LIMITS = {
  signupPerIp: { max: 20, windowSeconds: 15 * 60 },
  signupPerEmail: { max: 5, windowSeconds: 60 * 60 },
  /**
   * Sign-ins count failures only (an attempt is counted before the password is checked and given
   * back when it was right), in three ways. One address guessing one account stops soonest; that
   * does not lock the owner out from elsewhere. Many addresses guessing one account stop next.
   * And one address guessing many accounts meets a ceiling that an office of 50 behind one
   * address, signing in with their passwords and the odd typo, never reaches. Never longer than
   * the window.
   */
  signinFailuresPerEmailIp: { max: 5, windowSeconds: 5 * 60 },
  signinFailuresPerEmail: { max: 20, windowSeconds: 15 * 60 },
  signinFailuresPerIp: { max: 100, windowSeconds: 15 * 60 },
  refreshPerIp: { max: 150, windowSeconds: 5 * 60 },
  verifyPerIp: { max: 30, windowSeconds: 5 * 60 },
  verifyPerEmail: { max: 10, windowSeconds: 15 * 60 },
  /** One e-mail per address and purpose a minute, as GoTrue does. */
  emailPerAddress: { max: 1, windowSeconds: 60 },
  emailPerIp: { max: 30, windowSeconds: 60 * 60 },
  mfaPerIp: { max: 30, windowSeconds: 5 * 60 },
  mfaVerifyPerFactor: { max: 10, windowSeconds: 5 * 60 },
} satisfies Record<string, Rule>;

export type LimitName = keyof typeof AUTH_LIMITS;

/** The counter of `name` for `subject`: its key and maximum (with AUTH_RATE_LIMIT_MULTIPLIER). */
export function limitFor(ctx: Services, name: LimitName, subject: string): Limit {
  const rule = AUTH_LIMITS[name];
  return {
    key: `auth.${name}:${subject.toLowerCase()}`,
    max: Math.round(rule.max * ctx.config.AUTH_RATE_LIMIT_MULTIPLIER),
    windowSeconds: rule.windowSeconds,
  };
}

/** Counts one request; throws 429 with Retry-After when over the limit. */
export async function enforce(ctx: Services, name: LimitName, subject: string, msg?: string): Promise<void> {
  const state = await hit(ctx.db, limitFor(ctx, name, subject));
  if (state.over) throw tooManyRequests(state.retryAfter, msg);
}

/** Takes back a request `enforce` counted, once it turns out not to count (a right password). */
export async function refund(ctx: Services, name: LimitName, subject: string): Promise<void> {
  await unhit(ctx.db, limitFor(ctx, name, subject));
}

export interface Counted {
  name: LimitName;
  subject: string;
  /** Said when this one is over; the first one over speaks. */
  msg?: string;
}

/** Counts one request against each limit; 429 (with the longest wait) when any is over. */
export async function enforceAll(ctx: Services, limits: Counted[]): Promise<void> {
  const states = [];
  for (const l of limits) states.push({ ...l, state: await hit(ctx.db, limitFor(ctx, l.name, l.subject)) });
  const over = states.filter((s) => s.state.over);
  if (over.length) throw tooManyRequests(Math.max(...over.map((s) => s.state.retryAfter)), over[0]!.msg);
}

export async function refundAll(ctx: Services, limits: Counted[]): Promise<void> {
  for (const l of limits) await refund(ctx, l.name, l.subject);
}

/** GoTrue's own error when the same address or number asks for another message too soon. */
export const requestedTooSoon = (errorCode: "over_email_send_rate_limit" | "over_sms_send_rate_limit", retryAfter: number) =>
  new AuthError(429, errorCode, `For security purposes, you can only request this after ${retryAfter} seconds.`, {}, {
    "Retry-After": String(retryAfter),
  });

/** E-mail sending: per address, then GoTrue's error when the same address asks again too soon. */
export async function enforceEmailSend(ctx: Services, purpose: string, address: string, ip: string): Promise<void> {
  await enforce(ctx, "emailPerIp", ip);
  const state = await hit(ctx.db, limitFor(ctx, "emailPerAddress", `${purpose}:${address}`));
  if (state.over) throw requestedTooSoon("over_email_send_rate_limit", state.retryAfter);
}

const ACCOUNT_SLOWED =
  "Too many failed sign-in attempts for this account. Please wait a few minutes or reset your password.";
const ADDRESS_SLOWED =
  "Too many failed sign-in attempts from your network. Please wait a few minutes, or reset your password if you have forgotten it.";

/**
 * A sign-in attempt's counters (ADR 006), counted before it is checked and refunded when it
 * succeeds. `login` is the address, or "phone:" and the number. A two-step recovery code counts
 * against the same ones (routes/recovery-codes.routes.ts), so guessing codes and passwords share a budget.
 */
export function signInAttempt(email: string, ip: string): Counted[] {
  return [
    { name: "signinFailuresPerEmailIp", subject: `${email}|${ip}`, msg: ACCOUNT_SLOWED },
    { name: "signinFailuresPerEmail", subject: email, msg: ACCOUNT_SLOWED },
    { name: "signinFailuresPerIp", subject: ip, msg: ADDRESS_SLOWED },
  ];
}
