import { describe, expect, it } from "vitest";
import { accountTypeLabel, dashboardSubtitle, emailLocalPart } from "./greeting.ts";

describe("emailLocalPart", () => {
  it.each([
    ["jo.smith@example.com", "jo.smith"],
    ["a+b@x.io", "a+b"],
    ["no-at-sign", "no-at-sign"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%j → %j", (email, local) => expect(emailLocalPart(email)).toBe(local));
});

describe("dashboardSubtitle", () => {
  it.each([
    ["agent", "Track your transactions and access agent resources"],
    ["lender", "Monitor your loans and access lender resources"],
    [null, "Monitor your loans and access lender resources"],
  ] as const)("%s → %s", (type, subtitle) => expect(dashboardSubtitle(type)).toBe(subtitle));
});

describe("accountTypeLabel", () => {
  it.each([
    ["agent", "Agent"],
    ["lender", "Lender"],
    [null, "Not chosen"],
    [undefined, "Not chosen"],
  ] as const)("%s → %s", (type, label) => expect(accountTypeLabel(type)).toBe(label));
});
