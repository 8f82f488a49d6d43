/**
 * The texts of the closing file notices (issue 16): the e-mail and the text message an agent or
 * lender on a file gets for a batch of milestone changes, and the e-mail buyers and sellers get
 * when their closing is scheduled, closed and recorded. Pure: server/closing/notifier.ts decides
 * who gets what and queues these through the outbox.
 */
import { format } from "date-fns";
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { SITE } from "../site/settings.ts";
import { appointmentOf, describeAppointment } from "./appointment.ts";
import { CLOSING_PLACE_LABELS, type ClosingPlace } from "./closing-enums.ts";
import { milestone, type MilestoneId, type MilestoneState } from "./milestones.ts";

/** Subject, text and HTML of the one layout (core/messaging/email-layout.ts). */
export type MailText = RenderedEmail;

/** What the notices say about the file. */
export interface NoticeFile {
  id: string;
  fileNumber: string;
  propertyAddress: string;
  closingAt: Date | null;
  closingTimeSet: boolean;
  closingPlace: ClosingPlace | null;
  closingLocation: string | null;
  nextMilestone: MilestoneId | null;
}

/** One change to one step, as its event row records it. */
export interface NoticeChange {
  milestone: MilestoneId;
  state: MilestoneState;
  doneOn: string | null;
  reason: string | null;
  objections: number | null;
  recordingReference: string | null;
}

/**
 * The steps buyers and sellers are e-mailed about when they are done. "Closed and disbursed" is
 * told by the completion e-mail instead (core/closing/completion-mail.ts), which also says when
 * the deed is recorded in the same batch.
 */
export const CONSUMER_NOTICE_STEPS: readonly MilestoneId[] = ["closing_scheduled", "closed_disbursed", "recorded"];

/** The step whose completion buyers and sellers get the completion e-mail for. */
export const COMPLETION_STEP: MilestoneId = "closed_disbursed";

/** Whether the batch leaves the file closed and disbursed (its last change to that step made it done). */
export function closedInBatch(changes: readonly NoticeChange[]): boolean {
  const last = changes.filter((c) => c.milestone === COMPLETION_STEP).at(-1);
  return last?.state === "done";
}

/** "412 Elm St" of "412 Elm St, Cedar Falls, IA 50613": enough to tell files apart in a subject. */
export function shortAddress(address: string): string {
  return address.split(",")[0]!.trim();
}

/** "December 18, 2026" of "2026-12-18". */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d), "MMMM d, yyyy");
}

/** "Abstract continued", "Commitment waived", "Closing scheduled is blocked": a change in a few words. */
export function changeHeadline(change: NoticeChange): string {
  const label = milestone(change.milestone).label;
  switch (change.state) {
    case "done":
      return label;
    case "waived":
      return `${label}: waived`;
    case "blocked":
      return `${label}: blocked`;
    case "pending":
      return `${label}: reopened`;
  }
}

/** One line of the agent's e-mail: the step, what happened, and its details. */
export function changeLine(change: NoticeChange): string {
  return `- ${changeDescription(change)}`;
}

/** The step, what happened, and its details. */
export function changeDescription(change: NoticeChange): string {
  const label = milestone(change.milestone).label;
  const details: string[] = [];
  if (change.objections !== null && change.state === "done") {
    details.push(change.objections === 0 ? "no objections" : `${change.objections} objection${change.objections === 1 ? "" : "s"}`);
  }
  if (change.recordingReference && change.state === "done") details.push(`recording reference ${change.recordingReference}`);
  const extra = details.length ? ` (${details.join(", ")})` : "";
  switch (change.state) {
    case "done":
      return `${label}: done${change.doneOn ? ` on ${longDate(change.doneOn)}` : ""}${extra}`;
    case "waived":
      return `${label}: waived, not needed on this file${change.reason ? ` (${change.reason})` : ""}`;
    case "blocked":
      return `${label}: blocked${change.reason ? `. ${change.reason}` : ""}`;
    case "pending":
      return `${label}: reopened; it is pending again`;
  }
}

