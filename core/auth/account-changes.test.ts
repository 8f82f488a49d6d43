import { describe, expect, it } from "vitest";
import type { AuthErrorLike } from "./auth-messages.ts";
import {
  ACCOUNT_CHANGE_MESSAGES,
  FIRST_OF_TWO_LINKS,
  emailChangeErrorMessage,
  emailChangeLinkNotice,
  emailChangeSentMessage,
  needsReauthentication,
  reauthenticationCodeError,
} from "./account-changes.ts";

describe("needsReauthentication and reauthenticationCodeError", () => {
  it.each<[AuthErrorLike, boolean, string | null]>([
    [{ code: "reauthentication_needed", status: 400 }, true, null],
    [{ code: "reauthentication_not_valid", status: 400 }, false, ACCOUNT_CHANGE_MESSAGES.codeWrong],
    [{ code: "same_password", status: 422 }, false, null],
    [{}, false, null],
  ])("%j → %s, %s", (error, needs, codeError) => {
    expect(needsReauthentication(error)).toBe(needs);
    expect(reauthenticationCodeError(error)).toBe(codeError);
  });
});

describe("emailChangeErrorMessage", () => {
  it.each<[AuthErrorLike, string]>([
    [{ code: "email_exists", status: 422 }, "This email is already registered"],
    [{ code: "email_address_invalid", status: 400 }, "Please enter a valid email address"],
    [{ code: "validation_failed", message: "Unable to validate email address: invalid format" }, "Please enter a valid email address"],
    [{ code: "insufficient_aal", status: 403 }, ACCOUNT_CHANGE_MESSAGES.emailChangeFailed],
    [{}, ACCOUNT_CHANGE_MESSAGES.emailChangeFailed],
  ])("%j → %s", (error, message) => expect(emailChangeErrorMessage(error)).toBe(message));
});

describe("emailChangeSentMessage", () => {
  it.each([
    [true, "We sent a confirmation link to new@example.com and another to your current address, old@example.com. Follow both links to finish the change. Until then you keep signing in with your current address."],
    [false, "We sent a confirmation link to new@example.com. Follow it to finish the change. Until then you keep signing in with your current address."],
  ])("both addresses: %s", (bothAddresses, text) => {
    expect(emailChangeSentMessage({ current: "old@example.com", next: "new@example.com", bothAddresses })).toBe(text);
  });
});

describe("emailChangeLinkNotice", () => {
  it.each<[string, ReturnType<typeof emailChangeLinkNotice>]>([
    [`#${new URLSearchParams({ message: FIRST_OF_TWO_LINKS })}`, { tone: "success", text: ACCOUNT_CHANGE_MESSAGES.firstLinkAccepted }],
    ["#error=access_denied&error_code=otp_expired&error_description=Token+has+expired+or+is+invalid", { tone: "error", text: ACCOUNT_CHANGE_MESSAGES.linkFailed }],
    ["#access_token=x&type=email_change", null],
    ["", null],
    ["#message=something+else", null],
  ])("%s", (fragment, notice) => expect(emailChangeLinkNotice(fragment)).toEqual(notice));
});
