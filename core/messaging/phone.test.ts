import { describe, expect, test } from "vitest";
import { isE164, toE164 } from "./phone.ts";

describe("toE164", () => {
  test.each([
    ["(319) 555-0142", "+13195550142"],
    ["319.555.0142", "+13195550142"],
    ["319-555-0142", "+13195550142"],
    ["1-319-555-0142", "+13195550142"],
    ["+1 319 555 0142", "+13195550142"],
    ["  +13195550142 ", "+13195550142"],
    ["+44 20 7946 0958", "+442079460958"],
    ["555-0142", undefined],
    ["319-555-0142 ext. 12", undefined],
    ["call me", undefined],
    ["", undefined],
    ["+0 319 555 0142", undefined],
    ["+1234567890123456", undefined],
    ["2319-555-0142", undefined],
  ])("%j → %j", (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});

describe("isE164", () => {
  test.each([
    ["+13195550142", true],
    ["13195550142", false],
    ["+1 319 555 0142", false],
    ["+1", false],
  ])("%j → %j", (input, expected) => {
    expect(isE164(input)).toBe(expected);
  });
});
