import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  isRateLimited,
  needsHigherAssurance,
  parseRetryAfterSeconds,
  passwordUpdateErrorMessage,
  rateLimitMessage,
  signUpErrorMessage,
  totpErrorMessage,
  type AuthErrorLike,
} from "./auth-messages.ts";

describe("signUpErrorMessage", () => {
  it.each<[AuthErrorLike, string]>([
    [{ code: "email_address_invalid", message: "Email address is invalid" }, "Please enter a valid email address"],
    [{ message: "AuthApiError: email_address_invalid" }, "Please enter a valid email address"],
    [{ code: "user_already_exists", message: "User already registered" }, "This email is already registered"],
    [{ message: "User already registered" }, "This email is already registered"],
    [{ code: "email_exists", message: "Email address already exists" }, "This email is already registered"],
    [{ code: "weak_password", message: "Password should be at least 6 characters." }, AUTH_MESSAGES.signUpFailed],
    [{ code: "unexpected_failure", message: "boom", status: 500 }, "Failed to create account. Please try again."],
    [{}, "Failed to create account. Please try again."],
  ])("%j → %s", (error, message) => expect(signUpErrorMessage(error)).toBe(message));
});

describe("isRateLimited", () => {
  it.each<[AuthErrorLike, boolean]>([
    [{ status: 429 }, true],
    [{ code: "over_request_rate_limit", status: 429 }, true],
    [{ code: "over_email_send_rate_limit" }, true],
    [{ code: "invalid_credentials", status: 400 }, false],
    [{}, false],
  ])("%j → %s", (error, limited) => expect(isRateLimited(error)).toBe(limited));
});

describe("rateLimitMessage", () => {
  it.each<[number | null | undefined, string]>([
    [42, "Too many attempts, try again in 42 seconds."],
    [1, "Too many attempts, try again in 1 second."],
    [0.2, "Too many attempts, try again in 1 second."],
    [59.1, "Too many attempts, try again in 60 seconds."],
    [0, "Too many attempts, try again in a minute."],
    [null, "Too many attempts, try again in a minute."],
    [undefined, "Too many attempts, try again in a minute."],
    [Number.NaN, "Too many attempts, try again in a minute."],
  ])("%s → %s", (seconds, message) => expect(rateLimitMessage(seconds)).toBe(message));
});

describe("parseRetryAfterSeconds", () => {
  const now = Date.parse("2025-06-01T12:00:00Z");
  it.each<[string | null | undefined, number | null]>([
    ["120", 120],
    [" 7 ", 7],
    ["0", 0],
    ["Sun, 01 Jun 2025 12:00:30 GMT", 30],
    ["Sun, 01 Jun 2025 11:00:00 GMT", 0],
    ["soon", null],
    ["-5", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %s", (header, seconds) => expect(parseRetryAfterSeconds(header, now)).toBe(seconds));
});

describe("needsHigherAssurance", () => {
  it.each<[AuthErrorLike, boolean]>([
    [{ code: "insufficient_aal", status: 401 }, true],
    [{ code: "mfa_verification_failed" }, false],
    [{}, false],
  ])("%j → %s", (error, needed) => expect(needsHigherAssurance(error)).toBe(needed));
});

describe("totpErrorMessage", () => {
  it.each<[AuthErrorLike, string]>([
    [{ code: "mfa_verification_failed" }, AUTH_MESSAGES.wrongCode],
    [{ code: "mfa_challenge_expired" }, AUTH_MESSAGES.wrongCode],
    [{ code: "unexpected_failure", status: 500 }, AUTH_MESSAGES.codeFailed],
    [{}, AUTH_MESSAGES.codeFailed],
  ])("%j → %s", (error, message) => expect(totpErrorMessage(error)).toBe(message));
});

describe("passwordUpdateErrorMessage", () => {
  it.each<[AuthErrorLike, string]>([
    [{ code: "same_password" }, "Choose a password different from your current one."],
    [{ code: "weak_password" }, "That password is too weak. Choose a longer one that is harder to guess."],
    [{ code: "unexpected_failure", status: 500 }, AUTH_MESSAGES.passwordUpdateFailed],
    [{}, AUTH_MESSAGES.passwordUpdateFailed],
  ])("%j → %s", (error, message) => expect(passwordUpdateErrorMessage(error)).toBe(message));
});
