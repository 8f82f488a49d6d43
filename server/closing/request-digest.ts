/**
 * The daily reminder of what each person owes on their closing files (issue 30;
 * docs/requests-contract.md, "Notifications"): once per Iowa day, after 7:00 Iowa time, one
 * message per person listing their open requests that are overdue or due within two days, across
 * all their files; nothing when there is nothing.
 *
 * A person is an account (an agent or lender: the portal account that proved the address on the
 * owning party rows; reminders chosen in notification_preferences) or a buyer or seller (their
 * party rows, keyed by e-mail, else phone; reminders chosen on their verified status page). The
 * reminder is claimed by inserting (recipient, day) into request_digests in the same transaction
 * that queues it, before queuing, so of two instances one sends and the other finds the row.
 * Messages go through the outbox, like every other notice (TWO-WAY-FILE.md, "File events").
 */
import { digestRecipient, dueHorizon, reminderDay } from "#core/closing/request-reminders.ts";
import {
  consumerDigestEmail,
  consumerDigestSms,
  professionalDigestEmail,
  professionalDigestSms,
  type DigestItem,
} from "#core/closing/request-mail.ts";
import type { IsoDate } from "#core/closing/request-types.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import { startPeriodicTask } from "../jobs/periodic-task.ts";
import { enqueueEmail, enqueueSms } from "../messaging/outbox.ts";
import type { Services } from "../services.ts";
import { optedOut } from "./notifier.queries.ts";
import { accountOwed, claimDigest, partyOwed, remindedOn, type OwedRow } from "./request-digest.queries.ts";

/** How often the worker looks: the day's reminders go out within this long of 7:00 (or of a start). */
export const DIGEST_POLL_MS = 5 * 60_000;

/** One person's reminder: where it goes and what it lists. */
interface Reminder {
  recipient: string;
  kind: "account" | "party";
  name: string | null;
  email: string | null;
  /** E.164: texted when the account asked for texts, or a buyer or seller has no e-mail. */
  textTo: string | null;
  /** For an account: its user id, the outbox row's reference. */
  userId: string | null;
  items: Map<string, DigestItem>;
}

export interface RequestDigestWorker {
  /** One pass; how many reminders it queued. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export interface RequestDigestOptions {
  intervalMs: number;
  /** The clock (tests set the Iowa time). */
  now?: () => Date;
  onDatabaseUnavailable?: (err: unknown) => void;
}

export function startRequestDigest(services: Services, opts: RequestDigestOptions): RequestDigestWorker {
  const now = opts.now ?? (() => new Date());
  return startPeriodicTask({
    run: () => sendDueDigests(services, now()),
    intervalMs: opts.intervalMs,
    logger: services.logger,
    failure: { level: "error", message: "request digest pass failed; will retry" },
    onDatabaseUnavailable: opts.onDatabaseUnavailable,
  });
}

const item = (row: OwedRow): DigestItem => ({
  file: { id: row.file_id, fileNumber: row.file_number, propertyAddress: row.property_address },
  title: row.title,
  dueOn: row.due_on,
});

/** Everyone's reminder of the Iowa day at `now`, unless sent already; none before 7:00. Returns how many were queued. */
export async function sendDueDigests(services: Services, now: Date): Promise<number> {
  const day = reminderDay(now);
  if (!day) return 0;
  const horizon = dueHorizon(day);
  const reminders = new Map<string, Reminder>();
  const add = (key: string, make: () => Omit<Reminder, "items">, row: OwedRow) => {
    const known = reminders.get(key) ?? { ...make(), items: new Map<string, DigestItem>() };
    // A person on a file twice (two party rows of the role) still reads each request once.
    known.items.set(row.request_id, item(row));
    reminders.set(key, known);
    return known;
  };

  for (const row of await accountOwed(services.db, horizon)) {
    const key = digestRecipient({ userId: row.user_id })!;
    const phone = row.sms && row.phone ? (toE164(row.phone) ?? null) : null;
    const known = add(key, () => ({ recipient: key, kind: "account", name: row.name, email: row.email, textTo: phone, userId: row.user_id }), row);
    known.textTo ??= phone;
  }
  for (const row of await partyOwed(services.db, horizon)) {
    const phone = row.phone ? (toE164(row.phone) ?? null) : null;
    const key = digestRecipient({ email: row.email, phone });
    if (!key) continue;
    // Texted only when there is no e-mail to write to: buyers and sellers have no texts choice.
    add(key, () => ({ recipient: key, kind: "party", name: row.name, email: row.email, textTo: row.email ? null : phone, userId: null }), row);
  }

  const done = await remindedOn(services.db, day, [...reminders.keys()]);
  let sent = 0;
  for (const reminder of reminders.values()) {
    if (done.has(reminder.recipient)) continue;
    try {
      if (await sendOne(services, reminder, day)) sent += 1;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      services.logger.error({ err, recipient: reminder.recipient }, "request digest failed; will retry");
    }
  }
  if (sent > 0) services.kickOutbox();
  return sent;
}

async function sendOne(services: Services, reminder: Reminder, day: IsoDate): Promise<boolean> {
  const items = [...reminder.items.values()];
  const publicUrl = services.config.publicUrl;
  return services.db.transaction(async (tx) => {
    if (!(await claimDigest(tx, reminder.recipient, day, items.length))) return false;
    const refId = reminder.userId ?? undefined;
    if (reminder.email) {
      const mail =
        reminder.kind === "account"
          ? professionalDigestEmail(items, { name: reminder.name }, day, publicUrl)
          : consumerDigestEmail(items, { name: reminder.name }, day);
      await enqueueEmail(tx, { to: reminder.email, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.request_digest", refId });
    }
    if (reminder.textTo && !(await optedOut(tx, [reminder.textTo])).has(reminder.textTo)) {
      const body = reminder.kind === "account" ? professionalDigestSms(items, day, publicUrl) : consumerDigestSms(items, day);
      await enqueueSms(tx, { to: reminder.textTo, body, kind: "closing.request_digest_sms", refId });
    }
    return true;
  });
}
