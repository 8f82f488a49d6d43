/**
 * Who is told that someone wrote on a file's conversation (issue 31; docs/messages-contract.md,
 * "Notices"). The notifier (server/closing/notifier.ts) calls this inside the file's batch
 * transaction with the message.posted events not yet told: one e-mail per person per file per
 * batch, for the messages that person may see and did not write, and a text where they opted in.
 * - staff (STAFF_EMAIL): every message not written by staff;
 * - agents and lenders on the file: the messages they may see (not internal notes), unless their
 *   account turned message_notices off (no account, or no preference row: on); a text too when
 *   their account asked for texts (notification_preferences.sms);
 * - buyers and sellers: "everyone" messages, unless they turned message_notices off on their
 *   status page; an e-mail with the status link, and a text (never the link) when staff have
 *   their phone. Without a working status link there is nowhere to read it: they are not told.
 * Every e-mail's Reply-To is the office's address (core/site/settings.ts), and none carries a
 * body: the query does not even read it (message-notice.queries.ts).
 */
import { CONSUMER_ROLES, PROFESSIONAL_ROLES, type DocumentVisibility, type PartyRole } from "#core/closing/closing-enums.ts";
import { canSeeMessage, type MessageAuthorKind } from "#core/closing/closing-messages.ts";
import type { FileActor } from "#core/closing/file-actor.ts";
import {
  consumerMessageEmail,
  consumerMessageSms,
  professionalMessageEmail,
  professionalMessageSms,
  staffMessageEmail,
  writersOf,
  type MessageNoticeFile,
} from "#core/closing/message-mail.ts";
import { toE164 } from "#core/messaging/phone.ts";
import { SITE } from "#core/site/settings.ts";
import type { AppDb } from "#db/client.ts";
import type { ClosingFile, ClosingParty } from "#db/schema/index.ts";
import { enqueueEmail, enqueueSms } from "../messaging/outbox.ts";
import type { Services } from "../services.ts";
import { linkToken, statusPageUrl } from "./link-tokens.ts";
import type { UntoldMessage } from "./message-notice.queries.ts";
import { accountsOf, liveStatusLink, optedOut } from "./notifier.queries.ts";
import { statusLinkExpiry } from "./status-link-lookup.ts";

/** A reply to a notice goes to the office, where a person reads it, never to a stranger. */
const REPLY_TO = { replyTo: SITE.email };

/** A message as the audience rules need it. */
interface Noticed {
  authorKind: MessageAuthorKind;
  authorLabel: string;
  authorRole: PartyRole | null;
  visibility: DocumentVisibility;
  /** The author's addresses and party row, to leave them out of their own notice. */
  authorEmails: string[];
  authorPartyId: string | null;
}

/** The told messages that still exist and say something (a removed message has nothing to read). */
function noticed(untold: readonly UntoldMessage[]): Noticed[] {
  return untold.flatMap((m) =>
    m.messageId && m.authorKind && m.authorLabel && m.visibility && !m.removedAt
      ? [
          {
            authorKind: m.authorKind as MessageAuthorKind,
            authorLabel: m.authorLabel,
            authorRole: (m.authorRole as PartyRole | null) ?? null,
            visibility: m.visibility as DocumentVisibility,
            authorEmails: [m.authorAccountEmail, m.authorProvenEmail, m.authorPartyEmail].filter((e): e is string => !!e).map((e) => e.toLowerCase()),
            authorPartyId: m.authorPartyId,
          },
        ]
      : [],
  );
}

/** The messages this person may see and did not write. */
function forReader(messages: readonly Noticed[], actor: FileActor, who: { emails: readonly string[]; partyIds: readonly string[] }): Noticed[] {
  return messages.filter(
    (m) => canSeeMessage(actor, m) && !m.authorEmails.some((e) => who.emails.includes(e)) && !(m.authorPartyId && who.partyIds.includes(m.authorPartyId)),
  );
}

/** One person of the file: their address or phone, their rows, and a phone from any of them. */
interface Person {
  email: string | null;
  name: string;
  phone: string | null;
  roles: PartyRole[];
  partyIds: string[];
  /** Off when any of their rows turned message notices off. */
  messageNotices: boolean;
}

/** People by e-mail address (a person may be on the file twice), or by phone for a row without one. */
function people(parties: readonly ClosingParty[], roles: readonly PartyRole[]): Person[] {
  const byKey = new Map<string, Person>();
  for (const p of parties) {
    if (!roles.includes(p.role as PartyRole)) continue;
    const key = p.email ?? (p.phone ? `phone:${toE164(p.phone) ?? p.phone}` : null);
    if (!key) continue;
    const known = byKey.get(key);
    if (known) {
      known.phone ??= p.phone;
      known.roles.push(p.role as PartyRole);
      known.partyIds.push(p.id);
      known.messageNotices &&= p.messageNotices;
    } else {
      byKey.set(key, { email: p.email, name: p.name, phone: p.phone, roles: [p.role as PartyRole], partyIds: [p.id], messageNotices: p.messageNotices });
    }
  }
  return [...byKey.values()];
}

