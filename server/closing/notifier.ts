/**
 * Tells the people on a closing file about its milestone changes (issue 16;
 * docs/closing-files-contract.md, "Notifications"), and staff about the documents its parties
 * upload (issue 29) and the requests they answer (issue 30), and everyone of a message written on
 * the file's conversation (issue 31, message-notice.ts). Staff write each change as an event
 * with notified_at NULL, a party's upload is a document row with by_party and staff_notified_at
 * NULL, an answer a file event with tell_staff and staff_notified_at NULL; this worker waits until
 * the newest of a file's pending changes, uploads, answers and messages (message.posted events with
 * notified_at NULL) is CLOSING_NOTIFY_BATCH_SECONDS old,
 * so a burst goes out as one message per recipient, then in one transaction per file queues the
 * messages through the outbox and marks them told. An answer sent back is told to its owner at
 * once, not batched, by the same pass (sent-back-notice.ts). The file
 * row is locked with SKIP LOCKED, so any number of instances share the work and none sends a
 * batch twice; a crash before the commit leaves the events to be sent by the next pass.
 */
import { CONSUMER_ROLES, PROFESSIONAL_ROLES, type PartyRole } from "#core/closing/closing-enums.ts";
import type { MilestoneId, MilestoneState } from "#core/closing/milestones.ts";
import type { ClosingPlace } from "#core/closing/closing-enums.ts";
import {
  consumerEmail,
  consumerNoticeSteps,
  professionalEmail,
  professionalSms,
  type NoticeChange,
  type NoticeFile,
} from "#core/closing/notification-mail.ts";
import { emailedChanges } from "#core/closing/notification-preferences.ts";
import { staffUploadEmail, type PartyUpload, type SubmittedAnswer } from "#core/closing/staff-upload-mail.ts";
import { toE164 } from "#core/messaging/phone.ts";
import type { AppDb } from "#db/client.ts";
import type { ClosingFile, ClosingParty } from "#db/schema/index.ts";
import { isDatabaseUnavailable } from "../http/database-unavailable.ts";
import { startPeriodicTask } from "../jobs/periodic-task.ts";
import { enqueueEmail, enqueueSms } from "../messaging/outbox.ts";
import type { Services } from "../services.ts";
import { tellCompletion } from "./completion-notice.ts";
import { tellMessages } from "./message-notice.ts";
import { lockUntoldMessages, markMessagesNotified } from "./message-notice.queries.ts";
import { tellSentBack } from "./sent-back-notice.ts";
import { linkToken, statusPageUrl } from "./link-tokens.ts";
import { statusLinkExpiry } from "./status-link-lookup.ts";
import {
  accountsOf,
  batchIsDue,
  dueFileIds,
  liveStatusLink,
  lockFile,
  lockUnnotifiedEvents,
  lockUntoldAnswers,
  lockUntoldPartyUploads,
  markEventsStaffNotified,
  markNotified,
  markStaffNotified,
  optedOut,
  partiesOf,
} from "./notifier.queries.ts";

/** Files handled per pass; more wait for the next pass, which comes at once after a full one. */
const FILES_PER_PASS = 20;

/**
 * How often the notifier looks: with batching, a few times per window, so a batch goes out soon
 * after its file goes quiet; without, as often as the outbox worker polls.
 */
export function notifierPollMs(config: Pick<Services["config"], "CLOSING_NOTIFY_BATCH_SECONDS" | "OUTBOX_POLL_MS">): number {
  const batchMs = config.CLOSING_NOTIFY_BATCH_SECONDS * 1000;
  return batchMs === 0 ? config.OUTBOX_POLL_MS : Math.min(15_000, Math.max(1_000, batchMs / 4));
}

export interface ClosingNotifier {
  /** One pass over the due files; how many files it told about. */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for the pass in progress. */
  stop(): Promise<void>;
}

export interface ClosingNotifierOptions {
  intervalMs: number;
  /** Told instead of logging each failed pass when the database cannot be reached (main.ts logs the outage once). */
  onDatabaseUnavailable?: (err: unknown) => void;
}

