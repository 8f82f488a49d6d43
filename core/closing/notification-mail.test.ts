import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { SITE } from "../site/settings.ts";
import { appointmentInstant } from "./appointment.ts";
import {
  appointmentText,
  changeLine,
  consumerEmail,
  consumerNoticeSteps,
  professionalEmail,
  professionalSms,
  professionalSubject,
  type NoticeChange,
  type NoticeFile,
} from "./notification-mail.ts";
import { emailedChanges, notificationPreferencesSchema } from "./notification-preferences.ts";

const URL = "https://closing.example";
const FILE: NoticeFile = {
  id: "7d1c7a52-5a5e-4e6b-9d7e-1f0c2b3a4d5e",
  fileNumber: "HC-2026-01001",
  propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
  closingAt: appointmentInstant({ date: "2026-12-18", time: "14:30" }),
  closingTimeSet: true,
  closingPlace: "office",
  closingLocation: "315 Main Street, Suite 200, Cedar Falls",
  nextMilestone: "title_opinion",
};
const change = (milestone: NoticeChange["milestone"], state: NoticeChange["state"], more: Partial<NoticeChange> = {}): NoticeChange => ({
  milestone,
  state,
  doneOn: state === "done" ? "2026-12-01" : null,
  reason: null,
  objections: null,
  recordingReference: null,
  ...more,
});

describe("the agent's and lender's subject", () => {
  test.each([
    [[change("abstract_continued", "done")], "HC-2026-01001 · 412 Elm St: Abstract continued"],
    [[change("commitment", "waived")], "HC-2026-01001 · 412 Elm St: Iowa Title Guaranty commitment issued: waived"],
    [[change("closing_scheduled", "blocked", { reason: "Lender's payoff letter due 12/10" })], "HC-2026-01001 · 412 Elm St: Closing scheduled: blocked"],
    [[change("abstract_ordered", "done"), change("abstract_continued", "done"), change("title_opinion", "done", { objections: 0 })], "HC-2026-01001 · 412 Elm St: 3 updates"],
  ])("%#: %s", (changes, subject) => {
    expect(professionalSubject(FILE, changes)).toBe(subject);
  });
});

describe("one change as a line of the e-mail", () => {
  test.each([
    [change("abstract_continued", "done"), "- Abstract continued: done on December 1, 2026"],
    [change("title_opinion", "done", { objections: 2 }), "- Attorney's title opinion issued: done on December 1, 2026 (2 objections)"],
    [change("title_opinion", "done", { objections: 0 }), "- Attorney's title opinion issued: done on December 1, 2026 (no objections)"],
    [change("recorded", "done", { recordingReference: "Book 2026 Page 1234" }), "- Deed and mortgage recorded: done on December 1, 2026 (recording reference Book 2026 Page 1234)"],
    [change("commitment", "waived", { reason: "Cash buyer declined" }), "- Iowa Title Guaranty commitment issued: waived, not needed on this file (Cash buyer declined)"],
    [change("closing_scheduled", "blocked", { reason: "Lender's payoff letter due 12/10" }), "- Closing scheduled: blocked. Lender's payoff letter due 12/10"],
    [change("abstract_continued", "pending"), "- Abstract continued: reopened; it is pending again"],
  ])("%#", (c, line) => {
    expect(changeLine(c)).toBe(line);
  });
});

describe("the appointment in words", () => {
  test.each([
    [FILE, "Friday, December 18, 2026 at 2:30 PM (Iowa time), at our office: 315 Main Street, Suite 200, Cedar Falls"],
    [{ ...FILE, closingTimeSet: false, closingAt: appointmentInstant({ date: "2026-12-18", time: null }), closingLocation: null }, "Friday, December 18, 2026, at our office"],
    [{ ...FILE, closingPlace: "remote_online_notary" as const, closingLocation: null }, "Friday, December 18, 2026 at 2:30 PM (Iowa time), remote online notary (video)"],
    [{ ...FILE, closingAt: null }, null],
  ])("%#", (file, text) => {
    expect(appointmentText(file)).toBe(text);
  });
});

describe("the agent's and lender's e-mail", () => {
  const changes = [change("abstract_continued", "done"), change("closing_scheduled", "blocked", { reason: "Seller's payoff due 12/10" })];
  const mail = professionalEmail(FILE, changes, { name: "Dana Reyes" }, URL);

  test("greets, lists every change in order, the next step, the appointment, the link, the choices and the signature", () => {
    const text = mail.text;
    expect(text).toMatch(/^Hi Dana,\n/);
    expect(text.indexOf("- Abstract continued: done on December 1, 2026")).toBeLessThan(text.indexOf("- Closing scheduled: blocked. Seller's payoff due 12/10"));
    expect(text).toContain("Next step: Attorney's title opinion issued");
    expect(text).toContain("Closing: Friday, December 18, 2026 at 2:30 PM (Iowa time)");
    expect(text).toContain(`${URL}/transactions/${FILE.id}`);
    expect(text).toContain(`${URL}/account/notifications`);
    expect(text).toContain(SITE.brand);
    expect(text).toContain(SITE.phone);
  });

  test("a file without an appointment or a next step says so", () => {
    const text = professionalEmail({ ...FILE, closingAt: null, nextMilestone: null }, changes, { name: "Dana" }, URL).text;
    expect(text).toContain("Closing: not scheduled yet");
    expect(text).toContain("The file is complete: every step is done or waived.");
  });
});

