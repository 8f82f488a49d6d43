/**
 * Abuse limits of the public forms, in one table. Counters live in the database
 * (server/http/rate-limit.ts), so they hold across instances. Every POST counts, valid or not:
 * the forms check their fields in the browser first, so people rarely send a refused one.
 */
import { SITE } from "#core/site/settings.ts";
import type { IpRule } from "#server/http/ip-limit.ts";

export const FORM_LIMITS = {
  contact: { max: 5, windowSeconds: 10 * 60 },
  guide_download: { max: 10, windowSeconds: 10 * 60 },
  gift_card: { max: 3, windowSeconds: 10 * 60 },
  service_request: { max: 5, windowSeconds: 10 * 60 },
} as const satisfies Record<string, IpRule>;
export type PublicForm = keyof typeof FORM_LIMITS;


export const TOO_LARGE_MESSAGE = "This form is too large to send. Please shorten your message and try again.";

export function tooManyMessage(wait: string): string {
  return `Too many submissions from your connection. Please wait ${wait} and try again, or call us at ${SITE.phone}.`;
}
