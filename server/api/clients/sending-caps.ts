/**
 * The caps on client messages (docs/decisions/024-message-caps.md): per account an hour and a
 * day (lower for an account's first days), per recipient a day across every account, per client
 * address an hour, and for the whole service an hour. Each is a counter in rate_limits
 * (server/http/rate-limit.ts), keyed by what the sender cannot change, and counted in the
 * transaction that records the message (communications.queries.ts), so a refused message counts
 * nothing. Every number is a setting (server/env.ts), scaled by FORM_RATE_LIMIT_MULTIPLIER.
 */
import { createHash } from "node:crypto";
import { SITE } from "#core/site/settings.ts";
import type { Config } from "#server/env.ts";
import type { AppError } from "#server/http/errors.ts";
import { overIpLimit } from "#server/http/ip-limit.ts";
import type { Limit, LimitState } from "#server/http/rate-limit.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;

export type CapName = "account_hour" | "account_day" | "new_account_hour" | "new_account_day" | "recipient_day" | "ip_hour" | "total_hour";

export interface SendingCap extends Limit {
  name: CapName;
}

export interface Sender {
  userId: string;
  /** When the account was made: its first days have the lower caps. */
  accountCreatedAt: Date;
  ip: string;
}

/** One address or number, however it was typed: e-mail lower-case, numbers in E.164 already. */
export function recipientKey(to: string): string {
  // A digest, so the counters table holds no client's address.
  return createHash("sha256").update(to.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

export function isNewAccount(config: Config, createdAt: Date, now: number): boolean {
  return now - createdAt.getTime() < config.CLIENT_MESSAGES_NEW_ACCOUNT_DAYS * DAY * 1000;
}

/** The caps one message to `to` from `sender` counts against, the sender's own first. */
export function sendingCaps(config: Config, sender: Sender, to: string, now = Date.now()): SendingCap[] {
  const scale = (n: number) => Math.round(n * config.FORM_RATE_LIMIT_MULTIPLIER);
  const fresh = isNewAccount(config, sender.accountCreatedAt, now);
  // A new account counts on the same counters as later, with lower maxima: when it comes of age
  // its hour and day so far still count.
  return [
    fresh
      ? { name: "new_account_hour", key: `client-message:user:${sender.userId}`, max: scale(config.CLIENT_MESSAGES_NEW_ACCOUNT_PER_HOUR), windowSeconds: HOUR }
      : { name: "account_hour", key: `client-message:user:${sender.userId}`, max: scale(config.CLIENT_MESSAGES_PER_HOUR), windowSeconds: HOUR },
    fresh
      ? { name: "new_account_day", key: `client-message:user-day:${sender.userId}`, max: scale(config.CLIENT_MESSAGES_NEW_ACCOUNT_PER_DAY), windowSeconds: DAY }
      : { name: "account_day", key: `client-message:user-day:${sender.userId}`, max: scale(config.CLIENT_MESSAGES_PER_DAY), windowSeconds: DAY },
    { name: "recipient_day", key: `client-message:recipient:${recipientKey(to)}`, max: scale(config.CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY), windowSeconds: DAY },
    { name: "ip_hour", key: `client-message:ip:${sender.ip}`, max: scale(config.CLIENT_MESSAGES_PER_IP_PER_HOUR), windowSeconds: HOUR },
    { name: "total_hour", key: "client-message:all", max: scale(config.CLIENT_MESSAGES_TOTAL_PER_HOUR), windowSeconds: HOUR },
  ];
}

/** What each cap says when it refuses, given the wait in words ("12 minutes"). */
const SAY: Record<CapName, (max: number, wait: string, config: Config) => string> = {
  account_hour: (max, wait) =>
    `You have sent ${max} messages in the last hour. Please wait ${wait} before sending more, or call us at ${SITE.phone} if you need to reach many clients.`,
  account_day: (max, wait) =>
    `You have sent ${max} messages today, the most one account sends in a day. Please wait ${wait} before sending more, or call us at ${SITE.phone}.`,
  new_account_hour: (max, wait, config) =>
    `New accounts send up to ${max} messages an hour for their first ${days(config)}. Please wait ${wait} before sending more, or call us at ${SITE.phone}.`,
  new_account_day: (max, wait, config) =>
    `New accounts send up to ${max} messages a day for their first ${days(config)}. Please wait ${wait} before sending more, or call us at ${SITE.phone}.`,
  recipient_day: (max, wait) =>
    `This address or number has had ${max} messages from us today, the most we send anyone in a day. Please wait ${wait}, or call your client instead.`,
  ip_hour: (max, wait) =>
    `${max} messages have been sent from your network in the last hour, the most we send from one network. Please wait ${wait} before sending more.`,
  total_hour: (_max, wait) =>
    `We have paused client messages for everyone for a while: too many were sent in the last hour. Please wait ${wait}, or call us at ${SITE.phone}.`,
};

const days = (config: Config) => `${config.CLIENT_MESSAGES_NEW_ACCOUNT_DAYS} ${config.CLIENT_MESSAGES_NEW_ACCOUNT_DAYS === 1 ? "day" : "days"}`;

/** The 429 for a message over `cap`: Retry-After, and which cap and how long to wait in words. */
export function overCap(config: Config, cap: SendingCap, state: LimitState): AppError {
  return overIpLimit(state, (wait) => SAY[cap.name](cap.max, wait, config));
}
