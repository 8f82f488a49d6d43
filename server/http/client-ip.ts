import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's address for rate limits and the audit log. X-Forwarded-For is believed only when
 * TRUST_PROXY says a proxy we run sets it; otherwise anyone could pick their own address.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}
