/**
 * Texting a sign-in or confirmation code: GoTrue's limits and errors around it, and the text itself,
 * queued through the outbox in the caller's transaction (docs/decisions/010-messaging.md).
 */
import type { AppDb } from "../../db/client.ts";
import type { OneTimeTokenType } from "../../core/domain/enums.ts";
import { SITE } from "../../core/site/settings.ts";
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
 * from one client address, like e-mail (server/auth/limits.ts). Scaled by AUTH_RATE_LIMIT_MULTIPLIER.
 */
export const SMS_LIMITS = {
  perNumber: { max: 1, windowSeconds: 60 },
  perIp: { max: 30, windowSeconds: 60 * 60 },
};

function limit(ctx: Services, name: keyof typeof SMS_LIMITS, subject: string): Limit {
  const rule = SMS_LIMITS[name];
  return {
    key: `auth.sms.${name}:${subject}`,
    max: Math.round(rule.max * ctx.config.AUTH_RATE_LIMIT_MULTIPLIER),
    windowSeconds: rule.windowSeconds,
  };
}

export type SmsPurpose = "otp" | "phone_change";

/**
 * Before a code is texted (outside the transaction that queues it, as PGlite has one connection):
 * the limits, then the opt-out. Test numbers count too, as in GoTrue, so they behave like real ones.
 */
export async function enforceSmsSend(ctx: Services, purpose: SmsPurpose, phone: string, ip: string): Promise<void> {
  const perIp = await hit(ctx.db, limit(ctx, "perIp", ip));
  if (perIp.over) {
    throw new AuthError(429, "over_sms_send_rate_limit", "SMS rate limit exceeded", {}, { "Retry-After": String(perIp.retryAfter) });
  }
  const perNumber = await hit(ctx.db, limit(ctx, "perNumber", `${purpose}:${phone}`));
  if (perNumber.over) throw requestedTooSoon("over_sms_send_rate_limit", perNumber.retryAfter);
  // A number that texted STOP gets nothing more from us until it texts START. Twilio would refuse
  // the text anyway (error 21610), which GoTrue reports as sms_send_failed; say so at once.
  if (!testOtpFor(ctx, phone) && (await hasOptedOut(ctx.db, smsAddress(phone)))) {
    throw new AuthError(
      422,
      "sms_send_failed",
      `Error sending ${purpose === "otp" ? "confirmation" : "phone change"} OTP to provider: this number has opted out of our texts (reply START to opt back in)`,
    );
  }
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
