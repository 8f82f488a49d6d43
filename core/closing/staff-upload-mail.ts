/**
 * The e-mail that tells staff what the parties on a closing file uploaded (issue 29): one per file
 * per notice batch (server/closing/notifier.ts), listing each upload with who sent it and when, in
 * Iowa time. Pure; the notifier decides when and to whom (the office's staff address).
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { COMPANY_TIME_ZONE } from "../domain/company-calendar.ts";
import { PARTY_ROLE_LABELS, type PartyRole } from "./closing-enums.ts";
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
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

export function staffUploadEmail(file: { id: string; fileNumber: string; propertyAddress: string }, uploads: readonly PartyUpload[], publicUrl: string): RenderedEmail {
  const what = uploads.length === 1 ? `${uploads[0]!.name} uploaded` : `${uploads.length} documents uploaded`;
  return renderEmail({
    subject: `${file.fileNumber} · ${shortAddress(file.propertyAddress)}: ${what}`,
    // Staff read it: no greeting, and no wire-fraud notice meant for buyers and sellers.
    greeting: false,
    wireFraud: false,
    blocks: [
      `${uploads.length === 1 ? "A party" : "Parties"} on closing file ${file.fileNumber}, ${file.propertyAddress}, uploaded ${uploads.length === 1 ? "a document" : `${uploads.length} documents`} (Iowa time):`,
      { pre: uploads.map(uploadLine).join("\n") },
      `Review ${uploads.length === 1 ? "it" : "them"} on the file: ${publicUrl}/admin/closing-files/${file.id}`,
    ],
  });
}
