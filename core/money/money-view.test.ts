import { describe, expect, it } from "vitest";
import { MONEY_VIEW_MESSAGES, moneyViewChannel, moneyViewEndsAt, moneyViewRefusal } from "./money-view.ts";

const now = new Date("2026-11-28T15:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("moneyViewChannel", () => {
  it.each([
    ["(319) 555-0142", "sms"],
    ["+1 515 555 0190", "sms"],
    [null, "email"],
    ["", "email"],
    ["not a phone", "email"],
  ] as const)("%s → %s", (phone, channel) => {
    expect(moneyViewChannel(phone)).toBe(channel);
  });
});

describe("moneyViewRefusal", () => {
  it.each([
    { name: "text code 2 minutes ago, phone on file", verifiedAt: minutesAgo(2), channel: "sms", partyPhone: "(319) 555-0142", refused: null },
    { name: "text code exactly 10 minutes ago", verifiedAt: minutesAgo(10), channel: "sms", partyPhone: "(319) 555-0142", refused: null },
    { name: "text code 11 minutes ago", verifiedAt: minutesAgo(11), channel: "sms", partyPhone: "(319) 555-0142", refused: MONEY_VIEW_MESSAGES.phoneCodeNeeded },
    { name: "e-mail code when a phone is on file", verifiedAt: minutesAgo(1), channel: "email", partyPhone: "(319) 555-0142", refused: MONEY_VIEW_MESSAGES.phoneCodeNeeded },
    { name: "e-mail code, no phone on file", verifiedAt: minutesAgo(1), channel: "email", partyPhone: null, refused: null },
    { name: "e-mail code 30 minutes ago, no phone", verifiedAt: minutesAgo(30), channel: "email", partyPhone: null, refused: MONEY_VIEW_MESSAGES.freshCodeNeeded },
    { name: "session from before channels were recorded", verifiedAt: minutesAgo(1), channel: null, partyPhone: null, refused: MONEY_VIEW_MESSAGES.freshCodeNeeded },
  ] as const)("$name", ({ verifiedAt, channel, partyPhone, refused }) => {
    const refusal = moneyViewRefusal({ verifiedAt, channel, partyPhone }, now);
    expect(refusal?.message ?? null).toBe(refused);
    if (refusal) expect(refusal.code).toBe("fresh_verification_required");
  });

  it("names the channel the next code must go to", () => {
    expect(moneyViewRefusal({ verifiedAt: minutesAgo(1), channel: "email", partyPhone: "515-555-0190" }, now)?.channel).toBe("sms");
  });

  it("ends the view 10 minutes after the code", () => {
    expect(moneyViewEndsAt(now).toISOString()).toBe("2026-11-28T15:10:00.000Z");
  });
});
