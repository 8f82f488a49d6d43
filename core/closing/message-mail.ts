/**
 * The notices of a closing file's conversation (issue 31; docs/messages-contract.md, "Notices"):
 * the e-mail and the text that say someone wrote on a file, who, and where to read it. Never what
 * they wrote: these functions are not given a message's body, so no notice can carry one. E-mail
 * is where wire fraud starts, so every notice says we never put a closing's details in e-mail and
 * asks for the answer in the portal (the server sets Reply-To to the office, so a reply reaches
 * nobody by surprise). Pure: server/closing/message-notice.ts decides who gets what.
 */
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";
import { PARTY_ROLE_LABELS, type PartyRole } from "./closing-enums.ts";
import type { MessageAuthorKind } from "./closing-messages.ts";
import { fileLink, preferencesLink, shortAddress } from "./notification-mail.ts";

export const MESSAGE_NOTICE_WORDS = {
  neverDetails: "We never put the details of your closing in e-mail.",
  answerInPortal: "Please answer in the portal, not by replying to this e-mail.",
  /** Buyers and sellers answer on their status page, which is their portal. */
  answerOnStatusPage: "Please answer on your status page, not by replying to this e-mail.",
} as const;

export interface MessageNoticeFile {
  id: string;
  fileNumber: string;
  propertyAddress: string;
}

/** A message as a notice knows it: who wrote it, never what. */
export interface NoticedMessage {
  authorKind: MessageAuthorKind;
  authorLabel: string;
  authorRole: PartyRole | null;
}

/** One person who wrote in the batch, and how many of the recipient's messages are theirs. */
export interface MessageWriter {
  label: string;
  kind: MessageAuthorKind;
  role: PartyRole | null;
  count: number;
}

/** Names in a text are cut: the page shows them whole. */
const SMS_NAME_CHARS = 40;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The writers of these messages, in the order each first wrote, with how many each wrote. */
export function writersOf(messages: readonly NoticedMessage[]): MessageWriter[] {
  const writers = new Map<string, MessageWriter>();
  for (const m of messages) {
    const key = `${m.authorKind}|${m.authorRole ?? ""}|${m.authorLabel}`;
    const known = writers.get(key);
    if (known) known.count += 1;
    else writers.set(key, { label: m.authorLabel, kind: m.authorKind, role: m.authorRole, count: 1 });
  }
  return [...writers.values()];
}

/** "Dana Reyes (listing agent)", "Sam Closer (closing staff)". */
export function writerName(writer: Pick<MessageWriter, "label" | "kind" | "role">): string {
  const what = writer.kind === "staff" || !writer.role ? "closing staff" : PARTY_ROLE_LABELS[writer.role].toLowerCase();
  return `${writer.label} (${what})`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function total(writers: readonly MessageWriter[]): number {
  return writers.reduce((n, w) => n + w.count, 0);
}

function messagesWord(n: number): string {
  return n === 1 ? "a new message" : `${n} new messages`;
}

/** "new message from Dana Reyes", "3 new messages". */
function subjectWhat(writers: readonly MessageWriter[]): string {
  const n = total(writers);
  return n === 1 ? `new message from ${writers[0]!.label}` : `${n} new messages`;
}

/** The list in an e-mail: each writer and, when more than one, how many. */
function writerLines(writers: readonly MessageWriter[]): string[] {
  return writers.map((w) => (w.count === 1 ? writerName(w) : `${writerName(w)}: ${w.count} messages`));
}

/** To an agent or lender on the file (their own messages left out by the caller). */
export function professionalMessageEmail(file: MessageNoticeFile, writers: readonly MessageWriter[], recipient: { name: string }, publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: `${file.fileNumber} · ${shortAddress(file.propertyAddress)}: ${subjectWhat(writers)}`,
    greeting: recipient.name,
    blocks: [
      `You have ${messagesWord(total(writers))} on closing file ${file.fileNumber}, ${file.propertyAddress}, from:`,
      { list: writerLines(writers) },
      `${MESSAGE_NOTICE_WORDS.neverDetails} Read the conversation on the file. ${MESSAGE_NOTICE_WORDS.answerInPortal}`,
      { button: { label: "Read and answer on the file", url: fileLink(publicUrl, file.id) } },
    ],
    footnote: `You get these e-mails because you are on this file. To turn message e-mails off, go to ${preferencesLink(publicUrl)}.`,
  });
}

/** The text to an agent or lender who asked for texts: who wrote, the file, the link; short. */
export function professionalMessageSms(file: MessageNoticeFile, writers: readonly MessageWriter[], publicUrl: string): string {
  const n = total(writers);
  const from = writers.length === 1 ? clip(writers[0]!.label, SMS_NAME_CHARS) : `${writers.length} people`;
  return `${SITE.brand}: ${n === 1 ? "new message" : `${n} new messages`} from ${from} on ${file.fileNumber} ${shortAddress(file.propertyAddress)}. Read and answer in the portal: ${fileLink(publicUrl, file.id)}`;
}

/** To the office's staff address: the parties who wrote, with the link to the file's staff page. */
export function staffMessageEmail(file: MessageNoticeFile, writers: readonly MessageWriter[], publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: `${file.fileNumber} · ${shortAddress(file.propertyAddress)}: ${subjectWhat(writers)}`,
    // Staff read it: no greeting, and no wire-fraud notice meant for buyers and sellers.
    greeting: false,
    wireFraud: false,
    blocks: [
      `${capitalized(messagesWord(total(writers)))} on closing file ${file.fileNumber}, ${file.propertyAddress}, from:`,
      { list: writerLines(writers) },
      `${MESSAGE_NOTICE_WORDS.neverDetails} ${MESSAGE_NOTICE_WORDS.answerInPortal}`,
      { button: { label: "Read and answer on the file", url: `${publicUrl}/admin/closing-files/${file.id}` } },
    ],
  });
}

/**
 * To a buyer or seller: who wrote about their closing and the status page where they read and
 * answer it (behind the code we send them, so a forwarded e-mail reads nothing).
 */
export function consumerMessageEmail(file: MessageNoticeFile, writers: readonly MessageWriter[], recipient: { name: string }, statusUrl: string): RenderedEmail {
  return renderEmail({
    subject: `${total(writers) === 1 ? "A new message" : `${total(writers)} new messages`} about your closing: ${shortAddress(file.propertyAddress)}`,
    greeting: recipient.name,
    blocks: [
      `You have ${messagesWord(total(writers))} about your closing at ${file.propertyAddress} (our file ${file.fileNumber}), from:`,
      { list: writerLines(writers) },
      `${MESSAGE_NOTICE_WORDS.neverDetails} To read it, open your status page and confirm who you are with the code we send you. ${MESSAGE_NOTICE_WORDS.answerOnStatusPage}`,
      { button: { label: "Open your status page", url: statusUrl } },
      `Questions? Call us at ${SITE.phone}.`,
    ],
    footnote: "You can turn these e-mails off on your status page.",
  });
}

/**
 * The text to a buyer or seller with a phone: never the status link (a text is read on lock
 * screens; request-mail.ts does the same), so they open the link they were sent.
 */
export function consumerMessageSms(file: MessageNoticeFile, writers: readonly MessageWriter[]): string {
  const n = total(writers);
  const from = writers.length === 1 ? clip(writers[0]!.label, SMS_NAME_CHARS) : `${writers.length} people`;
  return `${SITE.brand}: ${n === 1 ? "new message" : `${n} new messages`} from ${from} about your closing at ${shortAddress(file.propertyAddress)} (file ${file.fileNumber}). Read and answer on the status page link we sent you, or call ${SITE.phone}.`;
}
