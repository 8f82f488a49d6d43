/**
 * The verified status-link session (docs/requests-contract.md) kept for this tab only: in
 * sessionStorage, which the tab forgets when it closes and other tabs never see, and never in the
 * address (a URL ends up in history, logs and forwarded messages). One session at a time, for the
 * link it was opened on.
 */
import { statusSessionSchema, type StatusSession } from "#core/api/closing-request.ts";
import { STATUS_SESSION_KEY as KEY } from "./status-session-key.ts";
import { announceStatusSession } from "./status-session-events.ts";

/** What this page last wrote, for a tab whose storage is blocked: the page's sections still share it. */
let memory: { link: string; session: StatusSession } | null = null;

function storedRaw(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) ?? (memory ? JSON.stringify(memory) : null);
  } catch {
    return memory ? JSON.stringify(memory) : null;
  }
}

/** The session for this link, if the tab has one that has not expired. */
export function readStatusSession(token: string, now = Date.now()): StatusSession | null {
  try {
    const raw = storedRaw();
    if (!raw) return null;
    const stored = JSON.parse(raw) as { link?: unknown; session?: unknown };
    const parsed = statusSessionSchema.safeParse(stored.session);
    if (stored.link !== token || !parsed.success || Date.parse(parsed.data.expires_at) <= now) return null;
    return parsed.data;
  } catch {
    // A value we did not write: no session.
    return null;
  }
}

export function writeStatusSession(token: string, session: StatusSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ link: token, session }));
  } catch {
    // Storage blocked: the session lasts as long as the page stays open.
  }
  memory = { link: token, session };
  announceStatusSession();
}

export function forgetStatusSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  memory = null;
  announceStatusSession();
}
