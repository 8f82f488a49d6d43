/**
 * GET /metrics on the site's own port. Not a data API route and so not in the OpenAPI document:
 * it answers Prometheus' text format to a scraper holding METRICS_TOKEN, not JSON to the API's
 * clients, and it lives outside /api/v1 so that the route inventory, the authorization matrix and
 * the fuzzer (which read that document) leave it alone; server/metrics/metrics.test.ts covers who
 * gets what instead.
 */
import { Hono } from "hono";
import type { Config } from "../env.ts";
import { AppError } from "../http/errors.ts";
import type { AppMetrics } from "./app-metrics.ts";
import { metricsAccess } from "./metrics-access.ts";

export function metricsRoutes(config: Config, metrics: AppMetrics | undefined): Hono {
  const routes = new Hono();
  routes.get("/", async (c) => {
    const access = metrics ? metricsAccess(config, c.req.header("authorization"), false) : "not_found";
    // Unconfigured (or moved to METRICS_LISTEN), there is no such page here: a 404 in the error shape of every unknown /api path.
    if (access === "not_found" || !metrics) throw new AppError(404, "not_found", "No page at /metrics");
    if (access === "unauthorized") {
      throw new AppError(401, "unauthorized", "GET /metrics needs Authorization: Bearer <METRICS_TOKEN>", undefined, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
      });
    }
    const body = await metrics.render();
    return c.body(body, 200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
  });
  return routes;
}
