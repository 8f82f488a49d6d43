/**
 * One Prometheus registry per app instance (never prom-client's global one: tests build many apps
 * in one process, and each must count only its own requests). Made only when the operator asked
 * for metrics (METRICS_TOKEN or METRICS_LISTEN): otherwise the app has no metrics middleware and
 * nothing is collected.
 */
import { collectDefaultMetrics, Registry } from "prom-client";
import type { Database } from "#db/client.ts";
import type { Config } from "../env.ts";
import { DatabaseMetrics } from "./database-metrics.ts";
import { watchEventLoopDelay } from "./event-loop-delay.ts";
import { metricsEnabled } from "./metrics-access.ts";
import { RequestMetrics } from "./request-metrics.ts";

export class AppMetrics {
  readonly registry = new Registry();
  readonly requests: RequestMetrics;
  private readonly database: DatabaseMetrics;

  constructor(config: Pick<Config, "CLOSING_NOTIFY_BATCH_SECONDS">, database: Database) {
    this.requests = new RequestMetrics(this.registry);
    this.database = new DatabaseMetrics(this.registry, database, config.CLOSING_NOTIFY_BATCH_SECONDS);
    // The process's own figures under their usual names (process_*, nodejs_*), so the common
    // Node.js dashboards read them: CPU, resident memory, heap, handles and garbage collection.
    collectDefaultMetrics({ register: this.registry });
    // Its event-loop figures miss a blocked loop on Node 20: ours replace them (event-loop-delay.ts).
    for (const name of this.registry.getMetricsAsArray().map((m) => m.name)) {
      if (name.startsWith("nodejs_eventloop_lag")) this.registry.removeSingleMetric(name);
    }
    watchEventLoopDelay(this.registry);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text of one scrape. Never rejects for the database's sake (database-metrics.ts). */
  async render(): Promise<string> {
    this.requests.collectStatic();
    await this.database.refresh();
    return this.registry.metrics();
  }
}

/** The app's metrics, or undefined when neither METRICS_TOKEN nor METRICS_LISTEN is set. */
export function createAppMetrics(config: Config, database: Database): AppMetrics | undefined {
  return metricsEnabled(config) ? new AppMetrics(config, database) : undefined;
}
