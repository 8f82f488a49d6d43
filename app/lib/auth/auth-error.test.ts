import { describe, expect, test } from "vitest";
import { AuthApiError } from "@supabase/auth-js";
import { registerErrorMessage, toAuthErrorLike } from "./auth-error.ts";

describe("registerErrorMessage", () => {
  test.each([
    ["an address the server cannot parse", 400, "validation_failed", "Unable to validate email address: invalid format"],
    ["an address the server would not deliver to", 400, "email_address_invalid", 'Email address "a@b" is invalid'],
  ])("%s: the spec's invalid-address message", (_name, status, code, message) => {
    expect(registerErrorMessage(toAuthErrorLike(new AuthApiError(message, status, code)))).toBe("Please enter a valid email address");
  });

  test("another validation failure is not blamed on the address", () => {
    const error = new AuthApiError("Signup requires a valid password", 400, "validation_failed");
    expect(registerErrorMessage(toAuthErrorLike(error))).toBe("Failed to create account. Please try again.");
  });

  test("a registered address and sign-ups being off keep their messages", () => {
    expect(registerErrorMessage({ code: "user_already_exists", message: "User already registered", status: 422 })).toBe(
      "This email is already registered",
    );
    expect(registerErrorMessage({ code: "signup_disabled", message: "Signups not allowed for this instance", status: 422 })).toBe(
      "Failed to create account. Please try again.",
    );
  });
});
