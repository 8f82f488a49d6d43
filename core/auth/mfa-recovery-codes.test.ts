import { describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_MESSAGES,
  normaliseRecoveryCode,
  recoveryCodeErrorMessage,
  recoveryCodeFieldSchema,
  recoveryCodeFrom,
  recoveryCodesFile,
} from "./mfa-recovery-codes.ts";

describe("recoveryCodeFrom", () => {
  it("writes ten characters of the alphabet in two groups of five", () => {
    let i = 0;
    expect(recoveryCodeFrom(() => i++)).toBe("23456-789ab");
    expect(recoveryCodeFrom((below) => below - 1)).toBe("zzzzz-zzzzz");
  });

  it("never uses characters that read alike", () => {
    for (const ch of "01ilo") expect(RECOVERY_CODE_ALPHABET).not.toContain(ch);
  });
});

describe("normaliseRecoveryCode", () => {
  it.each([
    ["7kq2m-x9ht4", "7kq2mx9ht4"],
    ["7KQ2M-X9HT4", "7kq2mx9ht4"],
    [" 7kq2m x9ht4 ", "7kq2mx9ht4"],
    ["7kq2mx9ht4", "7kq2mx9ht4"],
    ["7kq2m--x9ht4", "7kq2mx9ht4"],
    ["123456", null],
    ["7kq2m-x9ht", null],
    ["7kq2m-x9ht45", null],
    ["7kq2m-x9hto", null],
    ["7kq2m_x9ht4", null],
    ["", null],
  ])("%j → %j", (typed, expected) => {
    expect(normaliseRecoveryCode(typed)).toBe(expected);
  });
});

describe("recoveryCodeFieldSchema", () => {
  it.each([
    ["", "Enter one of your recovery codes"],
    ["123456", "A recovery code has 10 letters and numbers, like 7kq2m-x9ht4"],
  ])("refuses %j with %j", (typed, message) => {
    const result = recoveryCodeFieldSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts a code as shown", () => {
    expect(recoveryCodeFieldSchema.safeParse(" 7kq2m-x9ht4 ").data).toBe("7kq2m-x9ht4");
  });
});

describe("recoveryCodesFile", () => {
  it("says whose codes they are and lists one a line", () => {
    const text = recoveryCodesFile(["aaaaa-bbbbb", "ccccc-ddddd"], "jo@example.com", "November 27, 2026");
    expect(text.split("\n")).toEqual([
      "Heartland Closing Co. two-step verification recovery codes for jo@example.com",
      "Issued November 27, 2026. Each code works once. Keep them somewhere safe, apart from your phone.",
      "",
      "aaaaa-bbbbb",
      "ccccc-ddddd",
      "",
    ]);
  });
});

describe("recoveryCodeErrorMessage", () => {
  it("says a refused code may have been used; anything else, to try again", () => {
    expect(recoveryCodeErrorMessage({ code: "mfa_verification_failed" })).toBe(RECOVERY_CODE_MESSAGES.wrong);
    expect(recoveryCodeErrorMessage({ code: "unexpected_failure" })).toBe(RECOVERY_CODE_MESSAGES.failed);
    expect(recoveryCodeErrorMessage({})).toBe(RECOVERY_CODE_MESSAGES.failed);
  });
});
