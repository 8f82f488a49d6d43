/**
 * SQL of the verified status-link session (issue 30): the buyers and sellers a holder may verify
 * as, the six-digit codes (status_link_codes, only their hash) and the sessions they open
 * (status_link_sessions, only the token's SHA-256).
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, isNotNull, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingParties, statusLinkCodes, statusLinkSessions } from "#db/schema/index.ts";
import { CONSUMER_ROLES } from "#core/closing/closing-enums.ts";

const partyColumns = {
  id: closingParties.id,
  fileId: closingParties.fileId,
  role: closingParties.role,
  name: closingParties.name,
  email: closingParties.email,
  phone: closingParties.phone,
  reminders: closingParties.reminders,
  messageNotices: closingParties.messageNotices,
};

export type ConsumerParty = {
  id: string;
  fileId: string;
  role: "buyer" | "seller";
  name: string;
  email: string | null;
  phone: string | null;
  reminders: boolean;
  messageNotices: boolean;
};

const reachableConsumer = and(
  inArray(closingParties.role, [...CONSUMER_ROLES]),
  or(isNotNull(closingParties.email), and(isNotNull(closingParties.phone), sql`${closingParties.phone} <> ''`)),
);

/** The file's buyers and sellers with an e-mail or a phone, in the order they were added. */
export async function reachableConsumers(db: AppDb, fileId: string): Promise<ConsumerParty[]> {
  const rows = await db
    .select(partyColumns)
    .from(closingParties)
    .where(and(eq(closingParties.fileId, fileId), reachableConsumer))
    .orderBy(asc(closingParties.createdAt), asc(closingParties.id));
  return rows as ConsumerParty[];
}

/** One of them by id, on this file (a party of another file, or an agent, is none). */
export async function reachableConsumerById(db: AppDb, fileId: string, partyId: string): Promise<ConsumerParty | undefined> {
  const [row] = await db
    .select(partyColumns)
    .from(closingParties)
    .where(and(eq(closingParties.id, partyId), eq(closingParties.fileId, fileId), reachableConsumer));
  return row as ConsumerParty | undefined;
}

/**
 * A new code for the party on the link; the party's earlier unused codes stop working, so only
 * the newest message's code is ever right.
 */
export async function insertCode(db: AppDb, code: { id: string; linkId: string; partyId: string; channel: "email" | "sms"; codeHash: string; expiresAt: Date }) {
  await db
    .update(statusLinkCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(statusLinkCodes.linkId, code.linkId), eq(statusLinkCodes.partyId, code.partyId), isNull(statusLinkCodes.usedAt)));
  await db.insert(statusLinkCodes).values(code);
}

/** The party's newest unused, unexpired code on the link. */
export async function liveCode(db: AppDb, linkId: string, partyId: string, now: Date) {
  const [row] = await db
    .select({ id: statusLinkCodes.id, codeHash: statusLinkCodes.codeHash, attempts: statusLinkCodes.attempts, channel: statusLinkCodes.channel })
    .from(statusLinkCodes)
    .where(and(eq(statusLinkCodes.linkId, linkId), eq(statusLinkCodes.partyId, partyId), isNull(statusLinkCodes.usedAt), gt(statusLinkCodes.expiresAt, now)))
    .orderBy(desc(statusLinkCodes.createdAt))
    .limit(1);
  return row;
}

/** A wrong guess at the code; the guess that reaches `maxTries` uses the code up. */
export async function countWrongGuess(db: AppDb, codeId: string, maxTries: number): Promise<void> {
  await db
    .update(statusLinkCodes)
    .set({
      attempts: sql`${statusLinkCodes.attempts} + 1`,
      usedAt: sql`case when ${statusLinkCodes.attempts} + 1 >= ${maxTries} then now() else ${statusLinkCodes.usedAt} end`,
    })
    .where(eq(statusLinkCodes.id, codeId));
}

/** Uses the code up; false when another request used it first (a code opens one session). */
export async function useCode(db: AppDb, codeId: string): Promise<boolean> {
  const used = await db
    .update(statusLinkCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(statusLinkCodes.id, codeId), isNull(statusLinkCodes.usedAt)))
    .returning({ id: statusLinkCodes.id });
  return used.length > 0;
}

export async function insertSession(
  db: AppDb,
  session: { linkId: string; partyId: string; tokenHash: string; expiresAt: Date; channel: "email" | "sms"; createdAt: Date },
): Promise<void> {
  await db.insert(statusLinkSessions).values(session);
}

/**
 * The session with this token hash on this link, unexpired, and its party while it is still a
 * buyer or seller of the link's file.
 */
export async function liveSession(db: AppDb, tokenHash: string, linkId: string, fileId: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: statusLinkSessions.id,
      expiresAt: statusLinkSessions.expiresAt,
      verifiedAt: statusLinkSessions.createdAt,
      channel: statusLinkSessions.channel,
      party: partyColumns,
    })
    .from(statusLinkSessions)
    .innerJoin(closingParties, eq(closingParties.id, statusLinkSessions.partyId))
    .where(
      and(
        eq(statusLinkSessions.tokenHash, tokenHash),
        eq(statusLinkSessions.linkId, linkId),
        gt(statusLinkSessions.expiresAt, now),
        eq(closingParties.fileId, fileId),
        inArray(closingParties.role, [...CONSUMER_ROLES]),
      ),
    );
  return row ? { ...row, channel: row.channel as "email" | "sms" | null, party: row.party as ConsumerParty } : undefined;
}

/** A buyer's or seller's choice of being told when someone writes on the file (closing_parties.message_notices); the choice now. */
export async function setMessageNotices(db: AppDb, partyId: string, messageNotices: boolean): Promise<boolean> {
  const [row] = await db.update(closingParties).set({ messageNotices }).where(eq(closingParties.id, partyId)).returning({ messageNotices: closingParties.messageNotices });
  return row?.messageNotices ?? messageNotices;
}

/** A buyer's or seller's daily reminder choice (closing_parties.reminders); the choice now. */
export async function setReminders(db: AppDb, partyId: string, reminders: boolean): Promise<boolean> {
  const [row] = await db.update(closingParties).set({ reminders }).where(eq(closingParties.id, partyId)).returning({ reminders: closingParties.reminders });
  return row?.reminders ?? reminders;
}

/** The file's property address: what the code's e-mail names (no amounts, no link). */
export async function propertyAddressOf(db: AppDb, fileId: string): Promise<string> {
  const [row] = await db.select({ address: closingFiles.propertyAddress }).from(closingFiles).where(eq(closingFiles.id, fileId));
  return row?.address ?? "";
}
