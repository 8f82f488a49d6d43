import { describe, expect, it } from "vitest";
import { checkLink, linkSignature, signLink } from "./signed-links.ts";

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);
const NOW = new Date("2026-11-23T15:00:00Z");
const T = Math.floor(NOW.getTime() / 1000);
const PATH = "resources/moving-guide.pdf";

/** The parts of a link as the route sees them. */
function parts(url: string) {
  const u = new URL(url, "http://x");
  return { path: decodeURIComponent(u.pathname.slice("/files/".length)), expires: u.searchParams.get("expires") ?? undefined, signature: u.searchParams.get("signature") ?? undefined };
}

describe("signLink", () => {
  it("builds /files/<path>?expires=<unix>&signature=<64 hex> expiring ttl seconds from now", () => {
    const link = signLink(KEY, PATH, 600, NOW);
    expect(link.url).toMatch(/^\/files\/resources\/moving-guide\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(parts(link.url).expires).toBe(String(T + 600));
    expect(link.expiresAt.toISOString()).toBe("2026-11-23T15:10:00.000Z");
  });

  it.each(["../etc/passwd", "/abs.pdf", "Resources/X.pdf", "a//b.pdf", "", "a\u0000.pdf", "x".repeat(600)])("refuses to sign %j", (bad) => {
    expect(() => signLink(KEY, bad, 600, NOW)).toThrow(/Not a storage path/);
  });
});

describe("checkLink", () => {
  const good = parts(signLink(KEY, PATH, 600, NOW).url);
  const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
  const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);

  it.each([
    ["valid, just made", good.path, good.expires, good.signature, at(0), { ok: true }],
    ["valid, one second before expiry", good.path, good.expires, good.signature, at(599), { ok: true }],
    ["expired at the second it ends", good.path, good.expires, good.signature, at(600), { ok: false, reason: "link_expired" }],
    ["expired a day later", good.path, good.expires, good.signature, at(86_400), { ok: false, reason: "link_expired" }],
    ["tampered path (another file)", "resources/insurance-guide.pdf", good.expires, good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["tampered expiry (extended)", good.path, String(T + 6000), good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["tampered expiry, already past too", good.path, String(T - 1), good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["one signature digit changed", good.path, good.expires, flip(good.signature!), at(0), { ok: false, reason: "link_invalid" }],
    ["upper-case signature", good.path, good.expires, good.signature!.toUpperCase(), at(0), { ok: false, reason: "link_invalid" }],
    ["signature too short", good.path, good.expires, good.signature!.slice(0, 63), at(0), { ok: false, reason: "link_invalid" }],
    ["signature not hex", good.path, good.expires, "z".repeat(64), at(0), { ok: false, reason: "link_invalid" }],
    ["signature missing", good.path, good.expires, undefined, at(0), { ok: false, reason: "link_invalid" }],
    ["expiry missing", good.path, undefined, good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["expiry not a number", good.path, "soon", good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["expiry negative", good.path, "-1", good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["expiry absurdly long", good.path, "9".repeat(40), good.signature, at(0), { ok: false, reason: "link_invalid" }],
    ["signed with another key", good.path, good.expires, parts(signLink(OTHER_KEY, PATH, 600, NOW).url).signature, at(0), { ok: false, reason: "link_invalid" }],
    ["path with traversal", "../" + PATH, good.expires, good.signature, at(0), { ok: false, reason: "link_invalid" }],
  ] as const)("%s", (_name, path, expires, signature, now, expected) => {
    expect(checkLink(KEY, path, expires, signature, now)).toEqual(expected);
  });

  it("refuses a traversal path even when its signature is right (the key alone cannot open the disk)", () => {
    const path = "../../etc/passwd";
    expect(checkLink(KEY, path, String(T + 60), linkSignature(KEY, path, T + 60), NOW)).toEqual({ ok: false, reason: "link_invalid" });
  });
});
