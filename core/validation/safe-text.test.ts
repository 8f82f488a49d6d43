import { describe, expect, test } from "vitest";
import { UNSAFE_TEXT_MESSAGE, findUnsafeText, isSafeText, safeJsonRecord, safeString, withoutUnsafeText } from "./safe-text.ts";

describe("isSafeText", () => {
  test.each([
    ["plain text", "Jo Smith", true],
    ["empty", "", true],
    ["tab, line feed and carriage return", "line one\r\nline two\tend", true],
    ["accents and emoji (a surrogate pair)", "Dubuque café 🏡", true],
    ["NUL", "a\u0000b", false],
    ["bell", "a\u0007b", false],
    ["vertical tab", "a\u000Bb", false],
    ["escape", "\u001B[31m", false],
    ["delete", "a\u007F", false],
    ["next line (C1), which PostgreSQL counts as a space", "a\u0085b", false],
    ["another C1 control", "a\u009Fb", false],
    ["no-break space (just past C1)", "a\u00A0b", true],
    ["a lone high surrogate", "a\uD83Db", false],
    ["a lone high surrogate at the end", "abc\uD83D", false],
    ["a lone low surrogate", "a\uDE00b", false],
    ["surrogates in the wrong order", "\uDE00\uD83D", false],
  ])("%s", (_, value, safe) => {
    expect(isSafeText(value)).toBe(safe);
  });
});

describe("findUnsafeText", () => {
  test.each([
    ["a safe object", { a: "x", b: [1, "y", { c: null }] }, undefined],
    ["a value deep inside", { a: { b: ["ok", "bad\u0000"] } }, ["a", "b", 1]],
    ["a key", { "bad\u0000key": 1 }, ["bad\u0000key"]],
    ["a top-level string", "x\u0000", []],
    ["numbers, booleans and null", { n: 1, t: true, z: null }, undefined],
  ])("%s", (_, value, path) => {
    expect(findUnsafeText(value)).toEqual(path);
  });
});

describe("schemas", () => {
  test("safeString refuses a NUL with the one message and lets further checks chain", () => {
    const schema = safeString().min(2, "too short");
    expect(schema.safeParse("ok").success).toBe(true);
    const bad = schema.safeParse("\u0000");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  test("safeJsonRecord names the path of the offending string", () => {
    const bad = safeJsonRecord().safeParse({ account_type: "agent", profile: { company: "A\u0000" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["profile", "company"], message: UNSAFE_TEXT_MESSAGE });
    expect(safeJsonRecord().safeParse({ account_type: "lender" }).success).toBe(true);
  });
});

describe("withoutUnsafeText", () => {
  test.each([
    ["Thanks!\nSee you Friday", "Thanks!\nSee you Friday"],
    ["a\u0000b\u0007c\u009Fd", "abcd"],
    ["tab\tstays", "tab\tstays"],
    ["lone \uD800 surrogate", "lone  surrogate"],
    ["emoji 🏡 stays", "emoji 🏡 stays"],
  ])("%j → %j", (input, out) => {
    expect(withoutUnsafeText(input)).toBe(out);
    expect(isSafeText(withoutUnsafeText(input))).toBe(true);
  });
});
