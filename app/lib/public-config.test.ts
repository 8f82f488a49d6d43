import { describe, expect, it } from "vitest";
import { parsePublicConfig, safeHttpUrl } from "./public-config.ts";

describe("safeHttpUrl", () => {
  it("keeps http(s) addresses and resolves relative ones against the base", () => {
    expect(safeHttpUrl("https://widget.example/loader.js")).toBe("https://widget.example/loader.js");
    expect(safeHttpUrl("/chat.js", "https://heartland.example/team")).toBe("https://heartland.example/chat.js");
  });

  it("rejects other schemes, blanks and non-strings", () => {
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/javascript,1")).toBeNull();
    expect(safeHttpUrl("   ")).toBeNull();
    expect(safeHttpUrl("not a url")).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe("parsePublicConfig", () => {
  it("reads both settings", () => {
    expect(
      parsePublicConfig({ chat_widget_src: "https://w.example/a.js", booking_url: "https://cal.example/demo" }),
    ).toEqual({ chatWidgetSrc: "https://w.example/a.js", bookingUrl: "https://cal.example/demo", secureEmailChange: true });
  });

  it("treats null, missing, unsafe or malformed values as not configured", () => {
    const none = { chatWidgetSrc: null, bookingUrl: null, secureEmailChange: true };
    expect(parsePublicConfig({ chat_widget_src: null, booking_url: null })).toEqual(none);
    expect(parsePublicConfig({})).toEqual(none);
    expect(parsePublicConfig(null)).toEqual(none);
    expect(parsePublicConfig("oops")).toEqual(none);
    expect(parsePublicConfig({ chat_widget_src: "javascript:void(0)" })).toEqual(none);
  });

  it("reads whether an e-mail change is confirmed from both addresses (yes unless the server says no)", () => {
    expect(parsePublicConfig({ secure_email_change: false }).secureEmailChange).toBe(false);
    expect(parsePublicConfig({ secure_email_change: true }).secureEmailChange).toBe(true);
    expect(parsePublicConfig({ secure_email_change: "no" }).secureEmailChange).toBe(true);
  });
});
