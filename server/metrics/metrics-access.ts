/**
 * Who may read /metrics (docs/operations-contract.md, "Metrics and readiness"): nobody unless the
 * operator configured it. METRICS_TOKEN asks for `Authorization: Bearer <token>`; METRICS_LISTEN
 * moves /metrics to a listener of its own (server/metrics/metrics-listener.ts), and the site's port
 * then answers 404 as if there were no such page.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Config } from "../env.ts";

export type MetricsAccess = Pick<Config, "METRICS_TOKEN" | "METRICS_LISTEN">;

/** Whether this instance collects and serves metrics at all. */
export function metricsEnabled(config: MetricsAccess): boolean {
  return config.METRICS_TOKEN !== undefined || config.METRICS_LISTEN !== undefined;
}

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or first wrong byte of a guess.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  const given = createHash("sha256").update(match?.[1] ?? "").digest();
  const expected = createHash("sha256").update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

export type AccessAnswer = "serve" | "not_found" | "unauthorized";

/** What a request for /metrics gets on the site's own port, or (`onListener`) on METRICS_LISTEN's. */
export function metricsAccess(config: MetricsAccess, authorization: string | undefined, onListener: boolean): AccessAnswer {
  if (!onListener && (config.METRICS_LISTEN !== undefined || config.METRICS_TOKEN === undefined)) return "not_found";
  if (config.METRICS_TOKEN === undefined) return "serve";
  return bearerMatches(authorization, config.METRICS_TOKEN) ? "serve" : "unauthorized";
}
