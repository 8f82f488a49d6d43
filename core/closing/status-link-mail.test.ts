import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { SITE } from "../site/settings.ts";
import { statusLinkMail } from "./status-link-mail.ts";

const input = {
  name: "Jamie Buyer",
  propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
  fileNumber: "HC-2026-01001",
  url: "https://www.heartlandclosing.example/status/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ",
};
const mail = statusLinkMail(input);

describe("statusLinkMail", () => {
  test.each([
    ["greets the person by first name", "Hi Jamie,"],
    ["gives the link", `Open your status page: ${input.url}\n`],
    ["names the property and the file", "412 Elm St, Cedar Falls, IA 50613 (our file HC-2026-01001)"],
    ["says what the page shows", "each step of the closing as we finish it"],
    ["says no account is needed", "You do not need an account or a password"],
    ["gives the office's phone for questions", `Questions? Call us at ${SITE.phone}.`],
    [
      "carries the wire-fraud warning with the published phone",
      WIRE_FRAUD_WARNING,
    ],
    ["signs with the company's name", `\n${SITE.brand}`],
  ])("%s", (_what, expected) => {
    expect(mail.text).toContain(expected);
  });

  test("the subject names the property", () => {
    expect(mail.subject).toBe("Follow your closing: 412 Elm St, Cedar Falls, IA 50613");
  });

  test("the warning is the published text", () => {
    expect(WIRE_FRAUD_WARNING).toBe(
      "We never send wiring instructions or bank details by e-mail or text, and we never change them by e-mail, text or phone call. Before you wire any money, call us at (319) 555-0142, a number you look up yourself and never one from an e-mail, and confirm the instructions with a person.",
    );
  });

  test.each([
    ["", "Hello,"],
    ["   ", "Hello,"],
    ["  Pat  Smith", "Hi Pat,"],
  ])("a name of %j greets with %j", (name, greeting) => {
    expect(statusLinkMail({ ...input, name }).text.split("\n")[0]).toBe(greeting);
  });

  test("the HTML part has the same link as a button, escaped, and the greeting", () => {
    expect(mail.html).toContain(`<a href="${input.url}"`);
    expect(mail.html).toContain(">Open your status page</a>");
    expect(mail.html).toContain("Hi Jamie,");
    expect(statusLinkMail({ ...input, propertyAddress: "1 <b>Main</b> St" }).html).toContain("1 &#60;b&#62;Main&#60;/b&#62; St");
  });

  test("no trade terms a buyer would not know", () => {
    for (const word of ["abstract", "commitment", "ITG", "disbursed"]) expect(mail.text).not.toContain(word);
  });
});
