/** Calendar feeds (calendar_feeds) and the appointments a feed lists. */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, calendarFeeds, closingFiles } from "#db/schema/index.ts";
import { partyEmailOf } from "#server/closing/file-access.ts";
import { hasPartyEmail } from "#server/closing/file-access.queries.ts";

export async function feedOf(db: AppDb, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Replaces the user's feed (the old address stops): the row's creation time is part of the new token. */
export async function replaceFeed(db: AppDb, userId: string, createdAt: Date, tokenHash: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
}

/** Whether there was a feed to remove. */
export async function deleteFeed(db: AppDb, userId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/**
 * The owner of a feed token's hash, with the address their files are found by: proven, as party
 * rows carry it (server/closing/file-access.ts), or null.
 */
export async function feedOwner(db: AppDb, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt, email: authUsers.email, provenEmail: authUsers.provenEmail })
    .from(calendarFeeds)
    .innerJoin(authUsers, eq(authUsers.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ? { userId: row.userId, createdAt: row.createdAt, email: partyEmailOf({ user: row }) } : null;
}

/** The appointments of the files the e-mail is a party of, complete ones included (they are history). */
export async function appointmentsOf(db: AppDb, email: string) {
  return db
    .select({
      id: closingFiles.id,
      fileNumber: closingFiles.fileNumber,
      propertyAddress: closingFiles.propertyAddress,
      closingAt: closingFiles.closingAt,
      closingTimeSet: closingFiles.closingTimeSet,
      closingPlace: closingFiles.closingPlace,
      closingLocation: closingFiles.closingLocation,
      nextMilestone: closingFiles.nextMilestone,
      completedAt: closingFiles.completedAt,
      updatedAt: closingFiles.updatedAt,
    })
    .from(closingFiles)
    .where(and(isNotNull(closingFiles.closingAt), hasPartyEmail(closingFiles.id, email)))
    .orderBy(desc(closingFiles.closingAt))
    // A calendar of a busy agent's whole career stays well under this; it bounds a pathological one.
    .limit(2000);
}

export type FeedAppointment = Awaited<ReturnType<typeof appointmentsOf>>[number];
