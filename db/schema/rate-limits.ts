/**
 * rate_limits: fixed-window counters shared by every app instance. Increment with
 * `insert ... on conflict (key, window_start) do update set count = rate_limits.count + 1
 * returning count`; delete rows whose expires_at has passed.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { notBlank } from "./columns.ts";

export const rateLimits = pgTable(
  "rate_limits",
  {
    /** What is limited and for whom, e.g. "auth.token:ip:203.0.113.9". */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "rate_limits_pkey", columns: [t.key, t.windowStart] }),
    index("rate_limits_expires_at_idx").on(t.expiresAt),
    check("rate_limits_key_not_blank", notBlank(t.key)),
    check("rate_limits_count_nonnegative", sql`${t.count} >= 0`),
    check("rate_limits_expiry_after_start", sql`${t.expiresAt} > ${t.windowStart}`),
  ],
);

export type RateLimit = typeof rateLimits.$inferSelect;
