import { describe, expect, test } from "vitest";
import { accountLabel, proceedsChangedAlert, SELLER_STATE_WORDS, STATE_LABELS } from "./disbursement-wording.ts";
import { VERIFICATION_STATE_VALUES } from "./callback-rules.ts";

describe("accountLabel", () => {
  test.each([
    ["proceeds", "Jo Smith", "Seller's proceeds (Jo Smith)"],
    ["payoff", "First Iowa Bank", "Payoff to First Iowa Bank"],
  ] as const)("%s of %s", (kind, holder, label) => expect(accountLabel(kind, holder)).toBe(label));
});

test("every state has a staff label and seller words", () => {
  for (const s of VERIFICATION_STATE_VALUES) {
    expect(STATE_LABELS[s]).toBeTruthy();
    expect(SELLER_STATE_WORDS[s]).toBeTruthy();
  }
});

describe("proceedsChangedAlert", () => {
  const alert = proceedsChangedAlert({ sellerName: "Jo Smith", fileNumber: "HC-2026-0042", officePhone: "(319) 555-0142", officeName: "Cedar Falls" });
  test("names the file and the published number, says to call if it was not them", () => {
    for (const part of [alert.subject, alert.text, alert.sms]) expect(part).toContain("HC-2026-0042");
    expect(alert.text).toContain("If this was not you, call us at (319) 555-0142");
    expect(alert.sms).toContain("If this was not you, call us at (319) 555-0142");
  });
  test("a text fits in two SMS segments", () => expect(alert.sms.length).toBeLessThanOrEqual(306));
  test("no digits but the file number and the phone", () => {
    const stripped = alert.text.replace("HC-2026-0042", "").replace("(319) 555-0142", "");
    expect(stripped).not.toMatch(/\d/);
  });
});
