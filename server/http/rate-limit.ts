/**
 * Fixed-window rate limits kept in the database (rate_limits), so they hold across instances and
 * restarts. `hit` counts one request and says whether it is over the limit; `unhit` takes one back
 * (an attempt that turned out not to count, e.g. a sign-in with the right password).
 */
import { and, lt, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";

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

export function windowOf(windowSeconds: number, now: number) {
  const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return {
    start: new Date(start * 1000),
    end: new Date((start + windowSeconds) * 1000),
    retryAfter: Math.max(1, Math.ceil(start + windowSeconds - now / 1000)),
  };
}

export async function hit(db: AppDb, limit: Limit, now = Date.now()): Promise<LimitState> {
  const w = windowOf(limit.windowSeconds, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: w.start, count: 1, expiresAt: w.end })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row!.count;
  // Housekeeping without a scheduler: now and then, drop windows that have ended.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
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
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(sql`${rateLimits.key} = ${limit.key}`, sql`${rateLimits.windowStart} = ${w.start}`));
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
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
}
