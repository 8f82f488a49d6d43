/**
 * `npm run bench`, on loopback with a fixed duration per figure. Needs a build (`npm run build`;
 * made first if missing). Every e-mail the benchmarked server sends goes over SMTP to a sink in
 * this process (bench/smtp-sink.ts), so sends are really delivered.
 *
 * 1. PGlite, empty: idle memory and start-up time after a first start on a fresh data directory
 *    and after a restart (bench/idle-memory.ts).
 * 2. The pre-rendered home page from our server and from nginx serving the same file (bench/nginx.ts),
 *    with the ratio.
 * 3. On PGlite, then on a fresh PostgreSQL database (BENCH_DATABASE_URL's server; skipped with a
 *    message when unreachable), one server each (bench/database-phase.ts): filled with an agent's
 *    5,000 clients and 100,000 leads and service requests, restarted (start-up time, idle memory),
 *    then health beside nginx serving its body, refreshes, sign-ins, the dashboard's reads, the
 *    client list, e-mails to clients, the admin pipelines and CSV exports, a document upload and
 *    download, contact-form posts (last: their e-mails take longest to deliver), and the memory
 *    after all of it.
 * 4. Lighthouse over every public page and the sign-in pages (bench/lighthouse.ts; LIGHTHOUSE=0 skips it).
 * 5. Lighthouse over the signed-in pages, signed in (bench/lighthouse-signed-in.ts; LIGHTHOUSE=0
 *    or BENCH_SKIP=signed-in skips it).
 *
 * Figures are printed and written to bench/results.json; targets are marked met or missed, and a
 * missed target never fails the run (only a crash of the bench does). BENCH_SECONDS (8) and
 * BENCH_CONNECTIONS (50) set the load; BENCH_SKIP=memory,page,pglite,postgres,public-pages,signed-in leaves parts out.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "#db/client.ts";
import { PGLITE_MAINTENANCE_FIRST_AFTER_MS } from "#db/pglite-maintenance.ts";
import { measureDatabase, type WithDatabase } from "./database-phase.ts";
import { measureIdleMemory } from "./idle-memory.ts";
import { measureGet, type Load } from "./measure.ts";
import { startNginx, type Nginx } from "./nginx.ts";
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from "./postgres-db.ts";
import { newResults, printResults, printSignedIn, ratio, writeResults, type BenchResults } from "./report.ts";
import { startServer, type ServerProcess } from "./server-process.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const LOAD: Load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
};
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").map((s) => s.trim()));
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
// Ports 4391–4394 are the bench's: our server, nginx, Lighthouse's server (bench/lighthouse.ts), the SMTP sink.
const OUR_PORT = 4391;
const NGINX_PORT = 4392;
const SMTP_PORT = 4394;
const BUILD = resolve("build/client");
const RESULTS = resolve("bench/results.json");
const PAGE = "/"; // the home page: the largest pre-rendered HTML

async function postgresVersion(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("show server_version");
    return `PostgreSQL ${rows[0]!.v.split(" ")[0]}`;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** nginx beside `server`, serving build/client and, at the same path, a body its health check answered. */
async function nginxBeside(server: ServerProcess, work: string): Promise<Nginx | undefined> {
  const res = await fetch(`${server.base}/api/v1/health`);
  const health = { body: await res.text(), contentType: res.headers.get("content-type") ?? "application/json" };
  return startNginx({ port: NGINX_PORT, work, root: BUILD, health });
}

async function measurePage(results: BenchResults, server: ServerProcess, nginx: Nginx | undefined): Promise<void> {
  // gzip on both sides: nginx's gzip_static serves the same pre-compressed .gz files we do.
  const gzip = { "accept-encoding": "gzip" };
  const ours = await measureGet(`pre-rendered page ${PAGE} (ours)`, `${server.base}${PAGE}`, LOAD, gzip);
  if (!nginx) {
    results.page = { ours };
    return;
  }
  const theirs = await measureGet(`pre-rendered page ${PAGE} (nginx)`, `${nginx.base}${PAGE}`, LOAD, gzip);
  results.page = { ours, nginx: theirs, ratio: ratio(ours.rps, theirs.rps) };
}

