/**
 * What the SMS provider's webhooks change: a text's status (forward only), replies in the history
 * of the client last texted at that number, and the numbers that opted out.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { communications, smsOptOuts } from "#db/schema/index.ts";
import { COMMUNICATION_STATUS_VALUES, type CommunicationStatus } from "#core/domain/enums.ts";
import { mayMoveTo } from "#core/messaging/sms-status.ts";

/**
 * Moves the text with this provider id to `status` if that is forward from where it is; returns
 * whether it moved. One statement, so two callbacks racing cannot move it backwards.
 */
export async function advanceTextStatus(
  db: AppDb,
  providerId: string,
  update: { status: CommunicationStatus; providerStatus: string; error: string | null },
): Promise<boolean> {
  const from = COMMUNICATION_STATUS_VALUES.filter((s) => mayMoveTo(s, update.status));
  if (from.length === 0) return false;
  const rows = await db
    .update(communications)
    .set({
      status: update.status,
      providerStatus: update.providerStatus,
      error: update.status === "failed" ? update.error : null,
      sentAt: sql`coalesce(${communications.sentAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(communications.providerId, providerId), eq(communications.type, "sms"), inArray(communications.status, from)))
    .returning({ id: communications.id });
  return rows.length > 0;
}

/** The client (and its owner) last texted at this E.164 number, if any. */
export async function lastTextedAt(db: AppDb, e164: string) {
  const [row] = await db
    .select({ clientId: communications.clientId, userId: communications.userId })
    .from(communications)
    .where(and(eq(communications.type, "sms"), eq(communications.recipient, e164), sql`${communications.status} <> 'received'`))
    .orderBy(desc(communications.createdAt))
    .limit(1);
  return row;
}

/** Records a reply once (the provider may call again with the same message id). */
export async function recordReply(db: AppDb, reply: { clientId: string; userId: string; from: string; body: string; providerId: string }) {
  await db
    .insert(communications)
    .values({
      clientId: reply.clientId,
      userId: reply.userId,
      type: "sms",
      content: reply.body,
      recipient: reply.from,
      status: "received",
      providerId: reply.providerId,
      providerStatus: "received",
    })
    .onConflictDoNothing({ target: communications.providerId });
}

export async function optOut(db: AppDb, phone: string, keyword: string) {
  await db.insert(smsOptOuts).values({ phone, keyword }).onConflictDoUpdate({ target: smsOptOuts.phone, set: { keyword, createdAt: sql`now()` } });
}

export async function optIn(db: AppDb, phone: string) {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}
