/**
 * Counting a request inside the statement that does its work: the body of a data-modifying CTE
 * (`with counter as (...)`) that adds one to the limit's current window and returns the new
 * count. The rest of the statement proceeds only `where counter.count <= max`, so an endpoint
 * pays one round trip for its work and its limit together, and the counter stays in the
 * database where every instance sees it. Same row and arithmetic as `hit` (rate-limit.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import { windowOf, type Limit } from "./rate-limit.ts";

export function countRequest(limit: Limit, now: number): SQL {
  const w = windowOf(limit.windowSeconds, now);
  return sql`insert into rate_limits (key, window_start, count, expires_at)
    values (${limit.key}, ${w.start.toISOString()}::timestamptz, 1, ${w.end.toISOString()}::timestamptz)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`;
}
