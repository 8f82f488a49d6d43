/**
 * METRICS_LISTEN: a listener of its own that serves GET /metrics and nothing else, for a scraper on
 * a private address while the site's port stays public (docs/operations-contract.md). A plain
 * Node server: none of the site's middleware applies to a scrape, and nothing else can be
 * reached through this port.
 */
import { createServer, type Server } from "node:http";
import type { Config } from "../env.ts";
import type { Logger } from "../logger.ts";
import type { AppMetrics } from "./app-metrics.ts";
import { metricsAccess } from "./metrics-access.ts";

export function startMetricsListener(metrics: AppMetrics, config: Config, logger: Logger): Server | undefined {
  const listen = config.METRICS_LISTEN;
  if (!listen) return undefined;
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const json = (status: number, code: string, message: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers });
      res.end(JSON.stringify({ code, message }));
    };
    if (path !== "/metrics") return json(404, "not_found", "This address serves only GET /metrics");
    if (req.method !== "GET" && req.method !== "HEAD") return json(405, "method_not_allowed", `${req.method} is not supported here`, { Allow: "GET, HEAD" });
    if (metricsAccess(config, req.headers.authorization, true) === "unauthorized") {
      return json(401, "unauthorized", "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    metrics.render().then(
      (body) => {
        res.writeHead(200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (err: unknown) => {
        logger.error({ err }, "metrics scrape failed");
        json(500, "internal_error", "The metrics could not be collected");
      },
    );
  });
  server.on("error", (err) => logger.error({ err, listen }, "metrics listener failed"));
  server.listen(listen.port, listen.host, () => logger.info({ listen: `${listen.host}:${listen.port}` }, "metrics listener ready"));
  return server;
}
