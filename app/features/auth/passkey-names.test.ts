import { describe, expect, it } from "vitest";
import {
  PASSKEY_MESSAGES,
  ceremonyErrorMessage,
  deviceName,
  isCancelledCeremony,
  newPasskeyName,
  passkeyLabel,
  passkeyNameError,
  toCeremonyErrorLike,
} from "./passkey-names.ts";

const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  pixel: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  tablet: "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  chromebook: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36",
};

describe("deviceName", () => {
  it.each([
    [UA.iphone, "iPhone"],
    [UA.ipad, "iPad"],
    [UA.pixel, "Android phone"],
    [UA.tablet, "Android tablet"],
    [UA.chromebook, "Chromebook"],
    [UA.mac, "Mac"],
    [UA.windows, "Windows computer"],
    [UA.linux, "Linux computer"],
    ["", "This device"],
  ])("%s → %s", (ua, name) => expect(deviceName(ua)).toBe(name));
});

describe("newPasskeyName", () => {
  it("keeps the name the server gave", () => expect(newPasskeyName("  YubiKey 5  ", UA.mac, [])).toBe("YubiKey 5"));
  it("falls back to the device when the server gave none", () => {
    expect(newPasskeyName(undefined, UA.iphone, [])).toBe("iPhone");
    expect(newPasskeyName("", UA.windows, [null])).toBe("Windows computer");
    expect(newPasskeyName("   ", UA.mac, [])).toBe("Mac");
    expect(newPasskeyName("Passkey", UA.pixel, ["Passkey"])).toBe("Android phone");
  });
  it("does not repeat a name the account already has", () => {
    expect(newPasskeyName(null, UA.iphone, ["iPhone"])).toBe("iPhone 2");
    expect(newPasskeyName(null, UA.iphone, ["iphone", "iPhone 2"])).toBe("iPhone 3");
  });
});

describe("passkeyLabel", () => {
  it("shows the name, or Passkey when there is none", () => {
    expect(passkeyLabel("Kitchen iPad")).toBe("Kitchen iPad");
    expect(passkeyLabel("")).toBe("Passkey");
    expect(passkeyLabel(undefined)).toBe("Passkey");
  });
});

describe("passkeyNameError", () => {
  it("needs a name of at most 120 characters", () => {
    expect(passkeyNameError("Work laptop")).toBeNull();
    expect(passkeyNameError("   ")).toBe("Enter a name for this passkey");
    expect(passkeyNameError("x".repeat(120))).toBeNull();
    expect(passkeyNameError("x".repeat(121))).toBe("Keep the name to 120 characters or fewer");
  });
});

describe("cancelled prompts and other failures", () => {
  const messages = { cancelled: PASSKEY_MESSAGES.signInCancelled, failed: PASSKEY_MESSAGES.signInFailed };

  it("reads a closed prompt as a cancel, not an error", () => {
    const closed = toCeremonyErrorLike({ name: "NotAllowedError", code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY", message: "The operation either timed out or was not allowed." });
    expect(isCancelledCeremony(closed)).toBe(true);
    expect(isCancelledCeremony({ code: "ERROR_CEREMONY_ABORTED", name: "AbortError" })).toBe(true);
    expect(ceremonyErrorMessage(closed, messages)).toEqual({ tone: "calm", text: PASSKEY_MESSAGES.signInCancelled });
  });

  it("says how long to wait after too many attempts", () => {
    expect(ceremonyErrorMessage({ status: 429, code: "over_request_rate_limit" }, messages, 30)).toEqual({
      tone: "error",
      text: "Too many attempts, try again in 30 seconds.",
    });
  });

  it("names a device that already has a passkey, and is plain about anything else", () => {
    expect(ceremonyErrorMessage({ name: "InvalidStateError", code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" }, messages).text).toBe(
      PASSKEY_MESSAGES.alreadyAdded,
    );
    expect(ceremonyErrorMessage(toCeremonyErrorLike(new Error("boom")), messages)).toEqual({
      tone: "error",
      text: PASSKEY_MESSAGES.signInFailed,
    });
    expect(toCeremonyErrorLike(null)).toEqual({});
    expect(ceremonyErrorMessage({ status: 403, code: "insufficient_aal" }, messages).text).toBe(PASSKEY_MESSAGES.secondStepFirst);
  });
});
