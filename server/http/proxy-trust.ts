/**
 * Who sent a request when proxies stand in front of us (TRUST_PROXY, server/env.ts): the
 * right-most X-Forwarded-For address that no trusted proxy added, as nginx's realip module with
 * `real_ip_recursive on` and Express's `trust proxy` read it. Each proxy appends the address it
 * saw to whatever the header already said, so everything left of the entries our own proxies
 * wrote is the client's to choose, and only the first untrusted hop from the right is not.
 * The walk and the address parsing are proxy-addr's (the module Express uses).
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";

/**
 * none: the socket's peer is the client (no proxy). hops: that many proxies of ours stand in
 * front, the nearest being the socket's peer (`true` = 1). list: proxies are recognised by their
 * address (addresses, CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: string[]; trusts: (address: string) => boolean };

/** The most hops we accept: no deployment stacks more proxies than this. */
const MAX_HOPS = 10;

/** TRUST_PROXY's value → the rule, or a message saying what is wrong with it. */
export function parseProxyTrust(value: string | undefined): ProxyTrust | { error: string } {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false") return { kind: "none" };
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { error: `a hop count is at most ${MAX_HOPS}` };
    return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
  }
  const list = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    const trusts = proxyaddr.compile(list);
    return { kind: "list", list, trusts: (address) => trusts(address, 0) };
  } catch (err) {
    return { error: `must be false, true, a hop count or a comma-separated list of proxy addresses or CIDR ranges (${(err as Error).message})` };
  }
}

/**
 * The client's address. `socketAddress` is the connection's peer (undefined when there is no
 * socket: app.request() in tests, where a hop count still reads the header). An entry that is not
 * an address (a proxy that passed garbage along) never becomes the client: the nearest hop that is
 * one does, so a malformed header cannot buy a fresh rate-limit key.
 */
export function forwardedClient(socketAddress: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): string | undefined {
  if (trust.kind === "none" || !forwardedFor) return normalise(socketAddress) ?? socketAddress;
  // proxy-addr reads only these two fields of Node's request.
  const request = { headers: { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: socketAddress ?? "" } } as unknown as Parameters<typeof proxyaddr.all>[0];
  const isTrusted = trust.kind === "hops" ? (_address: string, i: number) => i < trust.hops : (address: string) => trust.trusts(address);
  // Socket first, then the header's entries from the right, cut after the first untrusted one.
  const chain = proxyaddr.all(request, isTrusted);
  for (let i = chain.length - 1; i > 0; i -= 1) {
    const address = normalise(chain[i]);
    if (address) return address;
  }
  return normalise(socketAddress) ?? socketAddress;
}

/**
 * One spelling per address, so "::ffff:203.0.113.9", "203.0.113.9:51234" and "203.0.113.9" are
 * one rate-limit key; undefined for anything that is not an IP address.
 */
export function normalise(entry: string | undefined): string | undefined {
  if (!entry) return undefined;
  let text = entry.trim();
  // Some proxies append the port: "203.0.113.9:51234", "[2001:db8::1]:51234".
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  // Node's check takes only the usual forms (not "1" or "0x7f.1", which ipaddr.js would parse).
  if (isIP(text) === 0) return undefined;
  // An IPv4-mapped IPv6 address becomes the IPv4 address it maps.
  return ipaddr.process(text).toString();
}
