/**
 * The privacy policy (core/content/legal/privacy.ts) tells visitors how long we keep what: it
 * must say what the retention policy's defaults do.
 */
import { describe, expect, test } from "vitest";
import { PRIVACY_POLICY } from "../content/legal/privacy.ts";
import { DEFAULT_RETENTION_POLICY, RETENTION_RULES } from "./retention-policy.ts";

describe("the privacy policy states the default schedule", () => {
  // The privacy page is pre-rendered text, so it names the defaults rather than importing them;
  // this keeps the two from drifting apart.
  const text = JSON.stringify(PRIVACY_POLICY);
  test.each([
    [`deleted ${DEFAULT_RETENTION_POLICY.bank_details_days} days after your closing is disbursed`],
    [`deleted ${DEFAULT_RETENTION_POLICY.document_years} years after the closing is completed`],
    [`deleted ${DEFAULT_RETENTION_POLICY.expired_access_days} days after they expire`],
  ])("%s", (phrase) => expect(text).toContain(phrase));
  test("leads at most two years, the Safeguards Rule's limit", () => {
    expect(RETENTION_RULES.inactive_lead_days.max).toBe(730);
    expect(text).toContain("at most two years without activity");
  });
});
