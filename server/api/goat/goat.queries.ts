/**
 * The Year of the GOAT: the year's closings per member come from the one count the dashboard and
 * the admin's user list read too (server/api/transactions/closing-counts.queries.ts): closed
 * transactions and closing files that reached "Closed and disbursed", dated in the company's
 * calendar year. Here: the ranking and the member's leaderboard name.
 */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles } from "#db/schema/index.ts";
import { LEADERBOARD_SIZE } from "#core/content/offers/goat-leaderboard.ts";
import { rankedByYearClosings, type RankedMember } from "../transactions/closing-counts.queries.ts";

export type { RankedMember };

/** The top ten of the year `now` falls in (ties share a rank; the earlier member first) and, wherever they stand, `me`. */
export function rankedMembers(db: AppDb, now: Date, me: string): Promise<RankedMember[]> {
  return rankedByYearClosings(db, now, me, LEADERBOARD_SIZE);
}

export async function leaderboardNameOf(db: AppDb, userId: string) {
  const [row] = await db
    .select({ displayName: profiles.displayName, showOnLeaderboard: profiles.showOnLeaderboard })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

export async function saveLeaderboardName(db: AppDb, userId: string, value: { showOnLeaderboard: boolean; displayName: string | null }) {
  await db.update(profiles).set(value).where(eq(profiles.id, userId));
}
