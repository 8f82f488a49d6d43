/**
 * Closing files written straight into a test database, for the notifier's and the calendar's
 * tests: a file, its parties, its milestone events (aged as a test needs) and a status link.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingMilestoneEvents, closingParties, closingStatusLinks, outbox } from "#db/schema/index.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import type { MilestoneId, MilestoneState } from "#core/closing/milestones.ts";
import type { Services } from "#server/services.ts";
import { linkToken, statusPageUrl, tokenHash } from "#server/closing/link-tokens.ts";

export async function insertFile(db: AppDb, values: Partial<typeof closingFiles.$inferInsert> = {}) {
  const number = `HC-2026-${randomUUID().slice(0, 8)}`;
  const [file] = await db
    .insert(closingFiles)
    .values({ fileNumber: number, propertyAddress: "412 Elm St, Cedar Falls, IA 50613", county: "Black Hawk", kind: "purchase", nextMilestone: "title_opinion", ...values })
    .returning();
  return file!;
}

export async function addParty(db: AppDb, fileId: string, role: PartyRole, name: string, email: string | null, phone: string | null = null) {
  const [party] = await db.insert(closingParties).values({ fileId, role, name, email: email?.toLowerCase() ?? null, phone }).returning();
  return party!;
}

/** A change to a step made `secondsAgo` seconds ago, not yet told. */
export async function addEvent(
  db: AppDb,
  fileId: string,
  milestone: MilestoneId,
  state: MilestoneState,
  opts: { secondsAgo?: number; reason?: string; doneOn?: string; objections?: number; recordingReference?: string } = {},
) {
  const [event] = await db
    .insert(closingMilestoneEvents)
    .values({
      fileId,
      milestone,
      state,
      doneOn: state === "done" ? (opts.doneOn ?? "2026-12-01") : null,
      reason: opts.reason ?? null,
      objections: opts.objections ?? null,
      recordingReference: opts.recordingReference ?? null,
      createdAt: sql`now() - (${opts.secondsAgo ?? 0} * interval '1 second')`,
    })
    .returning();
  return event!;
}

/** Moves the file's events back in time, as if `seconds` had passed. */
export async function ageEvents(db: AppDb, fileId: string, seconds: number) {
  await db
    .update(closingMilestoneEvents)
    .set({ createdAt: sql`${closingMilestoneEvents.createdAt} - (${seconds} * interval '1 second')` })
    .where(eq(closingMilestoneEvents.fileId, fileId));
}

/** A live status link of the file, and the address buyers and sellers are sent. */
export async function issueStatusLink(db: AppDb, services: Services, fileId: string) {
  const id = randomUUID();
  const token = await linkToken(services, "status-link", id);
  await db.insert(closingStatusLinks).values({ id, fileId, tokenHash: tokenHash(token) });
  return { id, url: statusPageUrl(services, token) };
}

export async function revokeStatusLink(db: AppDb, id: string) {
  await db.update(closingStatusLinks).set({ revokedAt: sql`now()` }).where(eq(closingStatusLinks.id, id));
}

/** The messages queued about the file, oldest first. */
export async function queuedAbout(db: AppDb, fileId: string, channel?: "email" | "sms") {
  return db
    .select({ channel: outbox.channel, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, kind: outbox.kind })
    .from(outbox)
    .where(channel ? and(eq(outbox.refId, fileId), eq(outbox.channel, channel)) : eq(outbox.refId, fileId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
}
