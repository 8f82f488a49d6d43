import { describe, expect, it } from "vitest";
import { digestRecipient, dueHorizon, iowaDay, reminderDay } from "./request-reminders.ts";

describe("the day of the reminders (Iowa time, America/Chicago)", () => {
  it.each<[string, string, string | null]>([
    // CST is UTC-6: 7:00 in Iowa is 13:00 UTC.
    ["2026-11-27T12:59:00Z", "2026-11-27", null],
    ["2026-11-27T13:00:00Z", "2026-11-27", "2026-11-27"],
    // 11:30 PM in Iowa is already the next day in UTC: still the Iowa day.
    ["2026-11-28T05:30:00Z", "2026-11-27", "2026-11-27"],
    // CDT is UTC-5 in summer: 7:00 in Iowa is 12:00 UTC.
    ["2026-07-01T11:59:00Z", "2026-07-01", null],
    ["2026-07-01T12:00:00Z", "2026-07-01", "2026-07-01"],
  ])("%s is Iowa day %s; reminders due: %s", (at, day, due) => {
    expect(iowaDay(new Date(at))).toBe(day);
    expect(reminderDay(new Date(at))).toBe(due);
  });

  it("lists what is due within two days, across a month's end", () => {
    expect(dueHorizon("2026-11-30")).toBe("2026-12-02");
  });

  it.each([
    [{ userId: "u1" }, "user:u1"],
    [{ email: "Pat@Example.com", phone: "+15155550101" }, "email:pat@example.com"],
    [{ email: null, phone: "+15155550101" }, "phone:+15155550101"],
    [{ email: null, phone: null }, null],
  ])("keys %o as %s", (who, key) => {
    expect(digestRecipient(who)).toBe(key);
  });
});
