/**
 * The texts of the reminders about a closing file's requests (issue 30; docs/requests-contract.md,
 * "Notifications"): the notice that staff sent an answer back, and the daily digest of what a
 * person owes across their files. Pure: server/closing/notifier.ts and
 * server/closing/request-digest.ts decide who gets what and queue these through the outbox.
 *
 * Buyers and sellers are never sent their status link again here: a reminder forwarded by mistake
 * must not let a stranger reach the verification page with the link in hand, and a text message
 * is read on lock screens. They are told to open the link they were sent, or to call the office.
 * Nothing here carries money: requests name what is needed, never amounts.
 */
import { addDays, format, parseISO } from "date-fns";
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";
import { fileLink, longDate, preferencesLink, shortAddress } from "./notification-mail.ts";
import type { IsoDate } from "./request-types.ts";

export interface RequestMailFile {
  id: string;
  fileNumber: string;
  propertyAddress: string;
}

/** A request that was sent back, with the reason staff gave. */
export interface SentBackRequest {
  title: string;
  reason: string | null;
}

/** One line of a digest: an unsettled request of one file. */
export interface DigestItem {
  file: RequestMailFile;
  title: string;
  dueOn: IsoDate;
}

/** Texts are short: a long reason is cut, the e-mail and the page carry it whole. */
const SMS_REASON_CHARS = 120;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const contactLine = `Questions? Call us at ${SITE.phone} or write to ${SITE.email}.`;

/** "overdue since Monday, November 23", "due today", "due tomorrow", "due Wednesday, November 25". */
export function dueWords(dueOn: IsoDate, today: IsoDate): string {
  const weekday = (d: IsoDate) => format(parseISO(d), "EEEE, MMMM d");
  if (dueOn < today) return `overdue since ${weekday(dueOn)}`;
  if (dueOn === today) return "due today";
  if (dueOn === format(addDays(parseISO(today), 1), "yyyy-MM-dd")) return "due tomorrow";
  return `due ${weekday(dueOn)}`;
}

/** The items by due date (oldest first), then file number and title, so the most urgent lead. */
export function sortDigest(items: readonly DigestItem[]): DigestItem[] {
  return [...items].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.file.fileNumber.localeCompare(b.file.fileNumber) || a.title.localeCompare(b.title));
}

/** The items grouped by file, files in the order their most urgent item comes. */
function byFile(items: readonly DigestItem[]): { file: RequestMailFile; items: DigestItem[] }[] {
  const groups = new Map<string, { file: RequestMailFile; items: DigestItem[] }>();
  for (const item of sortDigest(items)) {
    const group = groups.get(item.file.id) ?? { file: item.file, items: [] };
    group.items.push(item);
    groups.set(item.file.id, group);
  }
  return [...groups.values()];
}

/** "3 requests due soon or overdue (1 overdue)" */
function countWords(items: readonly DigestItem[], today: IsoDate): string {
  const overdue = items.filter((i) => i.dueOn < today).length;
  const noun = items.length === 1 ? "request" : "requests";
  return `${items.length} ${noun} due soon or overdue${overdue > 0 && overdue < items.length ? ` (${overdue} overdue)` : ""}`;
}

function itemLine(item: DigestItem, today: IsoDate): string {
  return `${item.title}: ${dueWords(item.dueOn, today)}`;
}

// ---------------------------------------------------------------------------------------------
// Sent back

/** To an agent or lender: staff sent their answer back, with why, and where to answer again. */
export function professionalSentBackEmail(file: RequestMailFile, request: SentBackRequest, recipient: { name: string }, publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: `${file.fileNumber} · ${shortAddress(file.propertyAddress)}: sent back: ${request.title}`,
    greeting: recipient.name,
    blocks: [
      `We reviewed the answer to "${request.title}" on closing file ${file.fileNumber}, ${file.propertyAddress}, and need something more before we can accept it.`,
      ...(request.reason ? [{ heading: "What we need" }, { pre: request.reason }] : []),
      "Please answer it again under \"What we need\" on the file:",
      { button: { label: "Open the file", url: fileLink(publicUrl, file.id) } },
      contactLine,
    ],
    footnote: `You get this e-mail because the request is yours on this file. Your notification choices: ${preferencesLink(publicUrl)}.`,
  });
}

/** The text to an agent or lender who asked for texts. The file's page needs a sign-in: no secret in it. */
export function professionalSentBackSms(file: RequestMailFile, request: SentBackRequest, publicUrl: string): string {
  const reason = request.reason ? `: ${clip(request.reason, SMS_REASON_CHARS)}` : "";
  return `${SITE.brand}: ${file.fileNumber} ${shortAddress(file.propertyAddress)}: we sent back "${request.title}"${reason}. ${fileLink(publicUrl, file.id)}`;
}

