import { expect, test } from "vitest";
import { isUuid, UUID_PATTERN } from "./uuid.ts";

test.each([
  ["a lower-case UUID", "0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6f", true],
  ["an upper-case UUID", "0B6F2C1E-9A43-4D2B-8F7E-3C5D1A2B4E6F", true],
  ["the nil UUID", "00000000-0000-0000-0000-000000000000", true],
  ["empty", "", false],
  ["without hyphens", "0b6f2c1e9a434d2b8f7e3c5d1a2b4e6f", false],
  ["in braces", "{0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6f}", false],
  ["a digit short", "0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6", false],
  ["a digit long", "0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6f0", false],
  ["a hyphen moved", "0b6f2c1-e9a43-4d2b-8f7e-3c5d1a2b4e6f", false],
  ["a letter past f", "0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6g", false],
  ["a line feed after it", "0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6f\n", false],
  ["a space before it", " 0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6f", false],
  ["a number", "12345", false],
])("isUuid: %s", (_, text, expected) => {
  expect(isUuid(text)).toBe(expected);
});

test("UUID_PATTERN alone matches lower case only, to be anchored and flagged by its user", () => {
  const whole = new RegExp(`^${UUID_PATTERN}$`);
  expect(whole.test("0b6f2c1e-9a43-4d2b-8f7e-3c5d1a2b4e6f")).toBe(true);
  expect(whole.test("0B6F2C1E-9A43-4D2B-8F7E-3C5D1A2B4E6F")).toBe(false);
});
