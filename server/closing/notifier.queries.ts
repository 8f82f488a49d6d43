/** The closing notifier's statements (server/closing/notifier.ts). */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type AppDb } from "#db/client.ts";
import {
  authUsers,
  closingDocuments,
  closingFileEvents,
  closingFiles,
  closingMilestoneEvents,
  closingParties,
  closingRequests,
  closingStatusLinks,
  notificationPreferences,
  smsOptOuts,
} from "#db/schema/index.ts";

/**
 * Every notice the notifier batches per file and has not sent yet, as (file_id, created_at): a step
 * change not yet told, a party's upload or answer staff have not been told of, a message nobody has
 * been told of (issue 31). dueFileIds sends from it and /metrics counts it
 * (server/metrics/metrics.queries.ts notifierLag), so a kind of notice added here is both sent and
 * counted. Each branch reads a partial index of untold rows.
 */
export const pendingNotices = sql`
      select file_id, created_at from closing_milestone_events where notified_at is null
      union all
      select file_id, created_at from closing_documents where by_party and staff_notified_at is null
      union all
      select file_id, created_at from closing_file_events where tell_staff and staff_notified_at is null
      union all
      select file_id, created_at from closing_file_events where kind = 'message.posted' and notified_at is null`;

/**
 * Files with pending notices (pendingNotices) the newest of which is at least `batchSeconds` old,
 * so a burst goes out as one message once the file has been quiet for a while.
 */
export async function dueFileIds(db: AppDb, batchSeconds: number, limit: number): Promise<string[]> {
  const rows = await queryRows<{ file_id: string }>(db, sql`
    select file_id from (${pendingNotices}) pending
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

/** The parties' uploads to the file staff have not been told of, oldest first, with who uploaded each; locked until the transaction ends. */
export async function lockUntoldPartyUploads(tx: AppDb, fileId: string) {
  return tx
    .select({
      id: closingDocuments.id,
      name: closingDocuments.name,
      label: closingDocuments.label,
      createdAt: closingDocuments.createdAt,
      uploaderEmail: authUsers.email,
    })
    .from(closingDocuments)
    .leftJoin(authUsers, eq(authUsers.id, closingDocuments.uploadedBy))
    .where(and(eq(closingDocuments.fileId, fileId), eq(closingDocuments.byParty, true), isNull(closingDocuments.staffNotifiedAt)))
    .orderBy(asc(closingDocuments.createdAt), asc(closingDocuments.id))
    .for("update", { of: closingDocuments, skipLocked: true });
}

/**
 * The file's events staff are to be told of and have not been (a request answered: tell_staff),
 * oldest first, with the request's title, owner and who answered; locked until the transaction ends.
 */
export async function lockUntoldAnswers(tx: AppDb, fileId: string) {
  return tx
    .select({
      id: closingFileEvents.id,
      createdAt: closingFileEvents.createdAt,
      actorLabel: closingFileEvents.actorLabel,
      title: closingRequests.title,
      owner: closingRequests.owner,
      answeredBy: closingRequests.answeredBy,
    })
    .from(closingFileEvents)
    .leftJoin(closingRequests, eq(closingRequests.id, closingFileEvents.requestId))
    .where(and(eq(closingFileEvents.fileId, fileId), eq(closingFileEvents.tellStaff, true), isNull(closingFileEvents.staffNotifiedAt)))
    .orderBy(asc(closingFileEvents.createdAt), asc(closingFileEvents.id))
    .for("update", { of: closingFileEvents, skipLocked: true });
}

/**
 * Whether the newest of these step changes, uploads, answers and messages is old enough (checked again under
 * the lock: one may have come since the file was picked).
 */
export async function batchIsDue(
  tx: AppDb,
  ids: { events: string[]; uploads: string[]; answers?: string[]; messages?: string[] },
  batchSeconds: number,
): Promise<boolean> {
  const none = sql`(select null::uuid where false)`;
  // Answers and messages are both file events.
  const answers = [...(ids.answers ?? []), ...(ids.messages ?? [])];
  const [row] = await queryRows<{ due: boolean }>(tx, sql`
    select max(created_at) <= now() - (${batchSeconds} * interval '1 second') as due from (
      select created_at from closing_milestone_events where id in ${ids.events.length > 0 ? ids.events : none}
      union all
      select created_at from closing_documents where id in ${ids.uploads.length > 0 ? ids.uploads : none}
      union all
      select created_at from closing_file_events where id in ${answers.length > 0 ? answers : none}
    ) pending`);
  return row?.due === true;
}

/** Staff have been told of these uploads. */
export async function markStaffNotified(tx: AppDb, documentIds: string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await tx.update(closingDocuments).set({ staffNotifiedAt: sql`now()` }).where(inArray(closingDocuments.id, documentIds));
}

/** Staff have been told of these file events (answers). */
export async function markEventsStaffNotified(tx: AppDb, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await tx.update(closingFileEvents).set({ staffNotifiedAt: sql`now()` }).where(inArray(closingFileEvents.id, eventIds));
}

export async function markNotified(tx: AppDb, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
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
    .select({
      email: authUsers.provenEmail,
      emailOff: notificationPreferences.emailOff,
      sms: notificationPreferences.sms,
      messageNotices: notificationPreferences.messageNotices,
    })
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
