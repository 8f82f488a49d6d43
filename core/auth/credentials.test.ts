import { describe, expect, it, test } from "vitest";
import {
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  isValidEmail,
  newPasswordFormSchema,
  normaliseEmail,
  recoveryCodeFormSchema,
  registerFormSchema,
  signInFormSchema,
  sixDigitCodeSchema,
} from "./credentials.ts";

describe("isValidEmail", () => {
  it.each([
    ["jo@example.com", true],
    ["jo.smith+closing@cedar-falls.ia.us", true],
    ["jo@example.c", false],
    ["jo@example", false],
    ["jo example@x.com", false],
    ["@example.com", false],
    ["jo@@example.com", false],
    ["", false],
    [`${"a".repeat(250)}@x.com`, false],
    ["jö@exämple.com", true],
    ["\u0085jo@example.com", false],
    ["jo\u0085x@example.com", false],
    ["jo\u001b[31m@example.com", false],
    ["jo@exa\u007fmple.com", false],
    ["jo\u200b@example.com", false],
    ["\ufeffjo@example.com", false],
    ["jo\u0000@example.com", false],
  ])("%j → %s", (email, ok) => expect(isValidEmail(email)).toBe(ok));
});

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => expect(normaliseEmail("  Jo@Example.COM ")).toBe("jo@example.com"));
});

describe("registerFormSchema", () => {
  const valid = { accountType: "agent", email: "jo@example.com", password: "secret1" };
  it.each([
    [{ ...valid }, null],
    [{ ...valid, accountType: undefined }, ["accountType", "Please select your role"]],
    [{ ...valid, accountType: "buyer" }, ["accountType", null]],
    [{ ...valid, email: "jo@example" }, ["email", "Please enter a valid email address"]],
    [{ ...valid, password: "12345" }, ["password", "Password must be at least 6 characters long"]],
    [{ ...valid, password: "123456" }, null],
  ] as const)("%j", (input, expected) => {
    const result = registerFormSchema.safeParse(input);
    if (expected === null) return expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === expected[0]);
    expect(issue).toBeDefined();
    if (expected[1]) expect(issue!.message).toBe(expected[1]);
  });
});

describe("signInFormSchema", () => {
  it("requires both fields", () => {
    const r = signInFormSchema.safeParse({ email: "", password: "" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(["email", "password"]);
  });
  it("does not apply the length rule to sign-in (old passwords keep working)", () => {
    expect(signInFormSchema.safeParse({ email: "jo@example.com", password: "x" }).success).toBe(true);
  });
});

describe("sixDigitCodeSchema", () => {
  it.each([["123456", true], [" 123456 ", true], ["12345", false], ["12345a", false], ["1234567", false]])(
    "%s → %s",
    (code, ok) => expect(sixDigitCodeSchema.safeParse(code).success).toBe(ok),
  );
});

/** The field and message of the first issue, or null when the input is accepted. */
function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return null;
  const issue = result.error!.issues[0]!;
  return [issue.path[0], issue.message];
}

describe("newPasswordFormSchema", () => {
  it.each([
    [{ password: "secret1", confirmPassword: "secret1" }, null],
    [{ password: "secret1", confirmPassword: "secret2" }, ["confirmPassword", "Passwords do not match"]],
    [{ password: "12345", confirmPassword: "12345" }, ["password", "Password must be at least 6 characters long"]],
    [{ password: "", confirmPassword: "" }, ["password", "Password is required"]],
    [{ password: "x".repeat(129), confirmPassword: "x".repeat(129) }, ["password", "Password must be at most 128 characters long"]],
  ])("%j", (input, expected) => expect(firstIssue(newPasswordFormSchema.safeParse(input))).toEqual(expected));
});

describe("recoveryCodeFormSchema", () => {
  it.each([
    [{ email: "jo@example.com", code: "123456" }, null],
    [{ email: "jo@example.com", code: " 123456 " }, null],
    [{ email: "jo@example", code: "123456" }, ["email", "Please enter a valid email address"]],
    [{ email: "jo@example.com", code: "12345" }, ["code", "Enter the 6-digit code"]],
    [{ email: "", code: "123456" }, ["email", "Email is required"]],
  ])("%j", (input, expected) => expect(firstIssue(recoveryCodeFormSchema.safeParse(input))).toEqual(expected));
});

test("the password messages state the rule's actual minimum", () => {
  expect(MESSAGES.shortPassword).toContain(` ${MIN_PASSWORD_LENGTH} characters`);
  expect(MESSAGES.shortPasswordHint).toContain(` ${MIN_PASSWORD_LENGTH} characters`);
});
