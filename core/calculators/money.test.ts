import { describe, expect, it } from "vitest";
import { NEGATIVE_MESSAGE, TOO_LARGE_MESSAGE, formatUsd, readNumber, toCents } from "./money.ts";

describe("readNumber", () => {
  it.each([
    ["250000", 250000],
    ["$250,000.50", 250000.5],
    [" 6 ", 6],
    ["6%", 6],
    [".5", 0.5],
    ["0", 0],
    ["", 0], // empty counts as 0
    [undefined, 0],
    ["abc", 0], // non-numeric counts as 0
    ["12abc", 0],
    ["1e5", 0], // not how people write money
    ["-", 0],
  ])("%j reads as %d", (raw, value) => {
    expect(readNumber(raw)).toEqual({ ok: true, value });
  });

  it.each([["-1"], ["-0.01"], ["-$5,000"]])("%j is refused as negative", (raw) => {
    expect(readNumber(raw)).toEqual({ ok: false, message: NEGATIVE_MESSAGE });
  });

  it("refuses amounts too large to add up in cents", () => {
    expect(readNumber("99999999999999999999")).toEqual({ ok: false, message: TOO_LARGE_MESSAGE });
    expect(readNumber("1000000000000")).toEqual({ ok: true, value: 1_000_000_000_000 });
  });
});

describe("money", () => {
  it.each([
    [250000, 25_000_000],
    [0.1 + 0.2, 30],
    [1.005, 101], // half a cent rounds up, though 1.005 * 100 is 100.49999…
    [-2.5, -250],
  ])("toCents(%d) = %d", (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each([
    [0, "$0.00"],
    [39920, "$399.20"],
    [25_000_000, "$250,000.00"],
    [-123456, "-$1,234.56"],
  ])("formatUsd(%d) = %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});
