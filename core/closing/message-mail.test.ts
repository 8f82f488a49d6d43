import { describe, expect, it } from "vitest";
import { SITE } from "../site/settings.ts";
import {
  MESSAGE_NOTICE_WORDS as W,
  consumerMessageEmail,
  consumerMessageSms,
  professionalMessageEmail,
  professionalMessageSms,
  staffMessageEmail,
  writerName,
  writersOf,
  type MessageWriter,
  type NoticedMessage,
} from "./message-mail.ts";

const file = { id: "f1", fileNumber: "HC-2026-01001", propertyAddress: "412 Elm St, Cedar Falls, IA 50613" };
const url = "https://hc.example";
const status = "https://hc.example/status/tok";
const dana: NoticedMessage = { authorKind: "professional", authorLabel: "Dana Reyes", authorRole: "listing_agent" };
const pat: NoticedMessage = { authorKind: "consumer", authorLabel: "Pat Buyer", authorRole: "buyer" };
const sam: NoticedMessage = { authorKind: "staff", authorLabel: "Sam Closer", authorRole: null };

describe("who wrote", () => {
  it("groups the batch by writer in the order each first wrote, counting their messages", () => {
    expect(writersOf([dana, pat, dana, sam])).toEqual([
      { label: "Dana Reyes", kind: "professional", role: "listing_agent", count: 2 },
      { label: "Pat Buyer", kind: "consumer", role: "buyer", count: 1 },
      { label: "Sam Closer", kind: "staff", role: null, count: 1 },
    ]);
    expect(writersOf([])).toEqual([]);
  });

  it.each<[string, Pick<MessageWriter, "label" | "kind" | "role">, string]>([
    ["an agent", { label: "Dana Reyes", kind: "professional", role: "listing_agent" }, "Dana Reyes (listing agent)"],
    ["a lender", { label: "Lee Lender", kind: "professional", role: "lender" }, "Lee Lender (lender / loan officer)"],
    ["a buyer", { label: "Pat Buyer", kind: "consumer", role: "buyer" }, "Pat Buyer (buyer)"],
    ["staff", { label: "Sam Closer", kind: "staff", role: null }, "Sam Closer (closing staff)"],
  ])("names %s with their part on the file", (_, writer, words) => {
    expect(writerName(writer)).toBe(words);
  });
});

/** Every notice, to every audience, for one writer and for several. */
const one = writersOf([dana]);
const several = writersOf([dana, pat, dana]);
const notices = (writers: MessageWriter[]) => ({
  professional: professionalMessageEmail(file, writers, { name: "Lee Lender" }, url),
  staff: staffMessageEmail(file, writers, url),
  consumer: consumerMessageEmail(file, writers, { name: "Pat Buyer" }, status),
});

describe("the e-mails", () => {
  it.each<[string, keyof ReturnType<typeof notices>, string, string]>([
    ["an agent or lender, one message", "professional", "HC-2026-01001 · 412 Elm St: new message from Dana Reyes", "https://hc.example/transactions/f1"],
    ["staff, one message", "staff", "HC-2026-01001 · 412 Elm St: new message from Dana Reyes", "https://hc.example/admin/closing-files/f1"],
    ["a buyer or seller, one message", "consumer", "A new message about your closing: 412 Elm St", status],
  ])("to %s: the subject names who wrote, the text the file and the link", (_, who, subject, link) => {
    const mail = notices(one)[who];
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("Dana Reyes (listing agent)");
    expect(mail.text).toContain("HC-2026-01001");
    expect(mail.text).toContain(link);
  });

  it.each<[keyof ReturnType<typeof notices>, string]>([
    ["professional", "HC-2026-01001 · 412 Elm St: 3 new messages"],
    ["staff", "HC-2026-01001 · 412 Elm St: 3 new messages"],
    ["consumer", "3 new messages about your closing: 412 Elm St"],
  ])("to %s, several messages: counted in the subject, each writer listed once with their count", (who, subject) => {
    const mail = notices(several)[who];
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("- Dana Reyes (listing agent): 2 messages");
    expect(mail.text).toContain("- Pat Buyer (buyer)\n");
  });

  it.each(["professional", "staff", "consumer"] as const)("to %s: says we never put a closing's details in e-mail and to answer in the portal, in text and HTML", (who) => {
    const mail = notices(several)[who];
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(W.neverDetails);
      expect(part).toContain(who === "consumer" ? W.answerOnStatusPage : W.answerInPortal);
    }
  });

  it("an agent is told where to turn message e-mails off; a buyer that their status page does it", () => {
    expect(notices(one).professional.text).toContain("https://hc.example/account/notifications");
    expect(notices(one).consumer.text).toContain("You can turn these e-mails off on your status page.");
  });

  it("a writer's name is escaped in HTML", () => {
    const mail = professionalMessageEmail(file, writersOf([{ ...dana, authorLabel: "<b>Dana</b>" }]), { name: "Lee" }, url);
    expect(mail.html).not.toContain("<b>Dana</b>");
    expect(mail.html).toContain("&#60;b&#62;Dana&#60;/b&#62;");
  });
});

describe("the texts", () => {
  it.each<[string, string, string]>([
    ["to an agent, one message", professionalMessageSms(file, one, url), `${SITE.brand}: new message from Dana Reyes on HC-2026-01001 412 Elm St. Read and answer in the portal: https://hc.example/transactions/f1`],
    ["to an agent, several", professionalMessageSms(file, several, url), `${SITE.brand}: 3 new messages from 2 people on HC-2026-01001 412 Elm St. Read and answer in the portal: https://hc.example/transactions/f1`],
    [
      "to a buyer, one message: never the status link",
      consumerMessageSms(file, one),
      `${SITE.brand}: new message from Dana Reyes about your closing at 412 Elm St (file HC-2026-01001). Read and answer on the status page link we sent you, or call ${SITE.phone}.`,
    ],
  ])("%s", (_, sms, words) => {
    expect(sms).toBe(words);
    expect(sms.length).toBeLessThanOrEqual(200);
  });

  it("a long name is cut, so a text stays short", () => {
    const long = writersOf([{ ...dana, authorLabel: "D".repeat(200) }]);
    expect(professionalMessageSms(file, long, url).length).toBeLessThan(200);
    expect(consumerMessageSms(file, long).length).toBeLessThan(220);
  });
});
