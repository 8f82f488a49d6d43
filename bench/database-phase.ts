/**
 * Everything `npm run bench` measures on one database, on one server process: the database is
 * filled first (an agent's 5,000 clients through the API, 100,000 leads and service requests
 * written straight in), the server restarted on it (start-up time, idle memory), then each load
 * phase in turn with the server left to go idle between them (work a phase started, such as
 * e-mails to deliver, is not charged to the next), and the memory after all of them.
 */
import type { Database } from "#db/client.ts";
import { measureAdmin, measureAdminUnderLoad, seedPipeline, signUpBenchAdmin, ADMIN_ROW_COUNT } from "./admin.ts";
import { measureRefresh, measureSignIn } from "./auth.ts";
import { CLIENT_COUNT, fillClients, measureClients } from "./clients.ts";
import { measureDocuments } from "./documents.ts";
import { idleRss } from "./idle-memory.ts";
import { EMAILS_PER_LEAD, measureLeads } from "./leads.ts";
import { measureGet, type Figure, type Load } from "./measure.ts";
import type { Nginx } from "./nginx.ts";
import { measureClientEmail, measureDashboard } from "./portal.ts";
import { apiRow, ratio, TARGETS, type DatabaseKind, type Measured } from "./report.ts";
import { waitForIdle, type ServerProcess } from "./server-process.ts";
import type { SmtpSink } from "./smtp-sink.ts";

/**
 * Runs `work` on the server's database, brings the planner's statistics up to date as the
 * database would in service, and returns the restarted server to measure.
 */
export type WithDatabase = (work: (database: Database) => Promise<void>) => Promise<ServerProcess>;

export async function measureDatabase(opts: {
  server: ServerProcess;
  kind: DatabaseKind;
  load: Load;
  withDatabase: WithDatabase;
  nginx: Nginx | undefined;
  sink: SmtpSink;
}): Promise<Measured> {
  const { kind, load, nginx, sink } = opts;
  const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
  const rows = ADMIN_ROW_COUNT.toLocaleString("en-US");
  console.log(`${label}: filling an agent's ${CLIENT_COUNT.toLocaleString("en-US")} clients and ${rows} leads and service requests…`);
  const book = await fillClients(opts.server.base, sink);
  const admin = await signUpBenchAdmin(opts.server.base);
  const server = await opts.withDatabase((database) => seedPipeline(database, admin.email));
  const { base } = server;
  const pid = server.child.pid;
  const idleRssMiB = await idleRss(pid);
  const idle = () => waitForIdle(pid);

  console.log(`${label}: health beside nginx, refreshes, sign-ins…`);
  await idle();
  const health = await measureGet("GET /api/v1/health (database ping)", `${base}/api/v1/health`, load);
  const nginxHealth = nginx ? await measureGet("GET /api/v1/health's body as a file (nginx)", `${nginx.base}/api/v1/health`, load) : undefined;
  await idle();
  const refresh = await measureRefresh(base, load);
  await idle();
  // argon2id costs ~40 ms of a core per sign-in: 8 connections already keep both cores busy.
  const signIn = await measureSignIn(base, { ...load, connections: Math.min(load.connections, 8) });

  console.log(`${label}: the dashboard, the client list, e-mails to clients…`);
  await idle();
  const dashboard = await measureDashboard(base, load, book);
  await idle();
  const clients = await measureClients(base, load, book);
  await idle();
  const beforeSends = sink.received();
  const sends = await measureClientEmail(base, load, book);
  const sendDrain = { ...(await sink.drained(beforeSends + sends.ok)), sent: sends.ok };

  console.log(`${label}: the admin pipelines at ${rows} rows, CSV exports, a document upload and download…`);
  await idle();
  const adminFigures = await measureAdmin(base, admin.accessToken, pid, Math.max(2, Math.round(load.seconds / 2)));
  await idle();
  const adminLoaded = await measureAdminUnderLoad(base, admin.accessToken, load);
  await idle();
  const documents = await measureDocuments(base, load, admin.accessToken, book);

  // Last: each post queues two e-mails, and delivering them can outlast any pause between
  // phases; placed earlier, the delivery went on under the phases after it.
  console.log(`${label}: contact-form posts…`);
  await idle();
  const before = sink.received();
  const leads = await measureLeads(base, load);
  const leadDrain = { ...(await sink.drained(before + leads.ok * EMAILS_PER_LEAD)), sent: leads.ok * EMAILS_PER_LEAD };
  await idle();
  // Read as the idle figure is, IDLE_SECONDS after the server went quiet (server/idle-gc.ts
  // collects the heap the load left within its first seconds of quiet).
  const afterLoadRssMiB = await idleRss(pid);

  const row = (f: Figure, target?: number) => apiRow(f, health, target);
  return {
    startupSeconds: server.startupSeconds,
    idleRssMiB,
    afterLoadRssMiB,
    health,
    nginxHealth,
    healthToNginx: nginxHealth ? ratio(health.rps, nginxHealth.rps) : undefined,
    rows: [
      row(leads.figure, TARGETS.leadToHealth),
      row(refresh, TARGETS.refreshToHealth),
      row(signIn),
      ...dashboard.map((f) => row(f)),
      ...clients.map((f) => row(f)),
      row(sends.figure),
      ...adminLoaded.map((f) => row(f)),
      ...documents.map((f) => row(f)),
    ],
    drain: { leads: leadDrain, clientEmails: sendDrain },
    admin: adminFigures,
  };
}
