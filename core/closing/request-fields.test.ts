import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES, LONG_TEXT_MAX, MAX_MONEY_CENTS, readAnswer, requiredMessage, TEXT_MAX } from "./request-fields.ts";
import type { RequestField, RequestFieldType } from "./request-types.ts";
import { UNSAFE_TEXT_MESSAGE } from "../validation/safe-text.ts";

const field = (type: RequestFieldType, extra: Partial<RequestField> = {}): RequestField => ({
  name: "value",
  label: "The value",
  type,
  required: true,
  ...(type === "choice" ? { options: [{ value: "a", label: "A" }, { value: "b", label: "B" }] } : {}),
  ...extra,
});

/** The value read, or the message refusing it. */
function read(f: RequestField, raw: unknown): unknown {
  const { values, errors } = readAnswer([f], { value: raw });
  return errors.length > 0 ? { error: errors[0]!.message } : values.value;
}

describe("one value of each field type", () => {
  it.each<[RequestFieldType, unknown, unknown]>([
    ["yes_no", true, true],
    ["yes_no", false, false],
    ["yes_no", "yes", true],
    ["yes_no", "no", false],
    ["yes_no", "maybe", { error: ANSWER_MESSAGES.yesNo }],
    ["yes_no", 1, { error: ANSWER_MESSAGES.yesNo }],
    ["money", 0, 0],
    ["money", 1_234_56, 1_234_56],
    ["money", "250000", 250000],
    ["money", 12.5, { error: ANSWER_MESSAGES.money }],
    ["money", -1, { error: ANSWER_MESSAGES.money }],
    ["money", "12.50", { error: ANSWER_MESSAGES.money }],
    ["money", MAX_MONEY_CENTS + 1, { error: ANSWER_MESSAGES.money }],
    ["money", true, { error: ANSWER_MESSAGES.money }],
    ["date", "2026-12-04", "2026-12-04"],
    ["date", " 2026-12-04 ", "2026-12-04"],
    ["date", "2026-02-30", { error: ANSWER_MESSAGES.date }],
    ["date", "12/04/2026", { error: ANSWER_MESSAGES.date }],
    ["last_four", "0123", "0123"],
    ["last_four", " 4821 ", "4821"],
    ["last_four", "123", { error: ANSWER_MESSAGES.lastFour }],
    ["last_four", "12345", { error: ANSWER_MESSAGES.lastFour }],
    ["last_four", "12a4", { error: ANSWER_MESSAGES.lastFour }],
    ["last_four", 4821, { error: ANSWER_MESSAGES.lastFour }],
    ["choice", "a", "a"],
    ["choice", "c", { error: ANSWER_MESSAGES.choice }],
    ["choice", "toString", { error: ANSWER_MESSAGES.choice }],
    ["email", " Jo@Example.com ", "jo@example.com"],
    ["email", "jo@", { error: ANSWER_MESSAGES.email }],
    ["phone", "319-555-0142", "(319) 555-0142"],
    ["phone", "555", { error: ANSWER_MESSAGES.phone }],
    ["text", "  Hy-Vee   Bank ", "Hy-Vee Bank"],
    ["text", "x".repeat(TEXT_MAX), "x".repeat(TEXT_MAX)],
    ["text", "x".repeat(TEXT_MAX + 1), { error: ANSWER_MESSAGES.tooLong(TEXT_MAX) }],
    ["text", 42, { error: ANSWER_MESSAGES.text }],
    ["text", "bad\u0000text", { error: UNSAFE_TEXT_MESSAGE }],
    ["long_text", " line one\nline two ", "line one\nline two"],
    ["long_text", "x".repeat(LONG_TEXT_MAX + 1), { error: ANSWER_MESSAGES.tooLong(LONG_TEXT_MAX) }],
  ])("%s %j → %j", (type, raw, expected) => {
    expect(read(field(type), raw)).toEqual(expected);
  });

  it("a field's own maxLength wins over the default", () => {
    expect(read(field("text", { maxLength: 5 }), "123456")).toEqual({ error: "Please keep this to 5 characters" });
  });

  it("free text holding what looks like a Social Security number is refused: the portal never takes one", () => {
    expect(read(field("long_text"), "my SSN is 123-45-6789")).toEqual({ error: ANSWER_MESSAGES.ssn });
    expect(read(field("text"), "call 319-555-0142")).toBe("call 319-555-0142");
  });
});

describe("required, optional and shown fields", () => {
  const fields: RequestField[] = [
    { name: "included", label: "Is it included?", type: "yes_no", required: true },
    { name: "amount", label: "How much", type: "money", required: true, when: { field: "included", equals: true } },
    { name: "note", label: "Note", type: "text", required: false },
  ];

  it.each<[string, Record<string, unknown>, { values?: object; errors?: object[] }]>([
    ["nothing sent: each required field named", {}, { errors: [{ field: "included", message: "Please answer yes or no: Is it included?" }] }],
    ["yes without the amount: the shown field is required", { included: true }, { errors: [{ field: "amount", message: "Please fill in: How much" }] }],
    ["no: the amount is not asked, and dropped if sent", { included: false, amount: 5 }, { values: { included: false } }],
    ["yes with the amount", { included: true, amount: 500 }, { values: { included: true, amount: 500 } }],
    ["empty optional text left out", { included: false, note: "   " }, { values: { included: false } }],
    ["null is empty", { included: null }, { errors: [{ field: "included", message: "Please answer yes or no: Is it included?" }] }],
  ])("%s", (_name, input, expected) => {
    const { values, errors } = readAnswer(fields, input);
    if (expected.errors) expect(errors).toEqual(expected.errors);
    else {
      expect(errors).toEqual([]);
      expect(values).toEqual(expected.values);
    }
  });

  it.each<[RequestFieldType, string]>([
    ["yes_no", "Please answer yes or no: The value"],
    ["choice", "Please choose one: The value"],
    ["text", "Please fill in: The value"],
    ["money", "Please fill in: The value"],
  ])("the required message of a %s field names it", (type, message) => {
    expect(requiredMessage(field(type))).toBe(message);
  });
});
