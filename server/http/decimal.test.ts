import { describe, expect, it } from "vitest";
import { decimalWholeNumber } from "./decimal.ts";

describe("decimalWholeNumber", () => {
  it.each([
    ["1", 1],
    ["20", 20],
    ["007", 7],
    ["123456789", 123456789],
    ["0x10", undefined],
    ["1e1", undefined],
    [" 16", undefined],
    ["16 ", undefined],
    ["1.5", undefined],
    ["-1", undefined],
    ["+1", undefined],
    ["", undefined],
    ["1234567890", undefined],
  ])("%j → %s", (value, expected) => {
    expect(decimalWholeNumber(value)).toBe(expected);
  });
});
