/**
 * Fixed-window rate limits kept in the database (rate_limits), so they hold across instances and
 * restarts. `hit` counts one request and says whether it is over the limit; `unhit` takes one back
 * (an attempt that turned out not to count, e.g. a sign-in with the right password). The
 * statements are in rate-limit.queries.ts.
 */
import type { AppDb } from "#db/client.ts";
import { countHit, deleteEndedWindows, takeBackHit } from "./rate-limit.queries.ts";
import { windowOf } from "./rate-limit-window.ts";

export interface Limit {
  /** What is limited and for whom, e.g. "auth.signin:ip:203.0.113.9". */
  key: string;
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  count: number;
  over: boolean;
  /** Seconds until the window ends (what Retry-After says). */
  retryAfter: number;
}

export async function hit(db: AppDb, limit: Limit, now = Date.now()): Promise<LimitState> {
  const w = windowOf(limit.windowSeconds, now);
  const count = await countHit(db, limit.key, w);
  // Housekeeping without a scheduler: now and then, drop windows that have ended.
  if (Math.random() < 0.01) await deleteEndedWindows(db, now);
  return { count, over: count > limit.max, retryAfter: w.retryAfter };
}

/**
 * Counts one request against each limit in turn, stopping at the first that is over: that limit
 * and its state, or undefined when none is. Inside a transaction, throwing on a refusal rolls back
 * every count it made, so a refused request counts nothing anywhere.
 */
export async function hitEach<L extends Limit>(db: AppDb, limits: readonly L[], now = Date.now()): Promise<{ limit: L; state: LimitState } | undefined> {
  for (const limit of limits) {
    const state = await hit(db, limit, now);
    if (state.over) return { limit, state };
  }
  return undefined;
}

export async function unhit(db: AppDb, limit: Limit, now = Date.now()): Promise<void> {
  const w = windowOf(limit.windowSeconds, now);
  await takeBackHit(db, limit.key, w);
}

/** What a count returned by a statement that counted itself (rate-limit.queries.ts) means for `limit`. */
export function stateOf(limit: Limit, count: number, now: number): LimitState {
  return { count, over: count > limit.max, retryAfter: windowOf(limit.windowSeconds, now).retryAfter };
}

let lastSweep = 0;
const SWEEP_EVERY_MS = 60_000;

/**
 * `hit`'s housekeeping, for requests counted by their own statement: drop ended windows, at most
 * once a minute per process (by time rather than by chance: busy endpoints count many requests
 * per statement, and a delete that finds nothing still costs a statement).
 */
export async function sweepNowAndThen(db: AppDb, now = Date.now()): Promise<void> {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await deleteEndedWindows(db, now);
}