export function startClosingNotifier(services: Services, opts: ClosingNotifierOptions): ClosingNotifier {
  return startPeriodicTask({
    run: () => notifyDueFiles(services),
    intervalMs: opts.intervalMs,
    // A full pass leaves files waiting: the next comes at once.
    nextDelayMs: (told) => (told >= FILES_PER_PASS ? 0 : opts.intervalMs),
    logger: services.logger,
    failure: { level: "error", message: "closing notifier pass failed; will retry" },
    onDatabaseUnavailable: opts.onDatabaseUnavailable,
  });
}

/**
 * One pass: the answers sent back (their owners are told at once), then every due file, each in its
 * own transaction. Returns how many files were told about plus how many sent-back notices went.
 */
export async function notifyDueFiles(services: Services): Promise<number> {
  const sentBack = await tellSentBack(services);
  const batchSeconds = services.config.CLOSING_NOTIFY_BATCH_SECONDS;
  const fileIds = await dueFileIds(services.db, batchSeconds, FILES_PER_PASS);
  if (fileIds.length === 0) {
    if (sentBack > 0) services.kickOutbox();
    return sentBack;
  }
  // The status link's token needs the server's keys, read through the pool, not the file's
  // transaction: loaded first, since PGlite's one connection would wait on that transaction forever.
  await services.keys();
  let told = 0;
  for (const fileId of fileIds) {
    try {
      if (await notifyFile(services, fileId, batchSeconds)) told += 1;
    } catch (err) {
      // One file that cannot be told (its transaction rolled back; it is tried again next pass)
      // must not hold up the others; an outage stops the pass.
      if (isDatabaseUnavailable(err)) throw err;
      services.logger.error({ err, fileId }, "closing notice failed; will retry");
    }
  }
  if (told + sentBack > 0) services.kickOutbox();
  return told + sentBack;
}

async function notifyFile(services: Services, fileId: string, batchSeconds: number): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    if (!file) return false;
    const events = await lockUnnotifiedEvents(tx, fileId);
    const uploads = await lockUntoldPartyUploads(tx, fileId);
    const answers = await lockUntoldAnswers(tx, fileId);
    const messages = await lockUntoldMessages(tx, fileId);
    if (events.length === 0 && uploads.length === 0 && answers.length === 0 && messages.length === 0) return false;
    const eventIds = events.map((e) => e.id);
    const uploadIds = uploads.map((u) => u.id);
    const answerIds = answers.map((a) => a.id);
    const messageEventIds = messages.map((m) => m.eventId);
    if (!(await batchIsDue(tx, { events: eventIds, uploads: uploadIds, answers: answerIds, messages: messageEventIds }, batchSeconds))) return false;
    const parties = await partiesOf(tx, fileId);
    if (uploads.length > 0 || answers.length > 0) await tellStaff(tx, services, file, uploads, answers, parties);
    await markStaffNotified(tx, uploadIds);
    await markEventsStaffNotified(tx, answerIds);
    // Someone wrote on the conversation (issue 31): its audience, never the body (message-notice.ts).
    await tellMessages(tx, services, file, messages, parties);
    await markMessagesNotified(tx, messageEventIds);
    if (events.length === 0) return true;
    const changes: NoticeChange[] = events.map((e) => ({
      milestone: e.milestone as MilestoneId,
      state: e.state as MilestoneState,
      doneOn: e.doneOn,
      reason: e.reason,
      objections: e.objections,
      recordingReference: e.recordingReference,
    }));
    await tellProfessionals(tx, services, noticeFile(file), changes, parties);
    await tellConsumers(tx, services, noticeFile(file), file.completedAt, changes, parties);
    // Buyers and sellers of a file that closed: the completion e-mail (completion-notice.ts).
    await tellCompletion(tx, services, file, changes, parties);
    await markNotified(tx, eventIds);
    return true;
  });
}

/**
 * Staff hear of the parties' uploads and answers in the file's batch: one e-mail to the office's
 * staff address (STAFF_EMAIL, where new leads and requests go too) listing every upload and every
 * answer waiting for review since the last notice.
 */
