/**
 * The Year of the GOAT: closed transactions per member in the company's calendar year, ranked.
 * A transaction counts in the year of its closing date, or of its creation when it has none
 * (the admin's count edits add closed transactions without a date).
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles, transactions } from "#db/schema/index.ts";
import type { companyYear } from "#core/domain/company-calendar.ts";
import { LEADERBOARD_SIZE } from "#core/content/offers/goat-leaderboard.ts";

export interface RankedMember {
  userId: string;
  closings: number;
  rank: number;
  email: string | null;
  displayName: string | null;
  showOnLeaderboard: boolean;
}

/** The top ten (ties share a rank; the earlier member first) and, wherever they stand, `me`. */
export async function rankedMembers(db: AppDb, year: ReturnType<typeof companyYear>, me: string): Promise<RankedMember[]> {
  const yearClosings = db.$with("year_closings").as(
    db
      .select({ userId: transactions.userId, closings: sql<number>`count(*)::int`.as("closings") })
      .from(transactions)
      .where(
        and(
          eq(transactions.status, "closed"),
          or(
            and(isNotNull(transactions.closingDate), gte(transactions.closingDate, `${year.year}-01-01`), lt(transactions.closingDate, `${year.year + 1}-01-01`)),
            and(isNull(transactions.closingDate), gte(transactions.createdAt, year.start), lt(transactions.createdAt, year.end)),
          ),
        ),
      )
      .groupBy(transactions.userId),
  );
  const ranked = db.$with("ranked").as(
    db
      .select({
        userId: yearClosings.userId,
        closings: yearClosings.closings,
        rank: sql<number>`(rank() over (order by ${yearClosings.closings} desc))::int`.as("rank"),
      })
      .from(yearClosings),
  );
  return db
    .with(yearClosings, ranked)
    .select({
      userId: ranked.userId,
      closings: ranked.closings,
      rank: ranked.rank,
      email: profiles.email,
      displayName: profiles.displayName,
      showOnLeaderboard: profiles.showOnLeaderboard,
    })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.id, ranked.userId))
    .where(or(lte(ranked.rank, LEADERBOARD_SIZE), eq(ranked.userId, me)))
    .orderBy(asc(ranked.rank), asc(profiles.createdAt), asc(profiles.id));
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
