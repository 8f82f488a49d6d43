import { describe, expect, test } from "vitest";
import { dailyRunDue, dueAt, iowaDay, isDue, retentionCutoffs } from "./retention-due.ts";
import { DEFAULT_RETENTION_POLICY, retentionPolicySchema, type RetentionPolicy } from "./retention-policy.ts";

const policy: RetentionPolicy = { bank_details_days: 30, document_years: 10, inactive_lead_days: 730, expired_access_days: 30 };
const at = (iso: string) => new Date(iso);

describe("what is due", () => {
  test.each([
    // Bank details count Iowa days from the day "Closed and disbursed" was done.
    ["bank_details", "2026-10-29", "2026-11-28T12:00:00Z", true],
    ["bank_details", "2026-10-30", "2026-11-28T12:00:00Z", false],
    // 11:30 p.m. on Nov 27 in Iowa is already Nov 28 in UTC: still Nov 27 for the policy.
    ["bank_details", "2026-10-29", "2026-11-28T05:30:00Z", false],
    ["bank_details", "2026-10-29", "2026-11-28T06:00:00Z", true],
    // Documents: calendar years after completion.
    ["documents", "2016-11-28T15:00:00Z", "2026-11-28T15:00:00Z", true],
    ["documents", "2016-11-28T15:00:01Z", "2026-11-28T15:00:00Z", false],
    ["documents", "2020-01-01T00:00:00Z", "2026-11-28T15:00:00Z", false],
    // Leads and requests: days since the last change or note.
    ["leads", "2024-11-28T15:00:00Z", "2026-11-28T15:00:00Z", true],
    ["leads", "2024-11-29T15:00:00Z", "2026-11-28T15:00:00Z", false],
    ["service_requests", "2024-06-01T00:00:00Z", "2026-11-28T15:00:00Z", true],
    ["service_requests", "2026-11-01T00:00:00Z", "2026-11-28T15:00:00Z", false],
    // Expired codes and sessions: days after their expiry.
    // 30 Iowa days before 9 a.m. CST on Nov 28 is 9 a.m. CDT on Oct 29 (daylight saving ended between).
    ["expired_access", "2026-10-29T14:00:00Z", "2026-11-28T15:00:00Z", true],
    ["expired_access", "2026-10-29T14:00:01Z", "2026-11-28T15:00:00Z", false],
    ["expired_access", "2026-11-27T15:00:00Z", "2026-11-28T15:00:00Z", false],
  ] as const)("%s from %s at %s: %s", (kind, from, now, due) => {
    const fromValue = kind === "bank_details" ? from : at(from);
    expect(isDue(kind, fromValue, policy, at(now))).toBe(due);
  });

  test("an item is due exactly when dueAt says, and not a moment before", () => {
    for (const kind of ["documents", "leads", "service_requests", "expired_access"] as const) {
      const from = at("2025-03-09T07:30:00Z"); // the night daylight saving began in Iowa
      const when = dueAt(kind, from, policy);
      expect(isDue(kind, from, policy, when), kind).toBe(true);
      expect(isDue(kind, from, policy, new Date(when.getTime() - 1)), kind).toBe(false);
    }
    const when = dueAt("bank_details", "2026-03-01", policy);
    expect(iowaDay(when)).toBe("2026-03-31");
    expect(isDue("bank_details", "2026-03-01", policy, when)).toBe(true);
    expect(isDue("bank_details", "2026-03-01", policy, new Date(when.getTime() - 1))).toBe(false);
  });

  test("a longer period makes less due", () => {
    const now = at("2026-11-28T15:00:00Z");
    const short = retentionCutoffs({ ...policy, inactive_lead_days: 30 }, now);
    const long = retentionCutoffs(policy, now);
    expect(short.lastActivityAtOrBefore.getTime()).toBeGreaterThan(long.lastActivityAtOrBefore.getTime());
  });
});

describe("the daily run", () => {
  test.each([
    [null, "2026-11-28T15:00:00Z", true],
    ["2026-11-28T06:10:00Z", "2026-11-28T23:00:00Z", false],
    // 5:30 a.m. UTC on the 29th is still the 28th in Iowa.
    ["2026-11-28T06:10:00Z", "2026-11-29T05:30:00Z", false],
    ["2026-11-28T06:10:00Z", "2026-11-29T06:00:00Z", true],
    ["2026-11-20T12:00:00Z", "2026-11-28T12:00:00Z", true],
  ] as const)("last success %s, now %s: due %s", (last, now, due) => {
    expect(dailyRunDue(last ? at(last) : null, at(now))).toBe(due);
  });
});

describe("the policy's schema", () => {
  test("the defaults are a valid policy", () => {
    expect(retentionPolicySchema.parse(DEFAULT_RETENTION_POLICY)).toEqual(DEFAULT_RETENTION_POLICY);
  });

  test.each([
    ["bank_details_days", 0, "Enter a whole number of days from 1 to 365."],
    ["bank_details_days", 366, "Enter a whole number of days from 1 to 365."],
    ["document_years", 4, "Enter a whole number of years from 5 to 30."],
    ["document_years", 10.5, "Enter a whole number of years from 5 to 30."],
    ["inactive_lead_days", 731, "Enter a whole number of days from 30 to 730."],
    ["inactive_lead_days", "90", "Enter a whole number of days from 30 to 730."],
    ["expired_access_days", null, "Enter a whole number of days from 1 to 365."],
  ] as const)("%s = %j is refused on its field", (field, value, message) => {
    const result = retentionPolicySchema.safeParse({ ...DEFAULT_RETENTION_POLICY, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([[field, message]]);
  });

  test("a field it does not know is refused", () => {
    expect(retentionPolicySchema.safeParse({ ...DEFAULT_RETENTION_POLICY, audit_days: 30 }).success).toBe(false);
  });
});
