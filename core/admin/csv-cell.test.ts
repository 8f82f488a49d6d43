import { describe, expect, test } from "vitest";
import { neutraliseCell } from "./csv-cell.ts";

describe("neutraliseCell", () => {
  test.each([
    ["=HYPERLINK(\"http://evil.example\",\"click\")", "'=HYPERLINK(\"http://evil.example\",\"click\")"],
    ["+1 319 555 0142", "'+1 319 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["'already quoted", "'already quoted"],
    ["Mary Smith", "Mary Smith"],
    ["a=b", "a=b"],
    [" =1+1", " =1+1"],
    ["\n=1+1", "\n=1+1"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });
});
