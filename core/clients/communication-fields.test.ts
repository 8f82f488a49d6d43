import { describe, expect, test } from "vitest";
import { COMMUNICATION_MESSAGES as M, sendCommunicationSchema, smsLength, unfilledMessage } from "./communication-fields.ts";

const errorsOf = (input: unknown) => {
  const result = sendCommunicationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("sendCommunicationSchema", () => {
  test.each([
    [
      { type: "email", subject: " Your closing ", content: " Hi Mary,\n\nSee you Friday. " },
      { type: "email", subject: "Your closing", content: "Hi Mary,\n\nSee you Friday." },
    ],
    [{ type: "sms", content: "See you Friday at 10." }, { type: "sms", content: "See you Friday at 10." }],
    // A subject on a text is not part of a text.
    [{ type: "sms", subject: "ignored", content: "Hi" }, { type: "sms", content: "Hi" }],
  ])("%j → %j", (input, out) => {
    expect(sendCommunicationSchema.parse(input)).toEqual(out);
  });

  test.each([
    [{ type: "email", subject: "", content: "" }, { subject: M.subjectRequired, content: M.messageRequired }],
    [{ type: "email" }, { subject: M.subjectRequired, content: M.messageRequired }],
    [{ type: "email", subject: "x".repeat(201), content: "Hi" }, { subject: M.subjectTooLong }],
    [{ type: "email", subject: "Hi", content: "x".repeat(10_001) }, { content: M.emailTooLong }],
    [{ type: "sms", content: "   " }, { content: M.messageRequired }],
    [{ type: "sms", content: "x".repeat(1_601) }, { content: M.smsTooLong }],
    [
      { type: "email", subject: "Closing at {{property_address}}", content: "Hi {{client_first_name}}, {{ closing_date }}" },
      { subject: unfilledMessage(["property_address"]), content: unfilledMessage(["client_first_name", "closing_date"]) },
    ],
    [{ type: "sms", content: "a\u0000b" }, { content: "Please remove the invisible control characters from this text" }],
  ])("%j is refused: %j", (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  test("an unknown type is refused", () => {
    expect(sendCommunicationSchema.safeParse({ type: "fax", content: "Hi" }).success).toBe(false);
  });

  test("the unfilled-placeholder message names each placeholder", () => {
    expect(unfilledMessage(["closing_date"])).toBe("Please replace {{closing_date}} with the real detail before sending");
    expect(unfilledMessage(["a", "b"])).toBe("Please replace {{a}}, {{b}} with the real details before sending");
  });
});

describe("smsLength", () => {
  test.each([
    ["", { characters: 0, segments: 0, encoding: "GSM-7" }],
    ["See you Friday at 10.", { characters: 21, segments: 1, encoding: "GSM-7" }],
    ["x".repeat(160), { characters: 160, segments: 1, encoding: "GSM-7" }],
    ["x".repeat(161), { characters: 161, segments: 2, encoding: "GSM-7" }],
    ["x".repeat(306), { characters: 306, segments: 2, encoding: "GSM-7" }],
    ["x".repeat(307), { characters: 307, segments: 3, encoding: "GSM-7" }],
    // One curly quote or emoji makes the whole text UCS-2: 70 per text, 67 when split.
    ["It’s Friday", { characters: 11, segments: 1, encoding: "UCS-2" }],
    ["x".repeat(70) + "’", { characters: 71, segments: 2, encoding: "UCS-2" }],
    ["🏡 Closed!", { characters: 9, segments: 1, encoding: "UCS-2" }],
  ])("%j", (text, length) => {
    expect(smsLength(text)).toEqual(length);
  });
});
