import { describe, expect, test } from "vitest";
import { OFFICES } from "../site/settings.ts";
import { WIRE_VIEW_WORDS, wireChangedEmail, wireChangedSms } from "./wire-notice.ts";

const file = { fileNumber: "HC-2026-00412", propertyAddress: "412 Elm St, Cedar Falls, IA 50613" };

describe("the wire change notice", () => {
  test.each(OFFICES.map((o) => [o.city, o] as const))("%s: names the file and the office's published number, says to call before sending", (_city, office) => {
    const mail = wireChangedEmail(file, office, { name: "Jamie Buyer" });
    expect(mail.subject).toBe("Wire instructions changed for your closing: 412 Elm St");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("HC-2026-00412");
      expect(body).toContain(office.phone);
      expect(body).toMatch(/Before you send any money, call/);
    }
    const sms = wireChangedSms(file, office);
    expect(sms).toContain("HC-2026-00412");
    expect(sms).toContain(office.phone);
    expect(sms).toMatch(/Before sending any money, call/);
    expect(sms.length).toBeLessThanOrEqual(320);
  });

  test("carries nothing that looks like a routing or account number, and no link", () => {
    const office = OFFICES[0]!;
    const mail = wireChangedEmail(file, office, { name: "Jamie Buyer" });
    for (const body of [mail.text, wireChangedSms(file, office)]) {
      expect(body).not.toMatch(/\d{9}/);
      expect(body).not.toMatch(/routing|account number/i);
      expect(body).not.toMatch(/https?:/);
    }
  });

  test("the page's words: a warning to call, and answers that say to call when there is nothing to show", () => {
    expect(WIRE_VIEW_WORDS.warning).toMatch(/call our office/i);
    expect(WIRE_VIEW_WORDS.noOffice).toMatch(/Call us at \(319\) 555-0142/);
    expect(WIRE_VIEW_WORDS.noInstructions).toMatch(/Call the office/);
    expect(WIRE_VIEW_WORDS.buyersOnly).toMatch(/buyers/);
  });
});