async function main(results: BenchResults): Promise<void> {
  if (!existsSync(join(BUILD, "index.html"))) {
    console.log("No build found; running `npm run build` first…");
    if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) throw new Error("the build failed");
  }
  results.machine.postgres = await postgresVersion(BENCH_DATABASE_URL);
  const work = mkdtempSync(join(tmpdir(), "hc-bench-"));
  const dataDir = join(work, "data");
  const sink = await startSmtpSink(SMTP_PORT);
  const env = { SMTP_URL: sink.url };
  let nginx: Nginx | undefined;
  try {
    if (!SKIP.has("memory")) {
      console.log("PGlite, empty: idle memory after a first start on a fresh data directory, then after a restart…");
      results.memory = await measureIdleMemory(OUR_PORT, dataDir, env);
    }
    if (!SKIP.has("pglite") || !SKIP.has("page")) {
      let server = await startServer({ port: OUR_PORT, dataDir, env });
      const withPglite: WithDatabase = async (work) => {
        // One process per PGlite data directory: the server stops while the bench writes.
        await server.stop();
        const database = await openDatabase({ dataDir: join(dataDir, "pglite") });
        try {
          await work(database);
        } finally {
          await database.close();
        }
        server = await startServer({ port: OUR_PORT, dataDir, env });
        // db/pglite-maintenance.ts analyzes a few seconds after start, as in service.
        await new Promise((r) => setTimeout(r, PGLITE_MAINTENANCE_FIRST_AFTER_MS + 500));
        return server;
      };
      try {
        nginx = await nginxBeside(server, work);
        if (!SKIP.has("page")) {
          console.log("The pre-rendered page, ours and nginx's…");
          await measurePage(results, server, nginx);
        }
        if (!SKIP.has("pglite")) results.databases.pglite = await measureDatabase({ server, kind: "pglite", load: LOAD, withDatabase: withPglite, nginx, sink });
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
        const pgEnv = { port: OUR_PORT, dataDir: join(work, "pg-data"), databaseUrl: database.url, env };
        let server = await startServer(pgEnv);
        try {
          nginx ??= await nginxBeside(server, work);
          const withPostgres: WithDatabase = async (work) => {
            const db = await openDatabase({ url: database.url, poolMax: 2 });
            try {
              await work(db);
              await db.db.execute(sql`analyze`);
            } finally {
              await db.close();
            }
            // Restarted like the embedded one, for its start-up time on an existing database.
            await server.stop();
            server = await startServer(pgEnv);
            return server;
          };
          results.databases.postgres = await measureDatabase({ server, kind: "postgres", load: LOAD, withDatabase: withPostgres, nginx, sink });
        } finally {
          await server.stop();
          await database.drop();
        }
      }
    }
  } finally {
    await nginx?.stop();
    await sink.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const results = newResults(LOAD);
await main(results);
printResults(results);
writeResults(results, RESULTS);
// Lighthouse 12 over every public page and the sign-in pages (bench/lighthouse.ts, which prints its
// own table with first-load JavaScript per page); its rows go into bench/results.json too.
if (process.env.LIGHTHOUSE === "0" || SKIP.has("public-pages")) {
  results.lighthouse = { skipped: process.env.LIGHTHOUSE === "0" ? "LIGHTHOUSE=0" : "BENCH_SKIP=public-pages" };
  console.log(`\nLighthouse over the public pages skipped (${results.lighthouse.skipped}).`);
} else {
  const pages = await (await import("./lighthouse.ts")).runLighthouse();
  results.lighthouse = pages.map(({ path, performance, tbtMs, lcpMs, cls, jsGzipBytes, pass }) => ({ path, performance, tbtMs, lcpMs, cls, jsGzipBytes, pass }));
}
writeResults(results, RESULTS);
// The signed-in half on a phone (issue 33), after the rest: it needs the bench's ports 4393–4394 free.
if (process.env.LIGHTHOUSE === "0" || SKIP.has("signed-in")) {
  results.signedInLighthouse = { skipped: process.env.LIGHTHOUSE === "0" ? "LIGHTHOUSE=0" : "BENCH_SKIP=signed-in" };
  console.log(`\nLighthouse over the signed-in pages skipped (${results.signedInLighthouse.skipped}).`);
} else {
  results.signedInLighthouse = await (await import("./lighthouse-signed-in.ts")).runSignedInLighthouse();
  printSignedIn(results.signedInLighthouse);
}
writeResults(results, RESULTS);