/** "Friday, December 18, 2026 at 2:30 PM (Iowa time), at our office: 315 Main Street", or null before it is set. */
export function appointmentText(file: Pick<NoticeFile, "closingAt" | "closingTimeSet" | "closingPlace" | "closingLocation">): string | null {
  if (!file.closingAt) return null;
  const when = describeAppointment(appointmentOf(file.closingAt, file.closingTimeSet));
  const place = file.closingPlace ? CLOSING_PLACE_LABELS[file.closingPlace] : null;
  const where = [place, file.closingLocation].filter(Boolean).join(": ");
  return where ? `${when}, ${where.charAt(0).toLowerCase()}${where.slice(1)}` : when;
}

export function fileLink(publicUrl: string, fileId: string): string {
  return `${publicUrl}/transactions/${fileId}`;
}

export function preferencesLink(publicUrl: string): string {
  return `${publicUrl}/account/notifications`;
}

/** The subject of an agent's or lender's notice: the one change, or how many. */
export function professionalSubject(file: Pick<NoticeFile, "fileNumber" | "propertyAddress">, changes: readonly NoticeChange[]): string {
  const what = changes.length === 1 ? changeHeadline(changes[0]!) : `${changes.length} updates`;
  return `${file.fileNumber} · ${shortAddress(file.propertyAddress)}: ${what}`;
}

/** The e-mail to an agent or lender on the file: every change of the batch, in the order made. */
export function professionalEmail(
  file: NoticeFile,
  changes: readonly NoticeChange[],
  recipient: { name: string },
  publicUrl: string,
): MailText {
  const next = file.nextMilestone ? `Next step: ${milestone(file.nextMilestone).label}` : "The file is complete: every step is done or waived.";
  const appointment = appointmentText(file);
  return renderEmail({
    subject: professionalSubject(file, changes),
    greeting: recipient.name,
    blocks: [
      `${changes.length === 1 ? "An update" : `${changes.length} updates`} on closing file ${file.fileNumber}, ${file.propertyAddress}:`,
      { list: changes.map(changeDescription) },
      `${next}\nClosing: ${appointment ?? "not scheduled yet"}`,
      { button: { label: "See the file, its timeline and documents", url: fileLink(publicUrl, file.id) } },
    ],
    footnote: `You get these e-mails because you are on this file. To choose which steps you hear about, or to get texts instead, go to ${preferencesLink(publicUrl)}.`,
  });
}

/** The text message to an agent or lender who asked for texts: short, with the link. */
export function professionalSms(file: Pick<NoticeFile, "id" | "fileNumber" | "propertyAddress">, changes: readonly NoticeChange[], publicUrl: string): string {
  const last = changes[changes.length - 1]!;
  const what = changes.length === 1 ? changeHeadline(last) : `${changes.length} updates, latest ${changeHeadline(last)}`;
  return `${SITE.brand}: ${file.fileNumber} ${shortAddress(file.propertyAddress)}: ${what}. ${fileLink(publicUrl, file.id)}`;
}

/**
 * Buyers' and sellers' notice steps done in this batch, in the order they were made. A batch that
 * closes the file has none: the completion e-mail tells them (and says whether the deed is recorded).
 */
export function consumerNoticeSteps(changes: readonly NoticeChange[]): MilestoneId[] {
  if (closedInBatch(changes)) return [];
  const steps = changes
    .filter((c) => c.state === "done" && c.milestone !== COMPLETION_STEP && CONSUMER_NOTICE_STEPS.includes(c.milestone))
    .map((c) => c.milestone);
  return [...new Set(steps)];
}

/**
 * The e-mail to a buyer or seller when the batch holds their notice steps: plain words, the
 * appointment when it is the closing that was scheduled, the status link; the layout adds the
 * wire-fraud warning.
 */
export function consumerEmail(
  file: NoticeFile,
  steps: readonly MilestoneId[],
  recipient: { name: string },
  statusUrl: string,
): MailText {
  const latest = milestone(steps[steps.length - 1]!);
  const appointment = steps.includes("closing_scheduled") ? appointmentText(file) : null;
  return renderEmail({
    subject: `${latest.publicLabel}: ${shortAddress(file.propertyAddress)}`,
    greeting: recipient.name,
    blocks: [
      `News about your closing at ${file.propertyAddress} (our file ${file.fileNumber}):`,
      { list: steps.map((id) => milestone(id).publicLabel) },
      ...(appointment ? [`Your closing: ${appointment}.`] : []),
      "You can follow every step of your closing on your status page, no account needed:",
      { button: { label: "Open your status page", url: statusUrl } },
      `Questions? Call us at ${SITE.phone} or write to ${SITE.email}.`,
    ],
  });
}
