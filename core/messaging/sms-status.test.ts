import { describe, expect, test } from "vitest";
import type { CommunicationStatus } from "../domain/enums.ts";
import { keywordOf, mayMoveTo, statusFromTwilio, twilioErrorReason } from "./sms-status.ts";

describe("statusFromTwilio", () => {
  test.each([
    ["queued", undefined],
    ["accepted", undefined],
    ["sending", undefined],
    ["sent", "sent"],
    ["delivered", "delivered"],
    ["read", "delivered"],
    ["undelivered", "failed"],
    ["failed", "failed"],
    ["canceled", "failed"],
    ["DELIVERED", "delivered"],
    ["something-new", undefined],
  ])("%s → %s", (twilio, ours) => {
    expect(statusFromTwilio(twilio)).toBe(ours);
  });
});

describe("mayMoveTo: forward only", () => {
  const cases: [CommunicationStatus, CommunicationStatus, boolean][] = [
    ["queued", "sent", true],
    ["queued", "delivered", true],
    ["queued", "failed", true],
    ["sent", "delivered", true],
    ["sent", "failed", true],
    ["sent", "sent", false],
    // A late "sent" after "delivered" changes nothing.
    ["delivered", "sent", false],
    ["delivered", "failed", false],
    ["failed", "delivered", false],
    ["failed", "sent", false],
    ["sent", "queued", false],
    ["received", "delivered", false],
    ["queued", "received", false],
  ];
  test.each(cases)("%s → %s: %s", (from, to, allowed) => {
    expect(mayMoveTo(from, to)).toBe(allowed);
  });
});

describe("keywordOf", () => {
  test.each([
    ["STOP", "opt_out"],
    [" stop ", "opt_out"],
    ["Stop!", "opt_out"],
    ["unsubscribe", "opt_out"],
    ["Cancel.", "opt_out"],
    ["quit", "opt_out"],
    ["START", "opt_in"],
    ["unstop", "opt_in"],
    ["yes", "opt_in"],
    ["Stop by at 3?", undefined],
    ["Thanks, see you Friday", undefined],
    ["", undefined],
  ])("%j → %s", (body, keyword) => {
    expect(keywordOf(body)).toBe(keyword);
  });
});

describe("twilioErrorReason", () => {
  test.each([
    [undefined, "Undelivered", "Undelivered"],
    ["30006", "Undelivered", "The number is a landline or cannot receive texts"],
    ["30999", "Undelivered", "Undelivered (carrier error 30999)"],
  ])("%s", (code, fallback, reason) => {
    expect(twilioErrorReason(code, fallback)).toBe(reason);
  });
});
