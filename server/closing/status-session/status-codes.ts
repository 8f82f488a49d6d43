/**
 * The six-digit code that proves a status link's holder is a buyer or seller on the file (issue
 * 30; ../shared/TWO-WAY-FILE.md, "The verified status-link session"). It goes only to the e-mail
 * or phone already on the file, through the outbox; only its keyed hash is kept (a copy of the
 * database cannot try the million codes offline: the key is the server's, as for auth's codes,
 * server/auth/one-time-tokens.ts). A code works once, for 10 minutes; a newer one replaces it.
 *
 * Caps an attacker cannot reset by asking again: codes per party an hour and per link a day
 * (rate_limits rows keyed by party and link, not by the code), codes per client address, what
 * texts cost (shared with auth's texts), and wrong guesses per party and link (5, then a wait).
 */
import { randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { StatusCodeSent, StatusSession } from "#core/api/closing-request.ts";
import type { StatusVerificationCheck, StatusVerificationSend } from "#core/closing/request-input.ts";
import { maskEmail, maskPhone, STATUS_VERIFICATION as RULES, statusCodeMail, statusCodeSms } from "#core/closing/status-verification.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { refusedNumberMessage, textableNumber } from "#core/messaging/textable-number.ts";
import { SITE } from "#core/site/settings.ts";
import type { Services } from "#server/services.ts";
import { countTextCost } from "#server/auth/phone-sms.ts";
import { randomToken, sha256 } from "#server/auth/secrets.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import { enforceIpLimit, waitInWords } from "#server/http/ip-limit.ts";
import { hit, hitEach, unhit, type Limit } from "#server/http/rate-limit.ts";
import { hasOptedOut } from "#server/messaging/sms-opt-outs.queries.ts";
import { enqueueEmail, enqueueSms } from "#server/messaging/outbox.ts";
import type { StatusLinkTarget } from "../status-link-lookup.ts";
import { moneyViewEndsAt, moneyViewRefusal } from "#core/money/money-view.ts";
import { countWrongGuess, insertCode, insertSession, liveCode, reachableConsumerById, useCode, type ConsumerParty } from "./status-session.queries.ts";

/** Codes one client address may ask for an hour, across links (scaled by FORM_RATE_LIMIT_MULTIPLIER). */
export const STATUS_CODES_PER_IP = { max: 10, windowSeconds: 60 * 60 };

export const STATUS_CODE_MESSAGES = {
  partyNotFound: "We couldn't find that person on this file. Choose one of the names shown.",
  noEmail: "We have no e-mail address for you on this file. Choose a text, or call us to add one.",
  noPhone: "We have no phone number for you on this file that we can text. Choose e-mail, or call us to add one.",
  optedOut: "This number has opted out of our texts (text START to opt back in). Choose e-mail, or call us.",
  codeInvalid: "That code is not right or has expired. Enter the code from the newest message we sent, or ask for a new one.",
  tooManyCodes: (wait: string) => `We have sent as many codes as we safely can for now. Please wait ${wait} and use the newest code we sent, or call us at ${SITE.phone}.`,
  tooManyAttempts: (wait: string) => `Too many wrong codes. Please wait ${wait}, then ask for a new code. If you need help, call us at ${SITE.phone}.`,
  perIp: (wait: string) => `Too many codes asked for from your connection. Please wait ${wait} and try again.`,
} as const;

const codeLimits = (linkId: string, partyId: string): Limit[] => [
  { key: `status.code.party:${partyId}`, max: RULES.codesPerPartyPerHour, windowSeconds: 60 * 60 },
  { key: `status.code.link:${linkId}`, max: RULES.codesPerLinkPerDay, windowSeconds: 24 * 60 * 60 },
];

const triesLimit = (linkId: string, partyId: string): Limit => ({
  key: `status.code.tries:${linkId}:${partyId}`,
  max: RULES.maxTries,
  windowSeconds: RULES.triesWindowSeconds,
});

const tooMany = (code: "too_many_codes" | "too_many_attempts", retryAfter: number, message: (wait: string) => string) =>
  new AppError(429, code, message(waitInWords(retryAfter)), undefined, { "Retry-After": String(retryAfter) });

/** The keyed hash kept of a code: the server's HMAC of the row and the code, then SHA-256. */
async function codeHashOf(ctx: Services, codeId: string, code: string): Promise<string> {
  return sha256((await ctx.keys()).hmac(`status-code:${codeId}:${code}`));
}

/** Where the code goes: the party's address or textable number, or the field error saying why not. */
async function destination(ctx: Services, party: ConsumerParty, channel: "email" | "sms"): Promise<{ to: string; masked: string }> {
  if (channel === "email") {
    if (!party.email) throw validationFailed({ channel: STATUS_CODE_MESSAGES.noEmail });
    return { to: party.email, masked: maskEmail(party.email) };
  }
  const e164 = party.phone ? toE164(party.phone) : undefined;
  if (!e164) throw validationFailed({ channel: STATUS_CODE_MESSAGES.noPhone });
  // The same country and number-type rule as auth's texts (docs/decisions/024-message-caps.md).
  const allowed = ctx.config.SMS_ALLOWED_COUNTRIES;
  const verdict = textableNumber(e164, allowed);
  if (!verdict.ok) throw validationFailed({ channel: refusedNumberMessage(verdict, allowed) });
  if (await hasOptedOut(ctx.db, e164)) throw validationFailed({ channel: STATUS_CODE_MESSAGES.optedOut });
  return { to: e164, masked: maskPhone(party.phone!) };
}

/** POST /status/{token}/verification: checks, counts and queues the code; where it went, masked. */
export async function sendStatusCode(
  ctx: Services,
  link: StatusLinkTarget,
  input: StatusVerificationSend,
  ip: string,
  propertyAddress: string,
  now = new Date(),
): Promise<StatusCodeSent> {
  await enforceIpLimit(ctx.db, ctx.config, "status.code", STATUS_CODES_PER_IP, ip, STATUS_CODE_MESSAGES.perIp);
  const party = await reachableConsumerById(ctx.db, link.fileId, input.party_id);
  if (!party) throw new AppError(404, "not_found", STATUS_CODE_MESSAGES.partyNotFound);
  const to = await destination(ctx, party, input.channel);
  const over = await hitEach(ctx.db, codeLimits(link.linkId, party.id), now.getTime());
  if (over) throw tooMany("too_many_codes", over.state.retryAfter, STATUS_CODE_MESSAGES.tooManyCodes);
  if (input.channel === "sms") {
    const cost = await countTextCost(ctx, to.to.slice(1));
    if (cost) throw tooMany("too_many_codes", cost.retryAfter, STATUS_CODE_MESSAGES.tooManyCodes);
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + RULES.codeMinutes * 60_000);
  const codeHash = await codeHashOf(ctx, id, code);
  await ctx.db.transaction(async (tx) => {
    await insertCode(tx, { id, linkId: link.linkId, partyId: party.id, channel: input.channel, codeHash, expiresAt });
    if (input.channel === "email") {
      const mail = statusCodeMail({ name: party.name, propertyAddress, code });
      await enqueueEmail(tx, { to: to.to, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.status_code", refId: party.id });
    } else {
      await enqueueSms(tx, { to: to.to, body: statusCodeSms(code), kind: "closing.status_code", refId: party.id });
    }
  });
  ctx.kickOutbox();
  return { sent_to: to.masked, channel: input.channel, expires_at: expiresAt.toISOString() };
}

const codeInvalid = () => new AppError(400, "code_invalid", STATUS_CODE_MESSAGES.codeInvalid, { code: STATUS_CODE_MESSAGES.codeInvalid });

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * POST /status/{token}/verification/check: the code right, live and unused opens a session bound
 * to this link and this party. Every try counts against the party's tries on the link before the
 * code is looked at (so parallel guesses count too); a right code gives its try back.
 */
export async function checkStatusCode(ctx: Services, link: StatusLinkTarget, input: StatusVerificationCheck, now = new Date()): Promise<StatusSession> {
  const tries = triesLimit(link.linkId, input.party_id);
  const state = await hit(ctx.db, tries, now.getTime());
  if (state.over) throw tooMany("too_many_attempts", state.retryAfter, STATUS_CODE_MESSAGES.tooManyAttempts);
  const party = await reachableConsumerById(ctx.db, link.fileId, input.party_id);
  if (!party) throw codeInvalid();
  const live = await liveCode(ctx.db, link.linkId, party.id, now);
  if (!live) throw codeInvalid();
  if (!sameHash(live.codeHash, await codeHashOf(ctx, live.id, input.code))) {
    await countWrongGuess(ctx.db, live.id, RULES.maxTries);
    throw codeInvalid();
  }
  if (!(await useCode(ctx.db, live.id))) throw codeInvalid();
  await unhit(ctx.db, tries, now.getTime());

  const sessionToken = randomToken(32);
  const expiresAt = new Date(now.getTime() + RULES.sessionMinutes * 60_000);
  const channel = live.channel as "email" | "sms";
  await insertSession(ctx.db, { linkId: link.linkId, partyId: party.id, tokenHash: sha256(sessionToken), expiresAt, channel, createdAt: now });
  return {
    session_token: sessionToken,
    expires_at: expiresAt.toISOString(),
    channel,
    money_view_until: moneyViewRefusal({ verifiedAt: now, channel, partyPhone: party.phone }, now) ? null : moneyViewEndsAt(now).toISOString(),
    party: { id: party.id, name: party.name, role: party.role, reminders: party.reminders, message_notices: party.messageNotices },
  };
}
