import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { forwardedClient, type ProxyTrust } from "./proxy-trust.ts";

/**
 * The caller's address for rate limits and the audit log. X-Forwarded-For is read only as far as
 * TRUST_PROXY says our own proxies wrote it (server/http/proxy-trust.ts); the rest of it is the
 * client's to choose.
 */
export function clientIp(c: Context, trust: ProxyTrust): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
  }
  const forwardedFor = trust.kind === "none" ? undefined : c.req.header("x-forwarded-for");
  return forwardedClient(socket, forwardedFor, trust) ?? (socket === undefined ? "local" : "unknown");
}
