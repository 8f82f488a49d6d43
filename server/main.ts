/**
 * Start-up: configuration → encryption keyring → database → migrations → seed → mail worker, closing notifier, request digest, file-store sweeper and retention run → HTTP. Stops cleanly on
 * SIGTERM/SIGINT: no new connections, in-flight requests finish, the worker finishes its message,
 * then the database closes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Server } from "node:http";
import { openDatabase, type Database } from "#db/client.ts";
import { MigrationError, runMigrations } from "#db/migrate.ts";
import { startPgliteMaintenance } from "#db/pglite-maintenance.ts";
import { seedReferenceData } from "#db/seed.ts";
import { createApp } from "./app.ts";
import { notifierPollMs, startClosingNotifier, type ClosingNotifier } from "./closing/notifier.ts";
import { DIGEST_POLL_MS, startRequestDigest, type RequestDigestWorker } from "./closing/request-digest.ts";
import { DatabaseOutage } from "./http/database-outage.ts";
import type { Config } from "./env.ts";
// The entry points' shared handling of configuration errors (exit 78).
import { configOrExit, exitOnConfigError } from "./cli/entry-point.ts";
import { bodyPaceOf } from "./http/body-pace.ts";
import { createHttpServer } from "./http/http-server.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createTransport } from "./messaging/create-transport.ts";
import { OutboxWorker } from "./messaging/outbox-worker.ts";
import { createServices } from "./services.ts";
import { keyringFor } from "./crypto/app-keyring.ts";
import { KeyringError } from "./crypto/crypto-errors.ts";
import type { LiveHub } from "./live/live-hub.ts";
import { liveHubFor } from "./live/live-hub-for.ts";
import { createFileStore } from "./storage/create-file-store.ts";
import { startOrphanSweeper, type OrphanSweeper } from "./storage/orphan-sweeper.ts";
import { startExistingDocumentsPass } from "./api/documents/encrypt-existing-documents.ts";
// Retention (issue 33): the daily disposal of customer information.
import { startRetentionWorker, type RetentionWorker } from "./retention/retention-run.ts";
import { originOf } from "./static/content-security-policy.ts";
import { WebBuild } from "./static/web-build.ts";
// Metrics and readiness (issue 33).
import { createAppMetrics } from "./metrics/app-metrics.ts";
import { startMetricsListener } from "./metrics/metrics-listener.ts";
import { startBackups, type Backups } from "./backup/start-backups.ts";
import { freeLeasesOfDeadProcesses } from "./jobs/job-lease.ts";
import { startIdleCollector } from "./idle-gc.ts";

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config);
  const say = (msg: string) => process.stdout.write(`${msg}\n`);
  // Before the database: a missing or unreadable key stops the start with a message, nothing half-done.
  const keyring = exitOnConfigError(() => keyringFor(config, say), KeyringError);

  const database = await openDb(config, say);
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    // This process holds the embedded database's lock: a scheduled job's lease on it is a killed process's (server/jobs/job-lease.ts).
    if (database.kind === "pglite") await freeLeasesOfDeadProcesses(database.db);
  } catch (err) {
    const message = err instanceof MigrationError ? err.message : `Database set-up failed: ${(err as Error).message}`;
    logger.fatal({ err }, message);
    process.stderr.write(`\n${message}\n`);
    await database.close().catch(() => {});
    process.exit(1);
  }

  const web = WebBuild.load(config.webBuildDir, { extraOrigins: originOf(config.CHAT_WIDGET_SRC) });
  if (!web) logger.warn({ dir: config.webBuildDir }, "web app not built: pages answer 503 until `npm run build`");

  // One watcher for the HTTP side and the mail worker, so an outage is logged once, not by each.
  const outage = new DatabaseOutage({ logger, ping: () => database.ping() });
  const worker = new OutboxWorker({
    db: database.db,
    transport: createTransport(config, logger),
    logger,
    pollMs: config.OUTBOX_POLL_MS,
    onDatabaseUnavailable: (err) => outage.report(err),
  });
  worker.start();
  // Milestone notices (issue 16): queued through the same outbox, so it shares the outage watcher.
  const notifier = startClosingNotifier(createServices({ db: database.db, config, logger, kickOutbox: () => worker.kick(), keyring }), {
    intervalMs: notifierPollMs(config),
    onDatabaseUnavailable: (err) => outage.report(err),
  });
  // The daily reminder of each person's requests (issue 30), through the same outbox and outage watcher.
  const digest = startRequestDigest(createServices({ db: database.db, config, logger, kickOutbox: () => worker.kick(), keyring }), {
    intervalMs: DIGEST_POLL_MS,
    onDatabaseUnavailable: (err) => outage.report(err),
  });
  // What uploads cut short by a crash left in the file store, at start and hourly (server/storage/orphan-sweeper.ts).
  const store = createFileStore(config);
  const sweeper = startOrphanSweeper(database.db, store, { logger, onDatabaseUnavailable: (err) => outage.report(err) });
  // Documents stored before encryption at rest, sealed in the background; resumed at every start (server/api/documents/encrypt-existing-documents.ts).
  const sealing = startExistingDocumentsPass(database.db, keyring, store, logger);
  // Retention (issue 33): what the policy makes due, disposed of once per Iowa day across instances (server/retention/retention-run.ts).
  const retention = startRetentionWorker({ db: database.db, store, logger, onDatabaseUnavailable: (err) => outage.report(err) });
  // PGlite has no autovacuum: db/pglite-maintenance.ts gives it the statistics and vacuuming.
  const stopMaintenance = startPgliteMaintenance(database, (err) => logger.warn({ err }, "embedded database maintenance failed"));
  // Backups (issue 33, server/backup/): the schedule, and on PGlite the socket `npm run backup` asks.
  const backups = await startBackups({ config, database, store, logger });

  // Live updates (issue 31): one listening connection for every stream of this instance.
  const live = liveHubFor(database, logger, config.DATABASE_URL);
  // Metrics (issue 33): one registry for the app, the static answers it never sees, and METRICS_LISTEN's listener.
  const metrics = createAppMetrics(config, database);
  const metricsServer = metrics && startMetricsListener(metrics, config, logger);
  metricsServer?.once("error", (err) => {
    process.stderr.write(`Could not listen on METRICS_LISTEN: ${err.message}\n`);
    process.exit(1);
  });
  const app = createApp({ config, database, logger, web, kickOutbox: () => worker.kick(), outage, store, live, keyring, metrics, mailWorker: worker });
  const server = createHttpServer(
    app,
    { port: config.PORT, hostname: config.HOST },
    { static: web && { web, logger, tally: metrics?.requests.staticTally }, bodyPace: bodyPaceOf(config), logger },
  );
  server.once("close", () => metricsServer?.close());
  server.once("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    say(`Heartland Closing is running at http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`);
  });
  server.once("error", async (err) => {
    logger.fatal({ err }, "HTTP server failed");
    process.stderr.write(`Could not listen on ${config.HOST}:${config.PORT}: ${err.message}\n`);
    await notifier.stop().catch(() => {});
    await digest.stop().catch(() => {});
    await worker.stop().catch(() => {});
    await sweeper.stop().catch(() => {});
    await sealing.stop().catch(() => {});
    await retention.stop().catch(() => {});
    await backups.stop().catch(() => {});
    await live.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  });

  // Issue 33 (speed): the heap a burst of requests left behind is collected once the server goes quiet (server/idle-gc.ts).
  startIdleCollector({ logger });

  installShutdown({ server, worker, notifier, digest, sweeper, sealing, retention, backups, outage, live, database, logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, stopMaintenance });
}

async function openDb(config: Config, say: (msg: string) => void): Promise<Database> {
  if (config.DATABASE_URL) {
    say("Connecting to PostgreSQL (DATABASE_URL)…");
    return openDatabase({ url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX });
  }
  const dir = join(config.dataDir, "pglite");
  if (!existsSync(join(dir, "PG_VERSION"))) {
    say(`First start: creating the embedded database in ${dir} (this takes a few seconds)…`);
  }
  return openDatabase({ dataDir: dir });
}

function installShutdown(deps: {
  server: Server;
  worker: OutboxWorker;
  notifier: ClosingNotifier;
  digest: RequestDigestWorker;
  sweeper: OrphanSweeper;
  sealing: { stop(): Promise<void> };
  retention: RetentionWorker;
  backups: Backups;
  outage: DatabaseOutage;
  live: LiveHub;
  database: Database;
  logger: Logger;
  timeoutMs: number;
  stopMaintenance: () => void;
}): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const { server, worker, notifier, digest, sweeper, sealing, retention, backups, outage, live, database, logger, timeoutMs, stopMaintenance } = deps;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, timeoutMs);
    force.unref();
    // Stop accepting; idle keep-alive sockets are closed now, busy ones after their response.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Live streams never finish by themselves: ending them lets their connections close (the browsers reconnect elsewhere).
    await live.close();
    await closed;
    // The notifier first: what it queues in its last pass is then in the outbox for the next start.
    await notifier.stop();
    await digest.stop();
    await worker.stop();
    await sweeper.stop();
    await sealing.stop();
    await retention.stop();
    await backups.stop(); // a backup that is being written finishes (or the timeout above ends it, leaving only a .partial file)
    outage.stop();
    stopMaintenance();
    await database.close();
    clearTimeout(force);
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
