import { describe, expect, test } from "vitest";
import { SITE } from "../site/settings.ts";
import { maskEmail, maskPhone, statusCodeMail, statusCodeSms } from "./status-verification.ts";

describe("maskEmail", () => {
  test.each([
    ["dana@prairiehomes.example", "d•••@p•••.example"],
    ["pat.buyer@example.com", "p•••@e•••.com"],
    ["x@localhost", "x•••@l•••"],
    ["not-an-address", "•••"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("maskPhone", () => {
  test.each([
    ["(319) 555-0142", "(•••) •••-0142"],
    ["+1 515 555 0190", "(•••) •••-0190"],
    ["12", "•••"],
  ])("%s → %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe("statusCodeMail", () => {
  const mail = statusCodeMail({ name: "Jamie Seller", propertyAddress: "412 Elm St, Cedar Falls, IA 50613", code: "042917" });

  test.each([
    ["greets by first name", "Hi Jamie,"],
    ["gives the code", "042917"],
    ["says it works once, for 10 minutes", "It works once and expires in 10 minutes"],
    ["names the property", "412 Elm St, Cedar Falls, IA 50613"],
    ["says what to do when one did not ask", `call us at ${SITE.phone} and we will send you a new link`],
  ])("%s", (_what, expected) => {
    expect(mail.text).toContain(expected);
  });

  test("carries no link to the status page and no amount", () => {
    expect(mail.text).not.toMatch(/\/status\//);
    expect(mail.html).not.toMatch(/\/status\//);
    expect(mail.text).not.toMatch(/\$\s?\d/);
  });
});

test("the text gives the code, its lifetime and the warning", () => {
  expect(statusCodeSms("042917")).toBe(
    `${SITE.brand}: your status page code is 042917. It expires in 10 minutes. Never share it — we will never call to ask for it.`,
  );
});
