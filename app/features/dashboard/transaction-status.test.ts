import { describe, expect, it } from "vitest";
import { statusLabel, statusTone } from "./transaction-status.ts";

describe("transaction status badge", () => {
  it.each([
    ["closed", "success", "Closed"],
    ["in_progress", "info", "In progress"],
    ["pending", "warning", "Pending"],
    ["cancelled", "warning", "Cancelled"],
  ])("%s → %s, %s", (status, tone, label) => {
    expect(statusTone(status)).toBe(tone);
    expect(statusLabel(status)).toBe(label);
  });
});
