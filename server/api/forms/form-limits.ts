/**
 * Abuse limits of the public forms, in one table. Counters live in the database
 * (server/http/rate-limit.ts), so they hold across instances. Every POST counts, valid or not:
 * the forms check their fields in the browser first, so people rarely send a refused one.
 */
import { formatDistanceStrict } from "date-fns";
import { SITE } from "../../../core/site/settings.ts";
import type { Config } from "../../env.ts";
import { AppError } from "../../http/errors.ts";
import { hit } from "../../http/rate-limit.ts";
import type { AppDb } from "../../../db/client.ts";

export const FORM_LIMITS = {
  contact: { max: 5, windowSeconds: 10 * 60 },
  guide_download: { max: 10, windowSeconds: 10 * 60 },
  gift_card: { max: 3, windowSeconds: 10 * 60 },
  service_request: { max: 5, windowSeconds: 10 * 60 },
} as const;
export type PublicForm = keyof typeof FORM_LIMITS;

/** No public form comes near this (a 5,000-character message is ~20 KB at worst). */
export const FORM_BODY_LIMIT_BYTES = 32 * 1024;

export const TOO_LARGE_MESSAGE = "This form is too large to send. Please shorten your message and try again.";

export function tooManyMessage(retryAfterSeconds: number): string {
  const wait = formatDistanceStrict(0, retryAfterSeconds * 1000, { roundingMethod: "ceil" });
  return `Too many submissions from your connection. Please wait ${wait} and try again, or call us at ${SITE.phone}.`;
}

/** Counts one submission of `form` from `ip`; over the limit, 429 with Retry-After. */
export async function enforceFormLimit(db: AppDb, config: Config, form: PublicForm, ip: string): Promise<void> {
  const rule = FORM_LIMITS[form];
  const state = await hit(db, {
    key: `form.${form}:ip:${ip}`,
    max: Math.round(rule.max * config.FORM_RATE_LIMIT_MULTIPLIER),
    windowSeconds: rule.windowSeconds,
  });
  if (state.over) {
    throw new AppError(429, "rate_limited", tooManyMessage(state.retryAfter), undefined, { "Retry-After": String(state.retryAfter) });
  }
}
