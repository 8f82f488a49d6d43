/**
 * A client's history, and sending: the communication, its outbox row and its counts toward the
 * sending caps (sending-caps.ts) are written in one transaction, so a message exists exactly when
 * its record does, and a message refused (a cap, a suspended account) stores nothing and counts
 * nothing.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { communications, profiles } from "#db/schema/index.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import { hitEach, type LimitState } from "#server/http/rate-limit.ts";
import { enqueueEmail, enqueueSms } from "#server/messaging/outbox.ts";
import type { SendingCap } from "./sending-caps.ts";

const columns = {
  id: communications.id,
  type: communications.type,
  subject: communications.subject,
  content: communications.content,
  recipient: communications.recipient,
  status: communications.status,
  error: communications.error,
  providerStatus: communications.providerStatus,
  sentAt: communications.sentAt,
  createdAt: communications.createdAt,
};

/** The client's history, newest first. The caller must own the client (checked before). */
export function listCommunications(db: AppDb, userId: string, clientId: string, page: { limit: number; cursor?: Cursor }) {
  return db
    .select({ ...columns, cursorAt: cursorAt(communications.createdAt) })
    .from(communications)
    .where(
      and(
        eq(communications.clientId, clientId),
        eq(communications.userId, userId),
        afterCursor(communications.createdAt, communications.id, page.cursor),
      ),
    )
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(page.limit + 1);
}

export type CommunicationRow = Awaited<ReturnType<typeof listCommunications>>[number];

export class OverSendingCap extends Error {
  constructor(
    readonly cap: SendingCap,
    readonly state: LimitState,
  ) {
    super(`over the sending cap ${cap.name}`);
  }
}

/** Staff paused this account's sending (profiles.sending_suspended_at). */
export class SendingSuspended extends Error {
  constructor() {
    super("sending suspended");
  }
}

export type Outgoing =
  | { type: "email"; to: string; subject: string; content: string; mailText: string; mailHtml: string; replyTo: string | null }
  | { type: "sms"; to: string; content: string };

/**
 * Records the communication as queued and queues its message, counted against `caps`, unless the
 * sender's sending is suspended (read in the same transaction, so a suspension that committed
 * first stops the message).
 */
export async function recordAndQueue(db: AppDb, caps: readonly SendingCap[], userId: string, clientId: string, message: Outgoing) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as AppDb;
    const [sender] = await tx.select({ suspendedAt: profiles.sendingSuspendedAt }).from(profiles).where(eq(profiles.id, userId));
    if (sender?.suspendedAt) throw new SendingSuspended();
    const over = await hitEach(tx, caps);
    if (over) throw new OverSendingCap(over.limit, over.state);
    const id = randomUUID();
    const origin = { type: "communication", id };
    const outboxId =
      message.type === "email"
        ? await enqueueEmail(tx, {
            to: message.to,
            subject: message.subject,
            text: message.mailText,
            html: message.mailHtml,
            kind: "client.email",
            refId: id,
            origin,
            metadata: message.replyTo ? { replyTo: message.replyTo } : {},
          })
        : await enqueueSms(tx, { to: message.to, body: message.content, kind: "client.sms", refId: id, origin });
    const [row] = await tx
      .insert(communications)
      .values({
        id,
        clientId,
        userId,
        type: message.type,
        subject: message.type === "email" ? message.subject : null,
        content: message.content,
        recipient: message.to,
        status: "queued",
        outboxId,
      })
      .returning(columns);
    return row!;
  });
}