describe("the text message", () => {
  test.each([
    [[change("abstract_continued", "done")], "Heartland Closing Co.: HC-2026-01001 412 Elm St: Abstract continued. "],
    [[change("abstract_ordered", "done"), change("commitment", "waived")], "Heartland Closing Co.: HC-2026-01001 412 Elm St: 2 updates, latest Iowa Title Guaranty commitment issued: waived. "],
  ])("%#: short, with the link", (changes, start) => {
    const sms = professionalSms(FILE, changes, URL);
    expect(sms).toBe(`${start}${URL}/transactions/${FILE.id}`);
  });

  test("a single change fits one SMS segment", () => {
    expect(professionalSms(FILE, [change("closing_scheduled", "done")], URL).length).toBeLessThanOrEqual(160);
  });
});

describe("buyers and sellers", () => {
  test.each([
    [[change("closing_scheduled", "done")], ["closing_scheduled"]],
    // A batch that closes the file: the completion e-mail tells them instead, recording included.
    [[change("closed_disbursed", "done"), change("recorded", "done", { recordingReference: "2026-1234" })], []],
    [[change("closed_disbursed", "done")], []],
    [[change("recorded", "done", { recordingReference: "2026-1234" })], ["recorded"]],
    // Closed, then reopened within the batch: not closed, so nothing closes (and no notice for it).
    [[change("closed_disbursed", "done"), change("closed_disbursed", "pending")], []],
    [[change("closing_scheduled", "blocked", { reason: "x" })], []],
    [[change("abstract_continued", "done"), change("commitment", "waived")], []],
    [[change("recorded", "waived")], []],
  ])("%#: notice steps of a batch", (changes, steps) => {
    expect(consumerNoticeSteps(changes)).toEqual(steps);
  });

  test("closing scheduled: plain words, the appointment and place, the status link, the wire-fraud warning with our number", () => {
    const mail = consumerEmail(FILE, ["closing_scheduled"], { name: "Pat Buyer" }, `${URL}/status/tok`);
    expect(mail.subject).toBe("Your closing is scheduled: 412 Elm St");
    expect(mail.text).toMatch(/^Hi Pat,\n/);
    expect(mail.text).toContain("- Your closing is scheduled");
    expect(mail.text).toContain("Your closing: Friday, December 18, 2026 at 2:30 PM (Iowa time), at our office: 315 Main Street");
    expect(mail.text).toContain(`${URL}/status/tok`);
    expect(mail.text).toContain(`call us at ${SITE.phone}, a number you look up yourself`);
    expect(mail.text).toContain(WIRE_FRAUD_WARNING);
    expect(mail.text).not.toContain("Attorney");
  });

  test("closed and recorded together: one e-mail naming both, no appointment", () => {
    const mail = consumerEmail(FILE, ["closed_disbursed", "recorded"], { name: "Pat" }, `${URL}/status/tok`);
    expect(mail.subject).toBe("The deed and mortgage are recorded with the county: 412 Elm St");
    expect(mail.text).toContain("- Closed: documents signed and funds paid out");
    expect(mail.text).not.toContain("Your closing:");
  });
});

describe("notification preferences", () => {
  test.each([
    [{ email_off: ["recorded", "file_opened", "recorded"], sms: true }, { email_off: ["file_opened", "recorded"], sms: true }],
    [{ email_off: [], sms: false }, { email_off: [], sms: false }],
    [{ email_off: [], sms: false, reminders: false }, { email_off: [], sms: false, reminders: false }],
  ])("%j is stored as %j", (input, stored) => {
    expect(notificationPreferencesSchema.parse(input)).toEqual(stored);
  });

  test.each([
    [{ email_off: ["nope"], sms: false }, "email_off.0"],
    [{ email_off: "recorded", sms: false }, "email_off"],
    [{ email_off: [], sms: "yes" }, "sms"],
    [{ email_off: [] }, "sms"],
    [{ email_off: [], sms: false, reminders: "daily" }, "reminders"],
  ])("%j is refused at %s", (input, path) => {
    const result = notificationPreferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });

  test.each([
    [[], ["abstract_continued", "title_opinion"]],
    [["title_opinion"], ["abstract_continued"]],
    [["abstract_continued", "title_opinion"], []],
  ])("email_off %j leaves %j of the batch", (off, left) => {
    const batch = [change("abstract_continued", "done"), change("title_opinion", "done", { objections: 0 })];
    expect(emailedChanges(off, batch).map((c) => c.milestone)).toEqual(left);
  });
});
