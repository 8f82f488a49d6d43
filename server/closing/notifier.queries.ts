/** The closing notifier's statements (server/closing/notifier.ts). */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";
import {
  authUsers,
  closingFiles,
  closingMilestoneEvents,
  closingParties,
  closingStatusLinks,
  notificationPreferences,
  smsOptOuts,
} from "#db/schema/index.ts";

/**
 * Files whose changes are due: some event not yet told, and the newest such event at least
 * `batchSeconds` old, so a burst of changes goes out as one message once staff stop for a while.
 */
export async function dueFileIds(db: AppDb, batchSeconds: number, limit: number): Promise<string[]> {
  const rows = await queryRows<{ file_id: string }>(db, sql`
    select file_id from closing_milestone_events
     where notified_at is null
     group by file_id
    having max(created_at) <= now() - (${batchSeconds} * interval '1 second')
     order by max(created_at)
     limit ${limit}`);
  return rows.map((r) => r.file_id);
}

/**
 * Locks the file for this transaction, or null when another notifier (or a staff change still
 * being written) holds it: the file row serialises notifiers, so one instance sends a batch whole
 * and no other sends any of it.
 */
export async function lockFile(tx: AppDb, fileId: string) {
  const [row] = await tx.select().from(closingFiles).where(eq(closingFiles.id, fileId)).for("update", { skipLocked: true });
  return row ?? null;
}

/** The file's changes not yet told, oldest first, locked until the transaction ends. */
export async function lockUnnotifiedEvents(tx: AppDb, fileId: string) {
  return tx
    .select()
    .from(closingMilestoneEvents)
    .where(and(eq(closingMilestoneEvents.fileId, fileId), isNull(closingMilestoneEvents.notifiedAt)))
    .orderBy(asc(closingMilestoneEvents.createdAt), asc(closingMilestoneEvents.id))
    .for("update", { skipLocked: true });
}

/** Whether the newest of these events is old enough (checked again under the lock: one may have come since the file was picked). */
export async function batchIsDue(tx: AppDb, eventIds: string[], batchSeconds: number): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(tx, sql`
    select max(created_at) <= now() - (${batchSeconds} * interval '1 second') as due
      from closing_milestone_events where id in ${eventIds}`);
  return row?.due === true;
}

export async function markNotified(tx: AppDb, eventIds: string[]): Promise<void> {
  await tx.update(closingMilestoneEvents).set({ notifiedAt: sql`now()` }).where(inArray(closingMilestoneEvents.id, eventIds));
}

export async function partiesOf(tx: AppDb, fileId: string) {
  return tx.select().from(closingParties).where(eq(closingParties.fileId, fileId)).orderBy(asc(closingParties.createdAt), asc(closingParties.id));
}

/**
 * The portal accounts that proved these addresses (server/auth/proven-email.ts) and their choices
 * (null: no row, the defaults). An account that only typed a party's address at sign-up cannot
 * turn that party's notices off or have them texted.
 */
export async function accountsOf(tx: AppDb, emails: string[]) {
  if (emails.length === 0) return [];
  return tx
    .select({ email: authUsers.provenEmail, emailOff: notificationPreferences.emailOff, sms: notificationPreferences.sms })
    .from(authUsers)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, authUsers.id))
    .where(and(inArray(authUsers.provenEmail, emails), sql`${authUsers.provenEmail} = lower(${authUsers.email})`, isNull(authUsers.deletedAt)));
}

/** Which of these E.164 numbers replied STOP. */
export async function optedOut(tx: AppDb, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await tx.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(inArray(smsOptOuts.phone, phones));
  return new Set(rows.map((r) => r.phone));
}

/** The file's live status link row, if any (its expiry is the caller's to check: status-link-lookup.ts). */
export async function liveStatusLink(tx: AppDb, fileId: string) {
  const [row] = await tx
    .select({ id: closingStatusLinks.id })
    .from(closingStatusLinks)
    .where(and(eq(closingStatusLinks.fileId, fileId), isNull(closingStatusLinks.revokedAt)));
  return row ?? null;
}
