import { describe, expect, test } from "vitest";
import { retryDelayMs } from "./backoff.ts";

describe("retryDelayMs", () => {
  test.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [6, 960_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])("after %i failed attempts waits %i ms (no jitter)", (attempts, expected) => {
    expect(retryDelayMs(attempts, () => 0)).toBe(expected);
  });

  test("jitter adds at most 20 %", () => {
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(36_000);
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThan(30_000);
  });
});
