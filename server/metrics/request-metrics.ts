/**
 * Requests by route template, method and status, and their latency. The route is the path Hono
 * matched ("/api/v1/clients/:id"), never the URL asked for, so no id, token or status link ever
 * becomes a label and the series stay as many as the routes. Answers that never reach Hono — the
 * pre-rendered pages and built files of server/static/static-answers.ts — are counted by that hot
 * path as two plain integers, turned into the route "static" at scrape time.
 */
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, Histogram, type Registry } from "prom-client";
import type { AnswerTally } from "../static/static-answers.ts";

/** Seconds: from a cached answer (~1 ms) to a slow PDF or a report (several seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The route label of answers that never reach Hono. */
export const STATIC_ROUTE = "static";

export class RequestMetrics {
  readonly requests: Counter<"method" | "route" | "status">;
  readonly latency: Histogram<"method" | "route" | "status_class">;
  /** Incremented by server/static/static-answers.ts for each answer it sends itself. */
  readonly staticTally: AnswerTally = { GET: 0, HEAD: 0 };
  private readonly staticSeen: AnswerTally = { GET: 0, HEAD: 0 };

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: "heartland_http_requests_total",
      help: "HTTP requests answered, by route template (\"static\": pre-rendered pages and built files answered before the app), method and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    // By status class, not status: a latency histogram per status would multiply the series by
    // ten for no question an operator asks of latency.
    this.latency = new Histogram({
      name: "heartland_http_request_duration_seconds",
      help: "Time from a request reaching the app to its answer's headers, by route template, method and status class (2xx…5xx)",
      labelNames: ["method", "route", "status_class"],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  /** The first middleware of the app: times and counts every answer Hono gives. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const start = performance.now();
      try {
        await next();
      } finally {
        // After next(), c.req.routeIndex is the handler (or middleware) that answered; a thrown
        // error keeps its route, and app.onError has set the answer's status by now.
        const route = routePath(c);
        const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
        const status = c.res.status;
        this.requests.inc({ method, route, status: String(status) });
        this.latency.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, (performance.now() - start) / 1000);
      }
    };
  }

  /** Moves what the static answers counted since the last scrape into the counter. */
  collectStatic(): void {
    for (const method of ["GET", "HEAD"] as const) {
      const delta = this.staticTally[method] - this.staticSeen[method];
      if (delta > 0) this.requests.inc({ method, route: STATIC_ROUTE, status: "200" }, delta);
      this.staticSeen[method] = this.staticTally[method];
    }
  }
}
