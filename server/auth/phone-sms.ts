/**
 * Texting a sign-in or confirmation code: GoTrue's limits and errors around it, and the text itself,
 * queued through the outbox in the caller's transaction (docs/decisions/010-messaging.md). Every
 * path that texts a code (sign-in codes, phone sign-up, resend, phone change) passes
 * `enforceSmsSend` first and `queueAuthSms` to send: the country rule and the caps live here once
 * (docs/decisions/024-message-caps.md).
 */
import type { AppDb } from "#db/client.ts";
import type { OneTimeTokenType } from "#core/domain/enums.ts";
import { refusedNumberMessage, textableNumber } from "#core/messaging/textable-number.ts";
import { SITE } from "#core/site/settings.ts";
import { hit, type Limit } from "../http/rate-limit.ts";
import { enqueueSms } from "../messaging/outbox.ts";
import type { Services } from "../services.ts";
import { AuthError } from "./auth-error.ts";
import { requestedTooSoon } from "./limits.ts";
import { issueToken, ONE_TIME_TOKEN_TTL_MS } from "./one-time-tokens.ts";
import { smsAddress, testOtpFor } from "./phone.ts";
import { hasOptedOut } from "../messaging/sms-opt-outs.queries.ts";

/**
 * One text per number and purpose a minute (GoTrue's SMS max frequency), and at most 30 an hour
 * from one client address, like e-mail (server/auth/limits.ts); per number a day and for the whole
 * service an hour, as settings (AUTH_SMS_PER_NUMBER_PER_DAY, AUTH_RATE_LIMIT_SMS_SENT: GoTrue's
 * GOTRUE_RATE_LIMIT_SMS_SENT). Scaled by AUTH_RATE_LIMIT_MULTIPLIER.
 */
export const SMS_LIMITS = {
  perNumber: { max: 1, windowSeconds: 60 },
  perIp: { max: 30, windowSeconds: 60 * 60 },
};

type SmsLimitName = keyof typeof SMS_LIMITS | "perNumberDay" | "total";

function rule(ctx: Services, name: SmsLimitName) {
  if (name === "perNumberDay") return { max: ctx.config.AUTH_SMS_PER_NUMBER_PER_DAY, windowSeconds: 24 * 60 * 60 };
  if (name === "total") return { max: ctx.config.AUTH_RATE_LIMIT_SMS_SENT, windowSeconds: 60 * 60 };
  return SMS_LIMITS[name];
}

function limit(ctx: Services, name: SmsLimitName, subject: string): Limit {
  const { max, windowSeconds } = rule(ctx, name);
  return {
    key: `auth.sms.${name}:${subject}`,
    max: Math.round(max * ctx.config.AUTH_RATE_LIMIT_MULTIPLIER),
    windowSeconds,
  };
}

/** GoTrue's answer when the service's hourly SMS allowance is spent (its limiter's words). */
const smsRateLimited = (retryAfter: number) =>
  new AuthError(429, "over_sms_send_rate_limit", "SMS rate limit exceeded", {}, { "Retry-After": String(retryAfter) });

/** The provider's refusal, as GoTrue reports one ("Error sending confirmation OTP to provider: …"). */
const sendFailed = (purpose: SmsPurpose, reason: string) =>
  new AuthError(422, "sms_send_failed", `Error sending ${purpose === "otp" ? "confirmation" : "phone change"} OTP to provider: ${reason}`);

export type SmsPurpose = "otp" | "phone_change";

/**
 * Before a code is texted (outside the transaction that queues it, as PGlite has one connection):
 * the country rule, the limits, then the opt-out. Test numbers (AUTH_SMS_TEST_OTP) are texted
 * nothing: they count toward the per-address and per-minute limits, as in GoTrue, so they behave
 * like real ones, but not toward what texts cost (the country rule, the number's day, the total).
 */
export async function enforceSmsSend(ctx: Services, purpose: SmsPurpose, phone: string, ip: string): Promise<void> {
  const testNumber = testOtpFor(ctx, phone) !== undefined;
  const allowed = ctx.config.SMS_ALLOWED_COUNTRIES;
  if (!testNumber) {
    // Refused before anything is counted: such a number never gets a text, however long one waits.
    const verdict = textableNumber(smsAddress(phone), allowed);
    if (!verdict.ok) throw sendFailed(purpose, refusedNumberMessage(verdict, allowed));
  }
  const perIp = await hit(ctx.db, limit(ctx, "perIp", ip));
  if (perIp.over) throw smsRateLimited(perIp.retryAfter);
  const perNumber = await hit(ctx.db, limit(ctx, "perNumber", `${purpose}:${phone}`));
  if (perNumber.over) throw requestedTooSoon("over_sms_send_rate_limit", perNumber.retryAfter);
  if (!testNumber) {
    const cost = await countTextCost(ctx, phone);
    if (cost?.which === "perNumberDay") throw requestedTooSoon("over_sms_send_rate_limit", cost.retryAfter);
    if (cost?.which === "total") throw smsRateLimited(cost.retryAfter);
  }
  // A number that texted STOP gets nothing more from us until it texts START. Twilio would refuse
  // the text anyway (error 21610), which GoTrue reports as sms_send_failed; say so at once.
  if (!testNumber && (await hasOptedOut(ctx.db, smsAddress(phone)))) {
    throw sendFailed(purpose, "this number has opted out of our texts (reply START to opt back in)");
  }
}

/**
 * What a text costs, counted against the caps every texted code shares, auth's and the status
 * page's (server/closing/status-session): a number's day, then the service's hour. The first cap
 * that is over and its wait, or undefined. `phone` is the number's digits, as auth keeps it.
 */
export async function countTextCost(ctx: Services, phone: string): Promise<{ which: "perNumberDay" | "total"; retryAfter: number } | undefined> {
  const perNumberDay = await hit(ctx.db, limit(ctx, "perNumberDay", phone));
  if (perNumberDay.over) return { which: "perNumberDay", retryAfter: perNumberDay.retryAfter };
  const total = await hit(ctx.db, limit(ctx, "total", "all"));
  if (total.over) return { which: "total", retryAfter: total.retryAfter };
  return undefined;
}

const TTL_MINUTES = Math.round(ONE_TIME_TOKEN_TTL_MS / 60_000);

/** The text: who it is from, the code, how long it lasts, and the warning scammers hate. */
export function smsText(code: string): string {
  return `${SITE.brand}: your sign-in code is ${code}. It expires in ${TTL_MINUTES} minutes. Never share it — we will never call to ask for it.`;
}

/**
 * Issues the code (replacing the user's live one of the same kind) and queues its text, in the
 * caller's transaction. A test number gets no code and no text: its fixed code is accepted instead.
 */
export async function queueAuthSms(
  ctx: Services,
  tx: AppDb,
  m: { purpose: SmsPurpose; phone: string; userId: string },
): Promise<void> {
  if (testOtpFor(ctx, m.phone)) return;
  const type: OneTimeTokenType = m.purpose;
  const token = await issueToken(ctx, tx, m.userId, type, m.phone);
  await enqueueSms(tx, { to: smsAddress(m.phone), body: smsText(token.code), kind: `auth.${m.purpose}`, refId: m.userId });
}
