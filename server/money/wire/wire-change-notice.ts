/**
 * When an office's wire instructions become active, every buyer of that office's open files (not
 * completed) is told by e-mail, and by text when staff have a phone we can text and it has not
 * opted out, that the instructions changed and to call the office's published number before
 * sending anything (core/money/wire-notice.ts; never any instruction detail: the wording is not
 * given them). Queued through the outbox in the approval's transaction, so the notices exist
 * exactly when the approval does. A person on a file twice (one e-mail) is told once per file.
 */
import { WIRE_NOTICE_KINDS, wireChangedEmail, wireChangedSms } from "#core/money/wire-notice.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { SITE, type Office } from "#core/site/settings.ts";
import type { AppDb } from "#db/client.ts";
import { optedOut } from "#server/closing/notifier.queries.ts";
import { enqueueEmail, enqueueSms } from "#server/messaging/outbox.ts";
import { openBuyers } from "./wire-instructions.queries.ts";

/** A reply goes to the office, where a person reads it. */
const REPLY_TO = { replyTo: SITE.email };

/** Queues the notices; how many e-mails and texts. */
export async function tellBuyersWireChanged(tx: AppDb, office: Office): Promise<{ emails: number; texts: number }> {
  const buyers = await openBuyers(tx, office.city);
  const mailed = new Set<string>();
  const texts = new Map<string, { to: string; fileId: string; fileNumber: string; propertyAddress: string }>();
  let emails = 0;
  for (const b of buyers) {
    const file = { fileNumber: b.fileNumber, propertyAddress: b.propertyAddress };
    if (b.email && !mailed.has(`${b.fileId} ${b.email.toLowerCase()}`)) {
      mailed.add(`${b.fileId} ${b.email.toLowerCase()}`);
      const mail = wireChangedEmail(file, office, b);
      await enqueueEmail(tx, { to: b.email, subject: mail.subject, text: mail.text, html: mail.html, kind: WIRE_NOTICE_KINDS.email, refId: b.fileId, metadata: REPLY_TO });
      emails += 1;
    }
    const to = b.phone ? toE164(b.phone) : undefined;
    if (to) texts.set(`${b.fileId} ${to}`, { to, fileId: b.fileId, ...file });
  }
  const stopped = await optedOut(tx, [...new Set([...texts.values()].map((t) => t.to))]);
  let sent = 0;
  for (const t of texts.values()) {
    if (stopped.has(t.to)) continue;
    await enqueueSms(tx, { to: t.to, body: wireChangedSms(t, office), kind: WIRE_NOTICE_KINDS.sms, refId: t.fileId });
    sent += 1;
  }
  return { emails, texts: sent };
}
