/**
 * Browser-side settings the server publishes at GET /api/v1/public-config (its body is
 * core/api/public-config.ts's). The addresses are optional configuration: without a chat widget
 * address nothing third-party is loaded.
 */
import type { PublicConfigBody } from "#core/api/public-config.ts";

export interface PublicConfig {
  /** Address of the third-party chat widget script, or null when no widget is configured. */
  chatWidgetSrc: string | null;
  /** External booking calendar ("Schedule Demo", "Schedule Consultation"), or null. */
  bookingUrl: string | null;
  /** A change of e-mail address is confirmed from both addresses (assumed when unknown: the server's default). */
  secureEmailChange: boolean;
}

export const PUBLIC_CONFIG_URL = "/api/v1/public-config";

const EMPTY: PublicConfig = { chatWidgetSrc: null, bookingUrl: null, secureEmailChange: true };

/** An absolute http(s) URL, or null for anything else (javascript:, data:, garbage). */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function parsePublicConfig(body: unknown, base?: string): PublicConfig {
  if (typeof body !== "object" || body === null) return EMPTY;
  // Read field by field rather than parsed whole: every public page loads this, without zod, and
  // one odd field must not cost the others.
  const record = body as { [K in keyof PublicConfigBody]?: unknown };
  return {
    chatWidgetSrc: safeHttpUrl(record.chat_widget_src, base),
    bookingUrl: safeHttpUrl(record.booking_url, base),
    secureEmailChange: record.secure_email_change !== false,
  };
}

let pending: Promise<PublicConfig> | undefined;

/**
 * Fetches the public configuration once per page load. Never rejects: a missing endpoint, a
 * network error or a malformed body all give the empty configuration.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch(PUBLIC_CONFIG_URL, { headers: { accept: "application/json" }, credentials: "same-origin" })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: unknown) => parsePublicConfig(body, window.location.href))
    .catch(() => EMPTY);
  return pending;
}
