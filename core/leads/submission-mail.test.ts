import { describe, expect, it } from "vitest";
import { centralTime, senderAcknowledgement, staffNotification, type Submission, type SubmissionContext } from "./submission-mail.ts";

const ctx: SubmissionContext = {
  id: "7d1f0c1e-7a0b-4a57-9d0e-3b7c2f0f9a11",
  // 15:05 UTC in November is 9:05 AM Central (CST, UTC−6).
  submittedAt: new Date("2026-11-23T15:05:00Z"),
  account: null,
  publicUrl: "https://heartland.example",
};

const request: Submission = {
  kind: "service_request",
  data: {
    service_type: "digital-cash",
    name: "Dana Ruiz",
    email: "dana@example.com",
    phone: "(515) 555-0190",
    company: null,
    property_address: "412 Elm St, Cedar Falls, IA 50613",
    closing_date_requested: "2026-12-18",
    message: "Cash buyer, inspection done.",
  },
};

describe("submission e-mails", () => {
  it("tells staff every field, with (not given) for the empty ones, when and from which account", () => {
    const mail = staffNotification(request, { ...ctx, account: { email: "agent@example.com", type: "agent" } });
    expect(mail.subject).toBe("New Digital Cash Closing request from Dana Ruiz");
    for (const line of [
      "Service: Digital Cash Closing",
      "Name: Dana Ruiz",
      "Email: dana@example.com",
      "Phone: (515) 555-0190",
      "Company: (not given)",
      "Property address: 412 Elm St, Cedar Falls, IA 50613",
      "Requested closing date: 2026-12-18",
      "Message: \nCash buyer, inspection done.",
      "Received: Monday, November 23, 2026 at 9:05 AM Central",
      "Account: Signed in as agent@example.com (agent)",
      `Reference: ${ctx.id}`,
      "https://heartland.example/admin",
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it.each([
    [{ kind: "contact", data: { name: "Lee Park", email: "lee@example.com", company: null, phone: null, message: "Hi" } }, "New contact form message from Lee Park", "We received your contact form message — Heartland Closing Co."],
    [{ kind: "gift_card", data: { full_name: "Ana Cruz", email: "ana@example.com", phone: null } }, "New gift card claim from Ana Cruz", "We received your gift card claim — Heartland Closing Co."],
    [
      { kind: "guide_download", data: { email: "jo@example.com", name: "jo", guide: "fsbo-package", pdfUrl: "https://heartland.example/guides/fsbo-package.pdf" } },
      "New FSBO Package download from jo",
      "Your FSBO Package from Heartland Closing Co.",
    ],
  ] as [Submission, string, string][])("%#: subjects for staff and sender", (submission, staff, sender) => {
    expect(staffNotification(submission, ctx).subject).toBe(staff);
    expect(senderAcknowledgement(submission, ctx).subject).toBe(sender);
  });

  it("promises the sender a reply within one business day and repeats what they sent", () => {
    const mail = senderAcknowledgement(request, ctx);
    expect(mail.text).toMatch(/^Hi Dana,\n/);
    expect(mail.text).toContain("we will contact you within one business day");
    expect(mail.text).toContain("Property address: 412 Elm St, Cedar Falls, IA 50613");
    expect(mail.text).toContain("(319) 555-0142");
  });

  it("gives a guide downloader the link again", () => {
    const mail = senderAcknowledgement(
      { kind: "guide_download", data: { email: "jo@example.com", name: "jo", guide: "1031-exchange-guide", pdfUrl: "https://heartland.example/guides/1031-exchange-guide.pdf" } },
      ctx,
    );
    expect(mail.text).toContain("https://heartland.example/guides/1031-exchange-guide.pdf");
    expect(mail.text).toContain("1031 Exchange Guide");
  });

  it.each([
    ["2026-07-04T17:30:00Z", "Saturday, July 4, 2026 at 12:30 PM Central"], // CDT, UTC−5
    ["2026-01-02T05:59:00Z", "Thursday, January 1, 2026 at 11:59 PM Central"],
  ])("%s reads %s", (iso, text) => {
    expect(centralTime(new Date(iso))).toBe(text);
  });
});
