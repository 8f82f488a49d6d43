import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  FIELD_MESSAGES,
  contactEmailSchema,
  honeypotFilled,
  nameFromEmail,
  nameSchema,
  normalisePhone,
  optionalPhoneSchema,
  optionalTextSchema,
  requiredPhoneSchema,
} from "./contact-fields.ts";

const firstError = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("normalisePhone", () => {
  it.each([
    ["3195550142", "(319) 555-0142"],
    ["(319) 555-0142", "(319) 555-0142"],
    ["319.555.0142", "(319) 555-0142"],
    ["1-319-555-0142", "(319) 555-0142"],
    ["+1 319 555 0142", "(319) 555-0142"],
    ["  515 555 0190 ", "(515) 555-0190"],
    ["+44 20 7946 0958", "+442079460958"],
    ["555-0142", null], // seven digits: no area code
    ["0195550142", null], // area codes never start with 0 or 1
    ["31955501421", null], // 11 digits not starting with 1
    ["call me", null],
    ["319-555-0142 ext 4", null],
    ["+12", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});

describe("field schemas", () => {
  it.each([
    [nameSchema(), "  Mary   Ann  Smith ", "Mary Ann Smith"],
    [contactEmailSchema, " Jo.Smith@Example.COM ", "jo.smith@example.com"],
    [optionalPhoneSchema, "", null],
    [optionalPhoneSchema, undefined, null],
    [optionalPhoneSchema, null, null],
    [optionalPhoneSchema, "319 555 0142", "(319) 555-0142"],
    [requiredPhoneSchema, "319-555-0142", "(319) 555-0142"],
    [optionalTextSchema(10, "long"), "  Acme  ", "Acme"],
    [optionalTextSchema(10, "long"), "   ", null],
    [optionalTextSchema(10, "long"), undefined, null],
  ] as const)("%#: accepts and normalises", (schema, input, expected) => {
    expect((schema as z.ZodType).parse(input)).toEqual(expected);
  });

  it.each([
    [nameSchema(), "   ", FIELD_MESSAGES.nameRequired],
    [nameSchema(), undefined, FIELD_MESSAGES.nameRequired],
    [nameSchema(), 42, FIELD_MESSAGES.nameRequired],
    [nameSchema(FIELD_MESSAGES.fullNameRequired), "", FIELD_MESSAGES.fullNameRequired],
    [nameSchema(), "x".repeat(121), FIELD_MESSAGES.nameTooLong],
    [contactEmailSchema, "", FIELD_MESSAGES.emailRequired],
    [contactEmailSchema, undefined, FIELD_MESSAGES.emailRequired],
    [contactEmailSchema, "jo@example", FIELD_MESSAGES.invalidEmail],
    [contactEmailSchema, "jo example.com", FIELD_MESSAGES.invalidEmail],
    [contactEmailSchema, `${"a".repeat(250)}@example.com`, FIELD_MESSAGES.invalidEmail],
    [requiredPhoneSchema, "", FIELD_MESSAGES.phoneRequired],
    [requiredPhoneSchema, "  ", FIELD_MESSAGES.phoneRequired],
    [requiredPhoneSchema, "555-0142", FIELD_MESSAGES.invalidPhone],
    [requiredPhoneSchema, 3195550142, FIELD_MESSAGES.invalidPhone],
    [optionalPhoneSchema, "not a phone", FIELD_MESSAGES.invalidPhone],
    [optionalTextSchema(10, "too long"), "12345678901", "too long"],
  ] as const)("%#: refuses with the field's message", (schema, input, message) => {
    expect(firstError(schema as z.ZodType, input)).toBe(message);
  });
});

describe("honeypot and guide names", () => {
  it.each([
    [{ website: "http://spam.example" }, true],
    [{ website: " x " }, true],
    [{ website: "" }, false],
    [{ website: "   " }, false],
    [{ website: null }, false],
    [{}, false],
    [null, false],
    ["text", false],
  ])("%j filled: %s", (body, filled) => {
    expect(honeypotFilled(body)).toBe(filled);
  });

  it.each([
    ["jo.smith@example.com", "jo.smith"],
    ["a@b.co", "a"],
  ])("%s is filed as %s", (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});
