import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { SITE } from "../site/settings.ts";
import { completionMail, IOWA_AFTER_CLOSING, type CompletionMailInput } from "./completion-mail.ts";
import { closedInBatch, type NoticeChange } from "./notification-mail.ts";

const input: CompletionMailInput = {
  name: "Pat Buyer",
  roles: ["buyer"],
  kind: "purchase",
  propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
  fileNumber: "HC-2026-01001",
  recorded: false,
  statusUrl: "https://closing.example/status/tok",
};

describe("completionMail", () => {
  test("congratulates by first name, names the property and the file, in both parts", () => {
    const mail = completionMail(input);
    expect(mail.subject).toBe("Congratulations on your closing: 412 Elm St");
    expect(mail.text).toMatch(/^Hi Pat,\n\nCongratulations! Your closing of 412 Elm St, Cedar Falls, IA 50613 \(our file HC-2026-01001\) is complete/);
    expect(mail.html).toContain("Hi Pat,");
    expect(mail.html).toContain(">What to keep</h2>");
    expect(mail.html).toContain(">What comes next</h2>");
  });

  test.each([
    {
      who: "a buyer of a home",
      change: {},
      has: ["Your settlement statement", "Your deed: we are recording it with the county recorder", "owner's title guaranty certificate", IOWA_AFTER_CLOSING.propertyTaxes, "by July 1 (Iowa Code §425.2)"],
      not: [IOWA_AFTER_CLOSING.sellerTaxes, "homeowner's insurance"],
    },
    {
      who: "a buyer after recording",
      change: { recorded: true },
      has: ["Your deed: it is recorded with the county recorder"],
      not: ["we are recording it"],
    },
    {
      who: "a seller",
      change: { name: "Sam Seller", roles: ["seller"] as const },
      has: ["Hi Sam,", "income tax return", IOWA_AFTER_CLOSING.sellerTaxes, "releases it with the county recorder", "homeowner's insurance"],
      not: ["homestead", "Your deed", "owner's title guaranty certificate"],
    },
    {
      who: "a borrower refinancing",
      change: { kind: "refinance" as const },
      has: ["Your recorded mortgage", IOWA_AFTER_CLOSING.propertyTaxes],
      not: ["homestead", "Your deed", "owner's title guaranty"],
    },
  ])("$who: what to keep and what comes next", ({ change, has, not }) => {
    const mail = completionMail({ ...input, ...change });
    for (const words of has) expect(mail.text).toContain(words);
    for (const words of not) expect(mail.text).not.toContain(words);
  });

  test("the Iowa dates: taxes by September 30 and March 31 to the county treasurer (§445.36, §445.37), homestead by July 1 (§425.2)", () => {
    expect(IOWA_AFTER_CLOSING.propertyTaxes).toContain("county treasurer: the first half by September 30 and the second by March 31");
    expect(IOWA_AFTER_CLOSING.propertyTaxes).toContain("October 1 and April 1; Iowa Code §445.36 and §445.37");
    expect(IOWA_AFTER_CLOSING.homestead).toContain("assessor by July 1 (Iowa Code §425.2)");
  });

  test("whom to call, the wire-fraud sentence, the status page when there is one, and never an amount", () => {
    const mail = completionMail(input);
    expect(mail.text).toContain(`Call us at ${SITE.phone}`);
    expect(mail.text).toContain(WIRE_FRAUD_WARNING);
    expect(mail.text).toContain("Open your status page: https://closing.example/status/tok");
    expect(mail.text).not.toMatch(/\$\s?\d/);
    expect(completionMail({ ...input, statusUrl: null }).text).not.toContain("status page");
  });
});

const change = (milestone: NoticeChange["milestone"], state: NoticeChange["state"]): NoticeChange => ({
  milestone,
  state,
  doneOn: state === "done" ? "2026-12-01" : null,
  reason: null,
  objections: null,
  recordingReference: null,
});

test.each([
  [[change("closed_disbursed", "done")], true],
  [[change("closed_disbursed", "done"), change("recorded", "done")], true],
  [[change("closed_disbursed", "done"), change("closed_disbursed", "pending")], false],
  [[change("recorded", "done")], false],
  [[change("closed_disbursed", "blocked")], false],
])("closedInBatch %#", (changes, closed) => {
  expect(closedInBatch(changes)).toBe(closed);
});