/** To a buyer or seller: what was sent back and why; to answer again, the status link they have. */
export function consumerSentBackEmail(file: RequestMailFile, request: SentBackRequest, recipient: { name: string }): RenderedEmail {
  return renderEmail({
    subject: `We need more for "${request.title}": ${shortAddress(file.propertyAddress)}`,
    greeting: recipient.name,
    blocks: [
      `We reviewed what you sent for "${request.title}" for your closing at ${file.propertyAddress} (our file ${file.fileNumber}), and need something more before we can accept it.`,
      ...(request.reason ? [{ heading: "What we need" }, { pre: request.reason }] : []),
      "To answer again, open the status page link we sent you for this closing and confirm who you are with the code we send you. We do not repeat the link in reminders, so a forwarded e-mail cannot be used to answer for you.",
      `Cannot find the link, or rather tell us by phone? Call us at ${SITE.phone} or write to ${SITE.email}.`,
    ],
  });
}

/** The text to a buyer or seller we have no e-mail for: never the status link. */
export function consumerSentBackSms(file: RequestMailFile, request: SentBackRequest): string {
  const reason = request.reason ? `: ${clip(request.reason, SMS_REASON_CHARS)}` : "";
  return `${SITE.brand}: for your closing at ${shortAddress(file.propertyAddress)} (file ${file.fileNumber}) we need more for "${request.title}"${reason}. Open the status page link we sent you, or call ${SITE.phone}.`;
}

// ---------------------------------------------------------------------------------------------
// The daily digest

/** To an agent or lender: what they owe, file by file, each with its link. */
export function professionalDigestEmail(items: readonly DigestItem[], recipient: { name: string | null }, today: IsoDate, publicUrl: string): RenderedEmail {
  const groups = byFile(items);
  return renderEmail({
    subject: `Your closing files: ${countWords(items, today)}`,
    greeting: recipient.name,
    blocks: [
      `Here is what we need from you on your closing files, as of ${longDate(today)}:`,
      ...groups.flatMap(({ file, items: owed }) => [
        { heading: `${file.fileNumber} · ${file.propertyAddress}` },
        { list: owed.map((i) => itemLine(i, today)) },
        { button: { label: `Answer on file ${file.fileNumber}`, url: fileLink(publicUrl, file.id) } },
      ]),
      contactLine,
    ],
    footnote: `One reminder a day, only when something is due within two days or overdue. To turn it off, go to ${preferencesLink(publicUrl)}.`,
  });
}

/** The text to an agent or lender who asked for texts: the count, and the file (or the dashboard for several). */
export function professionalDigestSms(items: readonly DigestItem[], today: IsoDate, publicUrl: string): string {
  const groups = byFile(items);
  const where = groups.length === 1 ? `${groups[0]!.file.fileNumber} ${shortAddress(groups[0]!.file.propertyAddress)}` : `${groups.length} files`;
  const link = groups.length === 1 ? fileLink(publicUrl, groups[0]!.file.id) : `${publicUrl}/dashboard`;
  return `${SITE.brand}: ${countWords(items, today)} on ${where}. ${link}`;
}

/** To a buyer or seller: what they owe, closing by closing, and how to answer without the link in the mail. */
export function consumerDigestEmail(items: readonly DigestItem[], recipient: { name: string | null }, today: IsoDate): RenderedEmail {
  const groups = byFile(items);
  const subjectPlace = groups.length === 1 ? shortAddress(groups[0]!.file.propertyAddress) : `${groups.length} closings`;
  return renderEmail({
    subject: `What we still need from you: ${subjectPlace}`,
    greeting: recipient.name,
    blocks: [
      `Here is what we still need from you, as of ${longDate(today)}:`,
      ...groups.flatMap(({ file, items: owed }) => [
        { heading: `Your closing at ${file.propertyAddress} (our file ${file.fileNumber})` },
        { list: owed.map((i) => itemLine(i, today)) },
      ]),
      "To see and answer them, open the status page link we sent you for your closing and confirm who you are with the code we send you. We do not repeat the link in reminders, so a forwarded e-mail cannot be used to answer for you.",
      `Cannot find the link? Call us at ${SITE.phone} or write to ${SITE.email}, and tell us your file number.`,
    ],
    footnote: "One reminder a day, only when something is due within two days or overdue. You can turn these reminders off on your status page.",
  });
}

/** The text to a buyer or seller we have no e-mail for: never the status link. */
export function consumerDigestSms(items: readonly DigestItem[], today: IsoDate): string {
  const groups = byFile(items);
  const where =
    groups.length === 1 ? `your closing at ${shortAddress(groups[0]!.file.propertyAddress)} (file ${groups[0]!.file.fileNumber})` : `your ${groups.length} closings`;
  return `${SITE.brand}: ${countWords(items, today)} for ${where}. Open the status page link we sent you, or call ${SITE.phone}.`;
}
