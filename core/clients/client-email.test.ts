import { WIRE_FRAUD_WARNING } from "../content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { clientEmail, sentByLine } from "./client-email.ts";

const sender = { name: "Dana Reyes", email: "dana@realty.example" };

describe("clientEmail", () => {
  test("the text as written, then who sent it and where a reply goes, then the company's footer", () => {
    const mail = clientEmail({ subject: "See you Friday", content: "Hi Mary,\n\nSee you Friday.\nBring your ID.", sender, company: "Heartland Closing Co." });
    expect(mail.subject).toBe("See you Friday");
    expect(mail.text).toMatch(
      /^Hi Mary,\n\nSee you Friday\.\nBring your ID\.\n\nSent by Dana Reyes \(dana@realty\.example\) through Heartland Closing Co\. Reply to this e-mail to reach Dana Reyes directly\.\n\n--\n/,
    );
    expect(mail.text).toContain(WIRE_FRAUD_WARNING);
    expect(mail.html).toContain("Hi Mary,</p>");
    expect(mail.html).toContain("See you Friday.<br>Bring your ID.</p>");
    expect(mail.html).toContain("Sent by Dana Reyes (dana@realty.example)");
  });

  test("what the sender typed is never HTML", () => {
    const mail = clientEmail({ subject: "x", content: `<a href="https://evil.example">Pay here</a>`, sender, company: "Heartland Closing Co." });
    expect(mail.html).not.toContain(`<a href="https://evil.example">Pay`);
    expect(mail.html).toContain("&#60;a href=");
  });

  test("sentByLine drops the company's final full stop before its own", () => {
    expect(sentByLine(sender, "Heartland Closing Co.")).toBe(
      "Sent by Dana Reyes (dana@realty.example) through Heartland Closing Co. Reply to this e-mail to reach Dana Reyes directly.",
    );
  });
});
