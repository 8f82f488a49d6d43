import type { AppDb } from "#db/client.ts";
import { renderEmail } from "#core/messaging/email-layout.ts";
import { isE164 } from "#core/messaging/phone.ts";
import { insertOutboxRow } from "./outbox.queries.ts";

/** The row that asked for a message; it is told the outcome (server/messaging/outcomes.ts). */
export interface MessageOrigin {
  /** A name registered with OutcomeHandlers, e.g. "communication". */
  type: string;
  id: string;
}

export interface EmailToQueue {
  to: string;
  subject: string;
  /** The plain-text part and the HTML part, both rendered by core/messaging/email-layout.ts. */
  text: string;
  /** Without it, the text is set in the layout as written (every e-mail goes out with both parts). */
  html?: string;
  /** What produced it, e.g. "auth.recovery", "lead.notify_staff". */
  kind: string;
  refId?: string;
  origin?: MessageOrigin;
  /** `replyTo` here becomes the e-mail's Reply-To header. */
  metadata?: Record<string, unknown>;
}

export interface SmsToQueue {
  /** E.164, e.g. +13195550142 (core/messaging/phone.ts turns what people type into it). */
  to: string;
  body: string;
  kind: string;
  refId?: string;
  origin?: MessageOrigin;
}

/**
 * Queues an e-mail; the outbox worker delivers it. Call it inside the producer's transaction
 * (pass the transaction as `db`) so the message exists exactly when the change that caused it does.
 */
export async function enqueueEmail(db: AppDb, message: EmailToQueue): Promise<string> {
  return insertOutboxRow(db, {
    channel: "email",
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? renderEmail({ subject: message.subject, greeting: false, blocks: [{ pre: message.text }] }).html,
    kind: message.kind,
    refId: message.refId,
    originType: message.origin?.type,
    originId: message.origin?.id,
    metadata: message.metadata ?? {},
  });
}

/** Queues a text message, like enqueueEmail (inside the producer's transaction). */
export async function enqueueSms(db: AppDb, message: SmsToQueue): Promise<string> {
  // The table refuses it too; this says which number, before a constraint name does.
  if (!isE164(message.to)) throw new Error(`An SMS needs an E.164 number (+ and digits), not ${JSON.stringify(message.to)}`);
  return insertOutboxRow(db, {
    channel: "sms",
    toAddress: message.to,
    textBody: message.body,
    kind: message.kind,
    refId: message.refId,
    originType: message.origin?.type,
    originId: message.origin?.id,
  });
}
