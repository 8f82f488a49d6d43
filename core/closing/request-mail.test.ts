import { describe, expect, it } from "vitest";
import { SITE } from "../site/settings.ts";
import {
  consumerDigestEmail,
  consumerDigestSms,
  consumerSentBackEmail,
  consumerSentBackSms,
  dueWords,
  professionalDigestEmail,
  professionalDigestSms,
  professionalSentBackEmail,
  professionalSentBackSms,
  sortDigest,
  type DigestItem,
} from "./request-mail.ts";

const elm = { id: "f1", fileNumber: "HC-2026-01001", propertyAddress: "412 Elm St, Cedar Falls, IA 50613" };
const oak = { id: "f2", fileNumber: "HC-2026-01002", propertyAddress: "9 Oak Ave, Pella, IA 50219" };
const url = "https://hc.example";
// Thursday, November 26, 2026 in Iowa.
const today = "2026-11-26";
const item = (over: Partial<DigestItem> = {}): DigestItem => ({ file: elm, title: "Groundwater hazard questions", dueOn: "2026-11-27", ...over });
const sentBack = { title: "Homeowner's insurance binder", reason: "The binder names the wrong mortgagee clause; please ask your agent for a corrected one." };

describe("due words (Iowa dates)", () => {
  it.each([
    ["2026-11-23", "overdue since Monday, November 23"],
    ["2026-11-25", "overdue since Wednesday, November 25"],
    ["2026-11-26", "due today"],
    ["2026-11-27", "due tomorrow"],
    ["2026-11-28", "due Saturday, November 28"],
  ])("%s → %s", (due, words) => {
    expect(dueWords(due, today)).toBe(words);
  });

  it("puts the most urgent first, then by file number", () => {
    const sorted = sortDigest([item({ dueOn: "2026-11-28" }), item({ file: oak, dueOn: "2026-11-20" }), item({ dueOn: "2026-11-20", title: "Declaration of Value" })]);
    expect(sorted.map((i) => `${i.file.fileNumber} ${i.dueOn}`)).toEqual(["HC-2026-01001 2026-11-20", "HC-2026-01002 2026-11-20", "HC-2026-01001 2026-11-28"]);
  });
});

describe("sent back", () => {
  it("tells an agent or lender the reason and links the file's portal page", () => {
    const mail = professionalSentBackEmail(elm, sentBack, { name: "Dana Reyes" }, url);
    expect(mail.subject).toBe("HC-2026-01001 · 412 Elm St: sent back: Homeowner's insurance binder");
    expect(mail.text).toContain("Hi Dana,");
    expect(mail.text).toContain(sentBack.reason);
    expect(mail.text).toContain(`${url}/transactions/f1`);
    expect(mail.html).toContain("wrong mortgagee clause");
  });

  it("texts an agent a short line with the link", () => {
    const sms = professionalSentBackSms(elm, { title: "Lender's closing instructions", reason: "x".repeat(400) }, url);
    expect(sms).toMatch(/^Heartland Closing Co\.: HC-2026-01001 412 Elm St: we sent back "Lender's closing instructions": x+…\. https:\/\/hc\.example\/transactions\/f1$/);
    expect(sms.length).toBeLessThan(260);
  });

  it("tells a buyer or seller the reason, without a status link, with the office's number", () => {
    const mail = consumerSentBackEmail(elm, sentBack, { name: "Pat Buyer" });
    expect(mail.subject).toBe(`We need more for "Homeowner's insurance binder": 412 Elm St`);
    expect(mail.text).toContain(sentBack.reason);
    expect(mail.text).toContain("open the status page link we sent you");
    expect(mail.text).toContain(SITE.phone);
    expect(mail.text).not.toMatch(/\/status\//);
    // Buyers and sellers get the wire-fraud warning in every e-mail.
    expect(mail.text).toContain("Protect yourself from wire fraud.");
  });

  it("texts a buyer or seller without any link", () => {
    const sms = consumerSentBackSms(elm, { title: "Septic inspection report", reason: null });
    expect(sms).toBe(`Heartland Closing Co.: for your closing at 412 Elm St (file HC-2026-01001) we need more for "Septic inspection report". Open the status page link we sent you, or call ${SITE.phone}.`);
    expect(sms).not.toMatch(/https?:/);
  });
});

describe("the daily digest", () => {
  const items = [item({ dueOn: "2026-11-24", title: "Declaration of Value facts (Iowa Code 428A)" }), item(), item({ file: oak, title: "Signed purchase agreement", dueOn: "2026-11-28" })];

  it("lists an agent's requests file by file, overdue first, with a link to each file", () => {
    const mail = professionalDigestEmail(items, { name: "Dana Reyes" }, today, url);
    expect(mail.subject).toBe("Your closing files: 3 requests due soon or overdue (1 overdue)");
    const text = mail.text;
    const dov = text.indexOf("- Declaration of Value facts (Iowa Code 428A): overdue since Tuesday, November 24");
    const gw = text.indexOf("- Groundwater hazard questions: due tomorrow");
    const pa = text.indexOf("- Signed purchase agreement: due Saturday, November 28");
    expect(dov).toBeGreaterThan(-1);
    expect(dov).toBeLessThan(gw);
    expect(gw).toBeLessThan(pa);
    expect(text).toContain(`${url}/transactions/f1`);
    expect(text).toContain(`${url}/transactions/f2`);
    expect(text).toContain(`${url}/account/notifications`);
  });

  it("texts an agent the count and the one file's link, or the dashboard for several", () => {
    expect(professionalDigestSms([item()], today, url)).toBe("Heartland Closing Co.: 1 request due soon or overdue on HC-2026-01001 412 Elm St. https://hc.example/transactions/f1");
    expect(professionalDigestSms(items, today, url)).toBe("Heartland Closing Co.: 3 requests due soon or overdue (1 overdue) on 2 files. https://hc.example/dashboard");
  });

  it("tells a buyer or seller what they owe with the file number and address, never a status link", () => {
    const mail = consumerDigestEmail(items, { name: "Pat Buyer" }, today);
    expect(mail.subject).toBe("What we still need from you: 2 closings");
    expect(mail.text).toContain("Your closing at 412 Elm St, Cedar Falls, IA 50613 (our file HC-2026-01001)");
    expect(mail.text).toContain("- Groundwater hazard questions: due tomorrow");
    expect(mail.text).toContain("open the status page link we sent you");
    expect(mail.text).toContain(SITE.phone);
    expect(mail.text).not.toMatch(/\/status\/|\/transactions\//);
    expect(consumerDigestEmail([item()], { name: null }, today).subject).toBe("What we still need from you: 412 Elm St");
  });

  it("texts a buyer or seller without any link", () => {
    const sms = consumerDigestSms([item({ dueOn: "2026-11-20" })], today);
    expect(sms).toBe(`Heartland Closing Co.: 1 request due soon or overdue for your closing at 412 Elm St (file HC-2026-01001). Open the status page link we sent you, or call ${SITE.phone}.`);
    expect(sms).not.toMatch(/https?:/);
  });
});
