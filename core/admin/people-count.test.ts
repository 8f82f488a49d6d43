import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { countChangeSchema, countFieldSchema } from "./people-count.ts";

describe("countChangeSchema (the API's body)", () => {
  test.each([0, 1, 42, 10_000])("%j is accepted", (count) => {
    expect(countChangeSchema.parse({ count })).toEqual({ count });
  });

  test.each([[-1], [1.5], [10_001], ["5"], ["abc"], [null], [undefined], [Number.NaN], [Infinity], [[3]], [true]])("%j is refused with the spec's message", (count) => {
    const result = countChangeSchema.safeParse({ count });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["count"], message: ADMIN_MESSAGES.invalidCount });
  });
});

describe("countFieldSchema (the inline field's text)", () => {
  test.each([
    ["0", 0],
    ["7", 7],
    [" 12 ", 12],
    ["007", 7],
    ["10000", 10_000],
  ])("%j is %i", (text, count) => {
    expect(countFieldSchema.parse(text)).toBe(count);
  });

  test.each(["", "  ", "-1", "1.5", "1,000", "1e3", "abc", "10001", "0x10", "+3", "9999999"])("%j is refused with the spec's message", (text) => {
    const result = countFieldSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.invalidCount);
  });
});
