/**
 * `npm run bench`, on loopback with a fixed duration per figure. Needs a build (`npm run build`;
 * made first if missing).
 *
 * 1. Idle memory of the server on the embedded database (PGlite): after a first start on a fresh
 *    data directory and after a restart (bench/idle-memory.ts).
 * 2. A pre-rendered page from our server, and from nginx when it is installed, with the ratio.
 * 3. On PGlite, then on a fresh PostgreSQL database (BENCH_DATABASE_URL's server; skipped with a
 *    message when unreachable): /api/v1/health, refresh-token rotations, contact-form posts and
 *    password sign-ins, with the ratios lead/health and refresh/health against their targets, and
 *    how long the e-mails the posts queued took to go out after the load stopped; then one agent's
 *    client list at 5,000 clients: the first page, a page deep in it and a search (bench/clients.ts);
 *    then the admin pipelines at 100,000 leads and 100,000 service requests: pages, filters, sorts,
 *    searches one request at a time against their targets, and CSV exports of every row (bench/admin.ts).
 * 4. Lighthouse over every public page (bench/lighthouse.ts; LIGHTHOUSE=0 skips it).
 *
 * Figures are printed and written to bench/results.json. BENCH_SECONDS and BENCH_CONNECTIONS set
 * the load; BENCH_SKIP=memory,page,pglite,postgres,signin,clients,admin leaves parts out.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measureRefresh, measureSignIn } from "./auth.ts";
import { measureIdleMemory } from "./idle-memory.ts";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client.ts";
import { ADMIN_ROW_COUNT, measureAdmin, seedPipeline, signUpBenchAdmin } from "./admin.ts";
import { CLIENT_COUNT, fillClients, measureClients } from "./clients.ts";
import { measureLeads } from "./leads.ts";
import { PGLITE_MAINTENANCE_FIRST_AFTER_MS } from "../db/pglite-maintenance.ts";
import { measureGet, type Figure, type Load } from "./measure.ts";
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from "./postgres-db.ts";
import { newResults, printResults, withRatios, writeResults, type ApiFigures, type DatabaseResult } from "./report.ts";
import { startServer, waitFor, waitForIdle, type ServerProcess } from "./server-process.ts";

const LOAD: Load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
};
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((s) => s.trim()));
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const OUR_PORT = 4391;
const NGINX_PORT = 4392;
const BUILD = resolve("build/client");
const RESULTS = resolve("bench/results.json");
const PAGE = "/"; // the home page: the largest pre-rendered HTML

function startNginx(dir: string): ChildProcess | undefined {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (!nginx) return undefined;
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip_static on;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${BUILD}; location / { try_files $uri $uri/index.html =404; } }
}`,
  );
  return spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
}

/** The pre-rendered page from our server and from nginx; the ratio when both ran. */
async function measurePages(base: string, work: string): Promise<{ pages: Figure[]; nginxRatio?: number }> {
  // gzip on both sides: nginx's gzip_static serves the same pre-compressed .gz files we do.
  const gzip = { "accept-encoding": "gzip" };
  const ours = await measureGet(`pre-rendered page ${PAGE} (ours, gzip)`, `${base}${PAGE}`, LOAD, gzip);
  const nginx = startNginx(work);
  if (!nginx) return { pages: [ours] };
  try {
    await waitFor(`http://127.0.0.1:${NGINX_PORT}${PAGE}`, nginx);
    const theirs = await measureGet(`pre-rendered page ${PAGE} (nginx, gzip)`, `http://127.0.0.1:${NGINX_PORT}${PAGE}`, LOAD, gzip);
    return { pages: [ours, theirs], nginxRatio: ours.rps / theirs.rps };
  } finally {
    nginx.kill("SIGTERM");
  }
}

/**
 * Health first, then the two figures compared with it, one after the other on the same server.
 * Between phases the server is left to finish what a phase started (the contact form's e-mails
 * are delivered after the answer), so no phase pays for another's work; how long the e-mails
 * took to drain after the contact-form phase is reported with it. The client list is filled,
 * then `withDatabase` brings the planner's statistics up to date the way the database would in
 * service, and gives back the server to measure (a restarted one on PGlite); the admin phase
 * writes its 100,000-row pipelines through the same hook.
 */
