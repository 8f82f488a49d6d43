import { describe, expect, test } from "vitest";
import { FIELD_MESSAGES } from "../leads/contact-fields.ts";
import { CLIENT_MESSAGES, clientInputSchema, clientSearchSchema } from "./client-fields.ts";

const errorsOf = (input: unknown) => {
  const result = clientInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("clientInputSchema", () => {
  test.each([
    [{ name: "  Mary   Smith " }, { name: "Mary Smith", email: null, phone: null, company: null, notes: null }],
    [
      { name: "Jo", email: " Jo@Example.COM ", phone: "319.555.0142", company: " Acme Realty ", notes: "Prefers texts\nafter 5" },
      { name: "Jo", email: "jo@example.com", phone: "(319) 555-0142", company: "Acme Realty", notes: "Prefers texts\nafter 5" },
    ],
    [{ name: "Jo", email: "", phone: "", company: "", notes: "" }, { name: "Jo", email: null, phone: null, company: null, notes: null }],
    [{ name: "Jo", email: null, phone: null, company: null, notes: null }, { name: "Jo", email: null, phone: null, company: null, notes: null }],
    [{ name: "Jo", phone: "+44 20 7946 0958" }, { name: "Jo", email: null, phone: "+442079460958", company: null, notes: null }],
  ])("%j is stored as %j", (input, stored) => {
    expect(clientInputSchema.parse(input)).toEqual(stored);
  });

  test.each([
    [{}, { name: CLIENT_MESSAGES.nameRequired }],
    [{ name: "   " }, { name: CLIENT_MESSAGES.nameRequired }],
    [{ name: "Jo", email: "jo at example.com" }, { email: FIELD_MESSAGES.invalidEmail }],
    [{ name: "Jo", phone: "555-0142" }, { phone: FIELD_MESSAGES.invalidPhone }],
    [{ name: "Jo", phone: "call me" }, { phone: FIELD_MESSAGES.invalidPhone }],
    [{ name: "x".repeat(121) }, { name: FIELD_MESSAGES.nameTooLong }],
    [{ name: "Jo", notes: "x".repeat(5001) }, { notes: CLIENT_MESSAGES.notesTooLong }],
    [{ name: "Jo", company: "x".repeat(161) }, { company: FIELD_MESSAGES.companyTooLong }],
    [{ name: "a\u0000b" }, { name: "Please remove the invisible control characters from this text" }],
    [{ name: 42, email: ["x"] }, { name: CLIENT_MESSAGES.nameRequired, email: FIELD_MESSAGES.invalidEmail }],
  ])("%j is refused: %j", (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});

describe("clientSearchSchema", () => {
  test.each([
    ["  mary   smith ", "mary smith"],
    ["", ""],
    ["(319) 555", "(319) 555"],
  ])("%j → %j", (input, out) => {
    expect(clientSearchSchema.parse(input)).toBe(out);
  });
  test("over 100 characters is refused", () => {
    expect(clientSearchSchema.safeParse("x".repeat(101)).success).toBe(false);
  });
});
