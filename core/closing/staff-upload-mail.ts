/**
 * The e-mail that tells staff what the parties on a closing file uploaded (issue 29) and which of
 * its requests were answered and wait for review (issue 30): one per file per notice batch
 * (server/closing/notifier.ts), listing each upload and answer with who sent it and when, in Iowa
 * time. Pure; the notifier decides when and to whom (the office's staff address).
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { COMPANY_TIME_ZONE } from "../domain/company-calendar.ts";
import { PARTY_ROLE_LABELS, type PartyRole } from "./closing-enums.ts";
import { renderEmail, type EmailBlock, type RenderedEmail } from "../messaging/email-layout.ts";
import { shortAddress } from "./notification-mail.ts";

export interface PartyUpload {
  name: string;
  label: string | null;
  createdAt: Date;
  /** Who uploaded it, as the file's parties have them; email alone when no party row matches. */
  uploader: { email: string | null; name: string | null; role: PartyRole | null };
}

const iowaTime = (at: Date) => format(new TZDate(at.getTime(), COMPANY_TIME_ZONE), "MMM d, h:mm a");

function who(uploader: PartyUpload["uploader"]): string {
  const role = uploader.role ? PARTY_ROLE_LABELS[uploader.role].toLowerCase() : null;
  const person = [uploader.name, role && `(${role})`].filter(Boolean).join(" ");
  if (person && uploader.email) return `${person}, ${uploader.email}`;
  return person || uploader.email || "a party whose account has since been deleted";
}

/** "- Purchase agreement.pdf (Signed purchase agreement), from Jane Agent (listing agent), jane@…, Nov 23, 3:15 PM" */
export function uploadLine(upload: PartyUpload): string {
  const label = upload.label ? ` (${upload.label})` : "";
  return `- ${upload.name}${label}, from ${who(upload.uploader)}, ${iowaTime(upload.createdAt)}`;
}

/** A request a party answered, waiting for staff to accept it or send it back. */
export interface SubmittedAnswer {
  title: string;
  /** Who owes it (the request's owner role; null for staff's own). */
  owner: PartyRole | null;
  /** Who sent the answer, as the request records it: a name or an e-mail. */
  answeredBy: string | null;
  answeredAt: Date;
}

/** "- Groundwater hazard questions, owed by the seller, answered by Sam Seller, Nov 23, 3:15 PM" */
export function answerLine(answer: SubmittedAnswer): string {
  const owner = answer.owner ? `, owed by the ${PARTY_ROLE_LABELS[answer.owner].toLowerCase()}` : "";
  const by = answer.answeredBy ? `, answered by ${answer.answeredBy}` : "";
  return `- ${answer.title}${owner}${by}, ${iowaTime(answer.answeredAt)}`;
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

function subjectWhat(uploads: readonly PartyUpload[], answers: readonly SubmittedAnswer[]): string {
  const uploaded = uploads.length === 1 ? `${uploads[0]!.name} uploaded` : `${uploads.length} documents uploaded`;
  const answered = answers.length === 1 ? `${answers[0]!.title} answered` : `${answers.length} answers to review`;
  if (answers.length === 0) return uploaded;
  if (uploads.length === 0) return answered;
  return `${count(uploads.length, "1 document", "documents")} uploaded, ${count(answers.length, "1 answer", "answers")} to review`;
}

/**
 * The staff notice of a file's batch: its parties' uploads and the requests answered since the
 * last notice, with the link to the file's staff page where they are reviewed.
 */
export function staffUploadEmail(
  file: { id: string; fileNumber: string; propertyAddress: string },
  uploads: readonly PartyUpload[],
  publicUrl: string,
  answers: readonly SubmittedAnswer[] = [],
): RenderedEmail {
  const blocks: EmailBlock[] = [];
  if (uploads.length > 0) {
    blocks.push(
      `${uploads.length === 1 ? "A party" : "Parties"} on closing file ${file.fileNumber}, ${file.propertyAddress}, uploaded ${uploads.length === 1 ? "a document" : `${uploads.length} documents`} (Iowa time):`,
      { pre: uploads.map(uploadLine).join("\n") },
    );
  }
  if (answers.length > 0) {
    blocks.push(
      `${answers.length === 1 ? "A request" : `${answers.length} requests`} on closing file ${file.fileNumber}, ${file.propertyAddress}, ${answers.length === 1 ? "was" : "were"} answered and ${answers.length === 1 ? "waits" : "wait"} for your review (accept, or send back with a reason) (Iowa time):`,
      { pre: answers.map(answerLine).join("\n") },
    );
  }
  const them = uploads.length + answers.length === 1 ? "it" : "them";
  blocks.push(`Review ${them} on the file: ${publicUrl}/admin/closing-files/${file.id}`);
  return renderEmail({
    subject: `${file.fileNumber} · ${shortAddress(file.propertyAddress)}: ${subjectWhat(uploads, answers)}`,
    // Staff read it: no greeting, and no wire-fraud notice meant for buyers and sellers.
    greeting: false,
    wireFraud: false,
    blocks,
  });
}
