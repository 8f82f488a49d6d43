/** The client address behind proxies (pure: no socket, no database). */
import { describe, expect, test } from "vitest";
import { forwardedClient, normalise, parseProxyTrust, type ProxyTrust } from "./proxy-trust.ts";

function trust(value: string): ProxyTrust {
  const parsed = parseProxyTrust(value);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

describe("TRUST_PROXY's values", () => {
  test.each([
    ["", "none"],
    ["false", "none"],
    ["0", "none"],
    ["true", "hops 1"],
    ["1", "hops 1"],
    ["2", "hops 2"],
    ["10.0.0.1", "list"],
    ["10.0.0.0/8, 192.168.1.1", "list"],
    ["loopback,uniquelocal", "list"],
    ["2001:db8::/32", "list"],
  ])("%j → %s", (value, kind) => {
    const parsed = trust(value);
    expect(parsed.kind === "hops" ? `hops ${parsed.hops}` : parsed.kind).toBe(kind);
  });

  test.each([["11"], ["yes"], ["10.0.0.0/33"], ["10.0.0.1, not-an-address"], ["300.1.1.1"]])("%j is refused with a reason", (value) => {
    expect(parseProxyTrust(value)).toMatchObject({ error: expect.any(String) });
  });
});

describe("the client behind the proxies", () => {
  test.each([
    // [TRUST_PROXY, socket, X-Forwarded-For, client]
    ["false", "203.0.113.9", "198.51.100.1", "203.0.113.9"],
    ["true", "10.0.0.2", undefined, "10.0.0.2"],
    ["true", "10.0.0.2", "198.51.100.1", "198.51.100.1"],
    // The client wrote the first entry; the proxy appended the address it saw.
    ["true", "10.0.0.2", "6.6.6.6, 198.51.100.1", "198.51.100.1"],
    ["true", "10.0.0.2", "6.6.6.6,7.7.7.7 ,  198.51.100.1", "198.51.100.1"],
    // Two proxies: the outer one's view is second from the right.
    ["2", "10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", "198.51.100.1"],
    // Fewer entries than hops: the left-most there is (Express's reading).
    ["2", "10.0.0.2", "198.51.100.1", "198.51.100.1"],
    // By address: our proxies are skipped from the right, the first stranger is the client.
    ["10.0.0.0/8", "10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", "198.51.100.1"],
    ["10.0.0.0/8", "10.0.0.2", "6.6.6.6, 10.9.9.9", "6.6.6.6"],
    // The socket's peer is not one of our proxies: the header is not believed at all.
    ["10.0.0.0/8", "203.0.113.9", "198.51.100.1", "203.0.113.9"],
    ["loopback", "::ffff:127.0.0.1", "198.51.100.1", "198.51.100.1"],
    ["loopback", "::1", "2001:db8:0:0:0:0:0:7", "2001:db8::7"],
    // Garbage where the client should be: the nearest hop that is an address.
    ["true", "10.0.0.2", "6.6.6.6, not-an-ip", "10.0.0.2"],
    ["true", "10.0.0.2", "1", "10.0.0.2"],
    ["true", "10.0.0.2", "0x7f.1", "10.0.0.2"],
    ["true", "10.0.0.2", "<script>", "10.0.0.2"],
    ["true", "10.0.0.2", ",,, ,", "10.0.0.2"],
    ["2", "10.0.0.2", "6.6.6.6, unknown, 10.0.0.3", "10.0.0.3"],
    ["10.0.0.0/8", "10.0.0.2", "_hidden, 10.0.0.3", "10.0.0.3"],
    // One spelling per address.
    ["true", "10.0.0.2", "198.51.100.1:51234", "198.51.100.1"],
    ["true", "10.0.0.2", "[2001:db8::7]:443", "2001:db8::7"],
    ["true", "10.0.0.2", "::ffff:198.51.100.1", "198.51.100.1"],
    ["true", "10.0.0.2", "2001:DB8:0::7", "2001:db8::7"],
    // No socket (app.request() in tests): a hop count still reads the header; a list cannot trust it.
    ["true", undefined, "198.51.100.1", "198.51.100.1"],
    ["true", undefined, "6.6.6.6, 198.51.100.1", "198.51.100.1"],
    ["10.0.0.0/8", undefined, "198.51.100.1", undefined],
  ])("TRUST_PROXY=%j, socket %s, X-Forwarded-For %j → %s", (setting, socket, header, client) => {
    expect(forwardedClient(socket, header, trust(setting))).toBe(client);
  });

  test("a header of any shape never throws", () => {
    for (const header of ["", " ", ",", "\u0000", "a".repeat(10_000), "1.2.3.4,".repeat(1_000), "[::1", "[]:80", "1.2.3.4:99999"]) {
      for (const setting of ["true", "3", "loopback"]) expect(() => forwardedClient("127.0.0.1", header, trust(setting))).not.toThrow();
    }
  });
});

test.each([
  ["203.0.113.9", "203.0.113.9"],
  ["::ffff:203.0.113.9", "203.0.113.9"],
  ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
  ["203.0.113.9:8080", "203.0.113.9"],
  ["[::1]:8080", "::1"],
  ["localhost", undefined],
  ["01.2.3.4", undefined],
  ["", undefined],
])("normalise(%j) → %s", (entry, expected) => {
  expect(normalise(entry)).toBe(expected);
});
