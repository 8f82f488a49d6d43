/**
 * Tokens of the links that open something without an account: a buyer's or seller's status
 * page (closing_status_links) and a user's calendar feed (calendar_feeds).
 *
 * A token is the HMAC of the row it opens (256 bits, from the server's secret; server/auth/secrets.ts),
 * so it is unguessable, and the server can show the live link again (staff copy it, a buyer added
 * later is sent it) without keeping it: the database holds only its SHA-256, the lookup key.
 * Revoking a link is marking its row; reissuing makes a new row, hence a new token.
 */
import { createHash } from "node:crypto";
import type { Services } from "../services.ts";

export type LinkPurpose = "status-link" | "calendar-feed";

/** The token of a link row: base64url, 43 characters. */
export async function linkToken(services: Pick<Services, "keys">, purpose: LinkPurpose, rowKey: string): Promise<string> {
  const keys = await services.keys();
  return keys.hmac(`${purpose}:${rowKey}`);
}

/** What is stored and looked up: hex SHA-256 of the token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as it may appear in a path: what linkToken makes, nothing else reaches the database. */
export function isLinkTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The public address of a buyer's or seller's status page. */
export function statusPageUrl(services: Pick<Services, "config">, token: string): string {
  return `${services.config.publicUrl}/status/${token}`;
}

/** The calendar feed's address (iCalendar). */
export function calendarFeedUrl(services: Pick<Services, "config">, token: string): string {
  return `${services.config.publicUrl}/api/v1/calendar/${token}.ics`;
}
