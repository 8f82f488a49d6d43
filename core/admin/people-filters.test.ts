import { describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { documentFilterSchema, messageChannelSchema, userSearchSchema } from "./people-filters.ts";

describe("userSearchSchema", () => {
  test.each([
    ["", ""],
    ["  Mary@Example ", "mary@example"],
    ["x".repeat(100), "x".repeat(100)],
  ])("%j searches for %j", (q, search) => {
    expect(userSearchSchema.parse(q)).toBe(search);
  });

  test.each([
    ["x".repeat(101), ADMIN_MESSAGES.searchTooLong],
    ["a\u0000b", "Please remove the invisible control characters from this text"],
  ])("%j is refused", (q, message) => {
    expect(userSearchSchema.safeParse(q).error?.issues[0]?.message).toBe(message);
  });
});

describe("messageChannelSchema and documentFilterSchema", () => {
  test.each(["email", "sms"])("channel %s", (channel) => expect(messageChannelSchema.parse(channel)).toBe(channel));
  test.each(["all", "fsbo", "agent", "lender", "marketing"])("type %s", (type) => expect(documentFilterSchema.parse(type)).toBe(type));

  test.each([
    [messageChannelSchema, "fax", ADMIN_MESSAGES.invalidChannel],
    [messageChannelSchema, "EMAIL", ADMIN_MESSAGES.invalidChannel],
    [documentFilterSchema, "public", ADMIN_MESSAGES.invalidDocumentType],
    [documentFilterSchema, "", ADMIN_MESSAGES.invalidDocumentType],
  ] as const)("%#: %j is refused", (schema, value, message) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
