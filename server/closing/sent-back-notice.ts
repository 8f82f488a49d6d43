/**
 * Sent back (issue 30; docs/requests-contract.md, "Notifications"): when staff send an answer back,
 * the request's owner is told at once, with the reason. Staff's change writes a `request.sent_back`
 * file event in its own transaction (server/closing/requests/); the notifier's pass reads the
 * events not yet told (notified_at NULL) and, in one transaction per event, queues the notice
 * through the outbox and marks the event told, so no feature sends its own e-mail
 * (TWO-WAY-FILE.md, "File events"). The event row is locked with SKIP LOCKED: any number of
 * instances tell each owner once.
 *
 * Who: an agent's or lender's request, every party row of that role on the file (e-mail; a text
 * too when the account that proved the address asked for texts and did not reply STOP); a buyer's
 * or seller's, every party row of that role (e-mail, else a text to their phone).
 */
import { CONSUMER_ROLES, PROFESSIONAL_ROLES, type PartyRole } from "#core/closing/closing-enums.ts";
import {
  consumerSentBackEmail,
  consumerSentBackSms,
  professionalSentBackEmail,
  professionalSentBackSms,
  type RequestMailFile,
  type SentBackRequest,
} from "#core/closing/request-mail.ts";
import { toE164 } from "#core/messaging/phone.ts";
import type { AppDb } from "#db/client.ts";
import type { ClosingParty } from "#db/schema/index.ts";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import { enqueueEmail, enqueueSms } from "../messaging/outbox.ts";
import type { Services } from "../services.ts";
import { accountsOf, optedOut } from "./notifier.queries.ts";
import { lockSentBack, markEventNotified, partiesWithRole, untoldSentBackIds } from "./sent-back-notice.queries.ts";

/** Events handled per pass; more wait for the next pass. */
const EVENTS_PER_PASS = 50;

/** Tells the owners of the answers sent back since the last pass; how many events were told. */
export async function tellSentBack(services: Services): Promise<number> {
  const ids = await untoldSentBackIds(services.db, EVENTS_PER_PASS);
  let told = 0;
  for (const id of ids) {
    try {
      if (await tellOne(services, id)) told += 1;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      services.logger.error({ err, eventId: id }, "sent-back notice failed; will retry");
    }
  }
  return told;
}

/** The reason as the event recorded it when staff sent it back, else the request's note now. */
function reasonOf(payload: Record<string, unknown>, reviewNote: string | null): string | null {
  for (const key of ["reason", "review_note", "note"]) {
    const value = payload[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return reviewNote;
}

async function tellOne(services: Services, eventId: string): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const event = await lockSentBack(tx, eventId);
    if (!event) return false;
    const file: RequestMailFile = { id: event.fileId, fileNumber: event.fileNumber, propertyAddress: event.propertyAddress };
    // A request since deleted, or staff's own: nobody to tell, and nothing to tell again later.
    if (event.title !== null && event.owner !== null && event.owner !== "staff") {
      const request: SentBackRequest = { title: event.title, reason: reasonOf(event.payload, event.reviewNote) };
      const role = event.owner as PartyRole;
      const parties = await partiesWithRole(tx, file.id, role);
      if (PROFESSIONAL_ROLES.includes(role)) await tellProfessionals(tx, services, file, request, parties);
      else if (CONSUMER_ROLES.includes(role)) await tellConsumers(tx, file, request, parties);
    }
    await markEventNotified(tx, event.id);
    return true;
  });
}

async function tellProfessionals(tx: AppDb, services: Services, file: RequestMailFile, request: SentBackRequest, parties: ClosingParty[]) {
  const people = new Map<string, { name: string; phone: string | null }>();
  for (const p of parties) {
    if (!p.email) continue;
    const known = people.get(p.email);
    if (known) known.phone ??= p.phone;
    else people.set(p.email, { name: p.name, phone: p.phone });
  }
  const accounts = new Map((await accountsOf(tx, [...people.keys()])).map((a) => [a.email, a]));
  const publicUrl = services.config.publicUrl;
  const texts: string[] = [];
  for (const [email, person] of people) {
    const mail = professionalSentBackEmail(file, request, person, publicUrl);
    await enqueueEmail(tx, { to: email, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.request_sent_back", refId: file.id });
    const to = person.phone && accounts.get(email)?.sms ? toE164(person.phone) : undefined;
    if (to && !texts.includes(to)) texts.push(to);
  }
  const stopped = await optedOut(tx, texts);
  for (const to of texts) {
    if (stopped.has(to)) continue;
    await enqueueSms(tx, { to, body: professionalSentBackSms(file, request, publicUrl), kind: "closing.request_sent_back_sms", refId: file.id });
  }
}

async function tellConsumers(tx: AppDb, file: RequestMailFile, request: SentBackRequest, parties: ClosingParty[]) {
  const emails = new Set<string>();
  const phones: string[] = [];
  for (const p of parties) {
    if (p.email) {
      if (emails.has(p.email)) continue;
      emails.add(p.email);
      const mail = consumerSentBackEmail(file, request, p);
      await enqueueEmail(tx, { to: p.email, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.request_sent_back", refId: file.id });
    } else {
      // No e-mail on the file: their phone is the only way to reach them.
      const to = p.phone ? toE164(p.phone) : undefined;
      if (to && !phones.includes(to)) phones.push(to);
    }
  }
  const stopped = await optedOut(tx, phones);
  for (const to of phones) {
    if (stopped.has(to)) continue;
    await enqueueSms(tx, { to, body: consumerSentBackSms(file, request), kind: "closing.request_sent_back_sms", refId: file.id });
  }
}