/** Tells the file's audience of these untold messages; the caller marks them told. */
export async function tellMessages(tx: AppDb, services: Services, file: ClosingFile, untold: readonly UntoldMessage[], parties: readonly ClosingParty[]): Promise<void> {
  const messages = noticed(untold);
  if (messages.length === 0) return;
  const about: MessageNoticeFile = { id: file.id, fileNumber: file.fileNumber, propertyAddress: file.propertyAddress };
  await tellStaff(tx, services, about, messages);
  await tellProfessionals(tx, services, about, messages, parties);
  await tellConsumers(tx, services, about, file.completedAt, messages, parties);
}

async function tellStaff(tx: AppDb, services: Services, file: MessageNoticeFile, messages: readonly Noticed[]) {
  const fromParties = messages.filter((m) => m.authorKind !== "staff");
  if (fromParties.length === 0) return;
  const mail = staffMessageEmail(file, writersOf(fromParties), services.config.publicUrl);
  await enqueueEmail(tx, { to: services.config.STAFF_EMAIL, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.message_staff_notice", refId: file.id, metadata: REPLY_TO });
}

async function tellProfessionals(tx: AppDb, services: Services, file: MessageNoticeFile, messages: readonly Noticed[], parties: readonly ClosingParty[]) {
  const everyone = people(parties, PROFESSIONAL_ROLES).filter((p) => p.email !== null);
  const accounts = new Map((await accountsOf(tx, everyone.map((p) => p.email!))).map((a) => [a.email, a]));
  const texts: { to: string; writers: ReturnType<typeof writersOf> }[] = [];
  const publicUrl = services.config.publicUrl;
  for (const person of everyone) {
    const account = accounts.get(person.email!);
    // No account, or an account that never chose: on (db/schema/closing.ts, notification_preferences).
    if (account?.messageNotices === false) continue;
    const theirs = forReader(messages, { kind: "professional", roles: person.roles }, { emails: [person.email!], partyIds: person.partyIds });
    if (theirs.length === 0) continue;
    const writers = writersOf(theirs);
    const mail = professionalMessageEmail(file, writers, person, publicUrl);
    await enqueueEmail(tx, { to: person.email!, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.message_notice", refId: file.id, metadata: REPLY_TO });
    const to = account?.sms && person.phone ? toE164(person.phone) : undefined;
    if (to) texts.push({ to, writers });
  }
  const stopped = await optedOut(tx, texts.map((t) => t.to));
  for (const text of texts) {
    if (stopped.has(text.to)) continue;
    await enqueueSms(tx, { to: text.to, body: professionalMessageSms(file, text.writers, publicUrl), kind: "closing.message_sms", refId: file.id });
  }
}

async function tellConsumers(tx: AppDb, services: Services, file: MessageNoticeFile, completedAt: Date | null, messages: readonly Noticed[], parties: readonly ClosingParty[]) {
  const toEveryone = messages.filter((m) => m.visibility === "everyone");
  if (toEveryone.length === 0) return;
  const listening = people(parties, CONSUMER_ROLES).filter((p) => p.messageNotices);
  if (listening.length === 0) return;
  // Without a working link there is nowhere to read the message (revoked, never issued, or expired
  // after the closing): as the milestone notices, nothing is sent (notifier.ts, tellConsumers).
  const link = await liveStatusLink(tx, file.id);
  const expiresAt = statusLinkExpiry(completedAt);
  if (!link || (expiresAt && expiresAt <= new Date())) return;
  const url = statusPageUrl(services, await linkToken(services, "status-link", link.id));
  const texts: { to: string; writers: ReturnType<typeof writersOf> }[] = [];
  for (const person of listening) {
    const role = person.roles[0] as "buyer" | "seller";
    const theirs = forReader(toEveryone, { kind: "consumer", partyId: person.partyIds[0]!, role }, { emails: person.email ? [person.email] : [], partyIds: person.partyIds });
    if (theirs.length === 0) continue;
    const writers = writersOf(theirs);
    if (person.email) {
      const mail = consumerMessageEmail(file, writers, person, url);
      await enqueueEmail(tx, { to: person.email, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.message_consumer_notice", refId: file.id, metadata: REPLY_TO });
    }
    const to = person.phone ? toE164(person.phone) : undefined;
    if (to) texts.push({ to, writers });
  }
  const stopped = await optedOut(tx, texts.map((t) => t.to));
  for (const text of texts) {
    if (stopped.has(text.to)) continue;
    await enqueueSms(tx, { to: text.to, body: consumerMessageSms(file, text.writers), kind: "closing.message_consumer_sms", refId: file.id });
  }
}
