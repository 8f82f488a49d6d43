import { outbox } from "../../db/schema/index.ts";
import type { AppDb } from "../../db/client.ts";

export interface EmailToQueue {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What produced it, e.g. "auth.recovery", "lead.notify_staff". */
  kind: string;
  refId?: string;
  /** `replyTo` here becomes the e-mail's Reply-To header. */
  metadata?: Record<string, unknown>;
}

/**
 * Queues an e-mail; the outbox worker delivers it. Call it inside the producer's transaction
 * (pass the transaction as `db`) so the message exists exactly when the change that caused it does.
 */
export async function enqueueEmail(db: AppDb, message: EmailToQueue): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: "email",
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      kind: message.kind,
      refId: message.refId,
      metadata: message.metadata ?? {},
    })
    .returning({ id: outbox.id });
  return row!.id;
}