async function measureApi(server: ServerProcess, label: string, withDatabase: WithDatabase): Promise<DatabaseResult> {
  const { base } = server;
  const pid = server.child.pid;
  console.log(`${label}: health, refreshes, contact-form posts${SKIP.has("signin") ? "" : ", sign-ins"}…`);
  const health = await measureGet("GET /api/v1/health (database ping)", `${base}/api/v1/health`, LOAD);
  await waitForIdle(pid);
  const refresh = await measureRefresh(base, LOAD);
  await waitForIdle(pid);
  const lead = await measureLeads(base, LOAD);
  const drain = await waitForIdle(pid);
  const signIn = SKIP.has("signin")
    ? { name: "POST /auth/v1/token password (skipped)", rps: 0, p50: 0, p99: 0, bytes: 0, errors: 0 }
    : await measureSignIn(base, { ...LOAD, connections: Math.min(LOAD.connections, 8) });
  const figures: ApiFigures = { health, lead, refresh, signIn };
  const result = withRatios(figures, drain, LOAD.seconds);
  if (!SKIP.has("clients") && "figures" in result) {
    await waitForIdle(pid);
    console.log(`${label}: an agent's client list at ${CLIENT_COUNT.toLocaleString("en-US")} clients…`);
    const book = await fillClients(base);
    server = await withDatabase(async () => {});
    await waitForIdle(server.child.pid);
    result.clients = await measureClients(server.base, LOAD, book);
  }
  if (!SKIP.has("admin") && "figures" in result) {
    console.log(`${label}: the admin pipelines at ${ADMIN_ROW_COUNT.toLocaleString("en-US")} leads and service requests…`);
    const admin = await signUpBenchAdmin(server.base);
    server = await withDatabase((database) => seedPipeline(database, admin.email));
    await waitForIdle(server.child.pid);
    result.admin = await measureAdmin(server.base, admin.accessToken, server.child.pid, Math.max(2, Math.round(LOAD.seconds / 2)));
  }
  return result;
}

/**
 * Runs `work` on the server's database, brings the planner's statistics up to date and returns
 * the server to measure. PGlite allows one process per data directory, so there the server is
 * stopped, the work done, and a new server started (db/pglite-maintenance.ts analyzes a few
 * seconds after start); PostgreSQL is written to beside the running server and analyzed.
 */
type WithDatabase = (work: (database: Database) => Promise<void>) => Promise<ServerProcess>;

async function main(): Promise<void> {
  if (!existsSync(join(BUILD, "index.html"))) {
    console.log("No build found; running `npm run build` first…");
    if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
  }
  const results = newResults(LOAD);
  const work = mkdtempSync(join(tmpdir(), "hc-bench-"));
  const dataDir = join(work, "data");
  try {
    if (!SKIP.has("memory")) {
      console.log("Idle memory: first start on a fresh embedded database, then a restart…");
      results.memory = await measureIdleMemory(OUR_PORT, dataDir);
    }
    if (!SKIP.has("pglite") || !SKIP.has("page")) {
      let server = await startServer({ port: OUR_PORT, dataDir });
      const withPglite: WithDatabase = async (work) => {
        await server.stop();
        const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
        try {
          await work(database);
        } finally {
          await database.close();
        }
        server = await startServer({ port: OUR_PORT, dataDir });
        await new Promise((r) => setTimeout(r, PGLITE_MAINTENANCE_FIRST_AFTER_MS + 500));
        return server;
      };
      try {
        if (!SKIP.has("page")) {
          const { pages, nginxRatio } = await measurePages(server.base, work);
          results.pages = pages;
          results.nginxRatio = nginxRatio;
        }
        if (!SKIP.has("pglite")) results.databases.pglite = await measureApi(server, "PGlite", withPglite);
      } finally {
        await server.stop();
      }
    }
    if (!SKIP.has("postgres")) {
      const database = await createBenchDatabase(BENCH_DATABASE_URL);
      if ("skipped" in database) {
        console.log(`PostgreSQL skipped: ${database.skipped}`);
        results.databases.postgres = database;
      } else {
        try {
          const server = await startServer({ port: OUR_PORT, dataDir: join(work, "pg-data"), databaseUrl: database.url });
          try {
            const withPostgres: WithDatabase = async (work) => {
              const db = await openDatabase({ url: database.url, poolMax: 2 });
              try {
                await work(db);
                await db.db.execute(sql`analyze`);
              } finally {
                await db.close();
              }
              return server;
            };
            results.databases.postgres = await measureApi(server, "PostgreSQL", withPostgres);
          } finally {
            await server.stop();
          }
        } finally {
          await database.drop();
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  printResults(results);
  writeResults(results, RESULTS);
}

await main();
// Lighthouse 12 over every public page (bench/lighthouse.ts); LIGHTHOUSE=0 skips it.
if (process.env.LIGHTHOUSE !== "0") await (await import("./lighthouse.ts")).runLighthouse();