async function tellStaff(
  tx: AppDb,
  services: Services,
  file: ClosingFile,
  uploads: Awaited<ReturnType<typeof lockUntoldPartyUploads>>,
  answers: Awaited<ReturnType<typeof lockUntoldAnswers>>,
  parties: ClosingParty[],
) {
  const listed: PartyUpload[] = uploads.map((u) => {
    const email = u.uploaderEmail?.toLowerCase() ?? null;
    const party = email ? parties.find((p) => p.email === email && PROFESSIONAL_ROLES.includes(p.role as PartyRole)) : undefined;
    return { name: u.name, label: u.label, createdAt: u.createdAt, uploader: { email, name: party?.name ?? null, role: (party?.role as PartyRole | undefined) ?? null } };
  });
  const answered: SubmittedAnswer[] = answers.map((a) => ({
    // An event whose request was since deleted still says something was answered.
    title: a.title ?? "A request since removed",
    owner: a.owner && a.owner !== "staff" ? (a.owner as PartyRole) : null,
    answeredBy: a.answeredBy ?? a.actorLabel,
    answeredAt: a.createdAt,
  }));
  const mail = staffUploadEmail(file, listed, services.config.publicUrl, answered);
  await enqueueEmail(tx, { to: services.config.STAFF_EMAIL, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.staff_upload_notice", refId: file.id });
}

function noticeFile(file: ClosingFile): NoticeFile {
  return {
    id: file.id,
    fileNumber: file.fileNumber,
    propertyAddress: file.propertyAddress,
    closingAt: file.closingAt,
    closingTimeSet: file.closingTimeSet,
    closingPlace: file.closingPlace as ClosingPlace | null,
    closingLocation: file.closingLocation,
    nextMilestone: file.nextMilestone as MilestoneId | null,
  };
}

/** One recipient per address (a person may be on the file twice), with their first row's name and a phone from any. */
function byAddress(parties: ClosingParty[], roles: readonly PartyRole[]): { email: string; name: string; phone: string | null }[] {
  const people = new Map<string, { email: string; name: string; phone: string | null }>();
  for (const p of parties) {
    if (!p.email || !roles.includes(p.role as PartyRole)) continue;
    const known = people.get(p.email);
    if (known) known.phone ??= p.phone;
    else people.set(p.email, { email: p.email, name: p.name, phone: p.phone });
  }
  return [...people.values()];
}

async function tellProfessionals(tx: AppDb, services: Services, file: NoticeFile, changes: NoticeChange[], parties: ClosingParty[]) {
  const people = byAddress(parties, PROFESSIONAL_ROLES);
  const accounts = new Map((await accountsOf(tx, people.map((p) => p.email))).map((a) => [a.email, a]));
  const wantTexts = people
    .map((p) => ({ person: p, to: p.phone && accounts.get(p.email)?.sms ? toE164(p.phone) : undefined }))
    .filter((t): t is { person: typeof t.person; to: string } => t.to !== undefined);
  const stopped = await optedOut(tx, wantTexts.map((t) => t.to));
  const publicUrl = services.config.publicUrl;

  for (const person of people) {
    // Without an account there is no choice to honour: every change is e-mailed.
    const mailed = emailedChanges(accounts.get(person.email)?.emailOff ?? [], changes);
    if (mailed.length === 0) continue;
    const mail = professionalEmail(file, mailed, person, publicUrl);
    await enqueueEmail(tx, { to: person.email, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.milestone_notice", refId: file.id });
  }
  for (const { to } of wantTexts) {
    if (stopped.has(to)) continue;
    await enqueueSms(tx, { to, body: professionalSms(file, changes, publicUrl), kind: "closing.milestone_sms", refId: file.id });
  }
}

async function tellConsumers(
  tx: AppDb,
  services: Services,
  file: NoticeFile,
  completedAt: Date | null,
  changes: NoticeChange[],
  parties: ClosingParty[],
) {
  const steps = consumerNoticeSteps(changes);
  if (steps.length === 0) return;
  const people = byAddress(parties, CONSUMER_ROLES);
  if (people.length === 0) return;
  const link = await liveStatusLink(tx, file.id);
  // Without a working link there is nothing to send them to (staff revoked it or never issued
  // one, or the file completed so long ago that it expired).
  const expiresAt = statusLinkExpiry(completedAt);
  if (!link || (expiresAt && expiresAt <= new Date())) return;
  const url = statusPageUrl(services, await linkToken(services, "status-link", link.id));
  for (const person of people) {
    const mail = consumerEmail(file, steps, person, url);
    await enqueueEmail(tx, { to: person.email, subject: mail.subject, text: mail.text, html: mail.html, kind: "closing.consumer_notice", refId: file.id });
  }
}
