/**
 * Every e-mail core builds (issue 29) comes from the one layout: a subject, a text part and an HTML
 * part that both carry the company's mark, office address and number, and greet by first name
 * where the person's name is known.
 */
import { expect, test } from "vitest";
import { clientEmail } from "../clients/client-email.ts";
import { appointmentInstant } from "../closing/appointment.ts";
import { completionMail } from "../closing/completion-mail.ts";
import { consumerEmail, professionalEmail, type NoticeFile } from "../closing/notification-mail.ts";
import { partyInvitationMail } from "../closing/party-invitation-mail.ts";
import { statusLinkMail } from "../closing/status-link-mail.ts";
import { senderAcknowledgement, staffNotification, type Submission } from "../leads/submission-mail.ts";
import { SITE } from "../site/settings.ts";
import { OFFICE_ADDRESS, type RenderedEmail } from "./email-layout.ts";

const FILE: NoticeFile = {
  id: "5b0c6f43-2a59-4a53-9e0c-0d3f3f1a7a11",
  fileNumber: "HC-2026-01001",
  propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
  closingAt: appointmentInstant({ date: "2026-12-18", time: "14:30" }),
  closingTimeSet: true,
  closingPlace: "office",
  closingLocation: null,
  nextMilestone: "title_opinion",
};
const ctx = { id: "7d1f0c1e-7a0b-4a57-9d0e-3b7c2f0f9a11", submittedAt: new Date("2026-11-23T15:05:00Z"), account: null, publicUrl: "https://closing.example" };
const contact: Submission = { kind: "contact", data: { name: "Jane Smith", email: "jane@example.com", company: null, phone: null, message: "Hello" } };
const change = { milestone: "abstract_continued" as const, state: "done" as const, doneOn: "2026-12-01", reason: null, objections: null, recordingReference: null };

const MAILS: [string, RenderedEmail, string | null][] = [
  ["lead receipt", senderAcknowledgement(contact, ctx), "Hi Jane,"],
  ["lead notice to staff", staffNotification(contact, ctx), null],
  ["agent's milestone notice", professionalEmail(FILE, [change], { name: "Jane Reyes" }, ctx.publicUrl), "Hi Jane,"],
  ["buyer's notice", consumerEmail(FILE, ["closing_scheduled"], { name: "Jane Buyer" }, `${ctx.publicUrl}/status/t`), "Hi Jane,"],
  ["status link", statusLinkMail({ name: "Jane Buyer", propertyAddress: FILE.propertyAddress, fileNumber: FILE.fileNumber, url: `${ctx.publicUrl}/status/t` }), "Hi Jane,"],
  ["party invitation", partyInvitationMail({ kind: "open", name: "Jane Lender", role: "lender", propertyAddress: FILE.propertyAddress, fileNumber: FILE.fileNumber, url: ctx.publicUrl }), "Hi Jane,"],
  [
    "completion",
    completionMail({ name: "Jane Buyer", roles: ["buyer"], kind: "purchase", propertyAddress: FILE.propertyAddress, fileNumber: FILE.fileNumber, recorded: false, statusUrl: null }),
    "Hi Jane,",
  ],
  ["client e-mail", clientEmail({ subject: "Friday", content: "Hi Jane,\n\nSee you Friday.", sender: { name: "Dana Reyes", email: "dana@realty.example" }, company: SITE.brand }), "Hi Jane,"],
];

test.each(MAILS)("%s: text and HTML from the one layout, with the mark, the office and the greeting", (_what, mail, greeting) => {
  expect(mail.subject.length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!doctype html>/);
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(SITE.brand);
    expect(part).toContain(OFFICE_ADDRESS);
    expect(part).toContain(SITE.phone);
    if (greeting) expect(part).toContain(greeting);
  }
});
