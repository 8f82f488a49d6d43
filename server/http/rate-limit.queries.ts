/**
 * The statements of the rate limits (rate-limit.ts): counting a request in its window, taking one
 * back, dropping ended windows. And counting a request inside the statement that does its work:
 * the body of a data-modifying CTE (`with counter as (...)`) that adds one to the limit's current
 * window and returns the new count. The rest of the statement proceeds only
 * `where counter.count <= max`, so an endpoint pays one round trip for its work and its limit
 * together, and the counter stays in the database where every instance sees it. Same row and
 * arithmetic as `hit` (rate-limit.ts).
 */
import { and, lt, sql, type SQL } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { rateLimits } from "#db/schema/index.ts";
import { windowOf } from "./rate-limit-window.ts";

type Window = { start: Date; end: Date };

/** Adds one to the key's count in the window (the row made if it is the first); the new count. */
export async function countHit(db: AppDb, key: string, w: Window): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: w.start, count: 1, expiresAt: w.end })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** Takes one back from the key's count in the window, never below zero. */
export async function takeBackHit(db: AppDb, key: string, w: Pick<Window, "start">): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(sql`${rateLimits.key} = ${key}`, sql`${rateLimits.windowStart} = ${w.start}`));
}

export async function deleteEndedWindows(db: AppDb, now: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
}

export function countRequest(limit: { key: string; windowSeconds: number }, now: number): SQL {
  const w = windowOf(limit.windowSeconds, now);
  return sql`insert into rate_limits (key, window_start, count, expires_at)
    values (${limit.key}, ${w.start.toISOString()}::timestamptz, 1, ${w.end.toISOString()}::timestamptz)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`;
}
