/**
 * Who is calling, read for a verified access token's session (authenticate.ts): the session and
 * its (not deleted) user, joined so that each signed-in request costs the database one round trip
 * for who is calling rather than one per table. The data API adds the profile to the same join
 * (server/http/caller.ts). No row when the session has ended.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authSessions, authUsers, profiles } from "#db/schema/index.ts";

const userOfSession = and(eq(authUsers.id, authSessions.userId), isNull(authUsers.deletedAt));

export async function sessionAndUser(db: AppDb, sessionId: string) {
  const [row] = await db.select({ session: authSessions, user: authUsers }).from(authSessions).leftJoin(authUsers, userOfSession).where(eq(authSessions.id, sessionId));
  return row;
}

export async function sessionUserAndProfile(db: AppDb, sessionId: string) {
  const [row] = await db
    .select({ session: authSessions, user: authUsers, profile: profiles })
    .from(authSessions)
    .leftJoin(authUsers, userOfSession)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authSessions.id, sessionId));
  return row;
}
