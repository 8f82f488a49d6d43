/**
 * What `npm run bench` prints and writes to bench/results.json: every figure, each API figure also
 * as a ratio to /api/v1/health measured on the same server in the same run (ratios compare across
 * machines and runs; req/s alone does not), and every figure that has a target marked met or missed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import type { AdminFigures } from "./admin.ts";
import type { IdleMemory } from "./idle-memory.ts";
import type { Figure, Load } from "./measure.ts";
import type { Drain } from "./smtp-sink.ts";

export const TARGETS = {
  /** Our server's req/s over nginx's for the same bytes (page; health's body as a static file). */
  toNginx: 0.9,
  /** A contact-form post at least this fraction of a health check's rate, in the same run. */
  leadToHealth: 0.6,
  /** A refresh-token rotation at least this fraction of a health check's rate. */
  refreshToHealth: 0.5,
  /** From starting the process to the first 200, on an existing data directory or database. */
  startupSeconds: 3,
  /** Resident memory, idle and after the load run. */
  rssMiB: { pglite: 500, postgres: 150 },
} as const;

export type DatabaseKind = "pglite" | "postgres";

/** One API figure with its ratio to health on the same server in the same run. */
export interface ApiRow extends Figure {
  toHealth: number;
  /** A target on the ratio, where the issues set one. */
  target?: number;
}

export interface Measured {
  /** The server restarted on its filled database (5,000 clients, 200,000 pipeline rows): start-up and idle memory. */
  startupSeconds: number;
  idleRssMiB: number | undefined;
  /** After every load phase below, once the server is idle again. */
  afterLoadRssMiB: number | undefined;
  health: Figure;
  /** nginx serving a body our health check answered, as a static file, just after ours. */
  nginxHealth?: Figure;
  healthToNginx?: number;
  rows: ApiRow[];
  /** Seconds from the end of a load until the SMTP sink had every e-mail it queued. */
  drain: { leads: Drain & { sent: number }; clientEmails: Drain & { sent: number } };
  admin?: AdminFigures;
}

export type DatabaseResult = Measured | { skipped: string };

export interface LighthouseRow {
  path: string;
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  jsGzipBytes: number;
  pass: boolean;
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string | undefined; memoryGiB: number; node: string; postgres?: string };
  load: Load;
  page?: { ours: Figure; nginx?: Figure; ratio?: number };
  databases: Partial<Record<DatabaseKind, DatabaseResult>>;
  memory: IdleMemory | undefined;
  lighthouse?: LighthouseRow[] | { skipped: string };
  targets: typeof TARGETS;
}

export function newResults(load: Load): BenchResults {
  return {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpuModel(), memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    load,
    databases: {},
    memory: undefined,
    targets: TARGETS,
  };
}

/** /proc/cpuinfo's model name (os.cpus() can be less specific in a VM). */
function cpuModel(): string | undefined {
  try {
    return /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim();
  } catch {
    return cpus()[0]?.model;
  }
}

export function ratio(a: number, b: number): number {
  return Math.round((a / Math.max(1, b)) * 100) / 100;
}

export function apiRow(f: Figure, health: Figure, target?: number): ApiRow {
  return { ...f, toHealth: ratio(f.rps, health.rps), target };
}

const mark = (ok: boolean) => (ok ? "✓ met" : "✗ missed");
const verdict = (value: number, target: number, atLeast: boolean) => mark(atLeast ? value >= target : value <= target);

function line(f: Figure, pad: number, extra = ""): string {
  const bytes = f.bytes ? `  ~${f.bytes} B/resp` : "";
  return `  ${f.name.padEnd(pad)}  ${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  err ${String(f.errors).padStart(3)}${extra}${bytes}`;
}

function allFigures(r: BenchResults): { name: string }[] {
  const page = r.page ? [r.page.ours, ...(r.page.nginx ? [r.page.nginx] : [])] : [];
  const dbs = Object.values(r.databases).flatMap((d) =>
    d && "health" in d ? [d.health, ...(d.nginxHealth ? [d.nginxHealth] : []), ...d.rows, ...(d.admin?.requests ?? []), ...(d.admin?.exports ?? [])] : [],
  );
  return [...page, ...dbs];
}

export function printResults(r: BenchResults): void {
  const pad = Math.min(64, Math.max(0, ...allFigures(r).map((f) => f.name.length)));
  const m = r.machine;
  console.log(`\n${m.cpus} cores (${m.model ?? "?"}), ${m.memoryGiB} GiB, Node ${m.node}${m.postgres ? `, ${m.postgres}` : ""}; loopback, the load generator on the same cores.`);
  console.log(`Load: ${r.load.connections} connections for ${r.load.seconds} s per figure unless a line says otherwise.`);
  if (r.page) {
    console.log("\nPre-rendered page (gzip) beside nginx serving the same file (1 worker, access log off, gzip_static)");
    console.log(line(r.page.ours, pad));
    if (r.page.nginx && r.page.ratio !== undefined) {
      console.log(line(r.page.nginx, pad));
      console.log(`  ours / nginx ${r.page.ratio.toFixed(2)}  (target ≥ ${TARGETS.toNginx})  ${verdict(r.page.ratio, TARGETS.toNginx, true)}`);
    } else console.log("  nginx not installed (apt-get install nginx-light): no comparison figure.");
  }
  const titles = { pglite: "PGlite (embedded, DATA_DIR)", postgres: "PostgreSQL (DATABASE_URL)" } as const;
  for (const key of ["pglite", "postgres"] as const) {
    const d = r.databases[key];
    if (!d) continue;
    console.log(`\n${titles[key]}`);
    if ("skipped" in d) {
      console.log(`  skipped: ${d.skipped}`);
      continue;
    }
    printDatabase(d, key, pad);
  }
  if (r.memory) {
    const mem = r.memory;
    const memLine = (what: string, mib: number | undefined, s?: number) =>
      mib === undefined
        ? `  ${what}: not measured (no /proc)`
        : `  ${what.padEnd(26)} ${String(mib).padStart(5)} MiB  (target ≤ ${TARGETS.rssMiB.pglite})  ${verdict(mib, TARGETS.rssMiB.pglite, false)}` +
          (s === undefined ? "" : `   start-up to first 200 ${s.toFixed(2)} s`);
    console.log(`\nPGlite, empty database: idle resident memory (VmRSS ${mem.idleSeconds} s after the first 200)`);
    console.log(memLine("first start (fresh data)", mem.firstStartMiB, mem.firstStartSeconds));
    console.log(memLine("restart", mem.restartMiB, mem.restartSeconds));
  }
}

function printDatabase(d: Measured, key: DatabaseKind, pad: number): void {
  const rss = TARGETS.rssMiB[key];
  const memory = (what: string, mib: number | undefined) =>
    `  ${what.padEnd(pad)}  ${mib === undefined ? "not measured" : `${mib} MiB`}  (target ≤ ${rss})  ${mib === undefined ? "" : verdict(mib, rss, false)}`;
  console.log(
    `  ${"start-up to the first 200 (filled database)".padEnd(pad)}  ${d.startupSeconds.toFixed(2)} s  (target ≤ ${TARGETS.startupSeconds})  ${verdict(d.startupSeconds, TARGETS.startupSeconds, false)}`,
  );
  console.log(memory("resident memory, idle", d.idleRssMiB));
  console.log(line(d.health, pad));
  if (d.nginxHealth && d.healthToNginx !== undefined) {
    console.log(line(d.nginxHealth, pad));
    console.log(`  health ours / nginx ${d.healthToNginx.toFixed(2)}  (target ≥ ${TARGETS.toNginx})  ${verdict(d.healthToNginx, TARGETS.toNginx, true)}`);
  }
  for (const row of d.rows) {
    const target = row.target === undefined ? "" : `  (target ≥ ${row.target})  ${verdict(row.toHealth, row.target, true)}`;
    console.log(line(row, pad, `  ${row.toHealth.toFixed(2)} × health${target}`));
  }
  const drain = (what: string, x: Drain & { sent: number }) =>
    x.missing === 0
      ? `  ${what}: all ${x.sent} delivered to the SMTP sink ${x.seconds.toFixed(1)} s after the load stopped`
      : `  ${what}: ${x.sent - x.missing} of ${x.sent} delivered to the SMTP sink within ${x.seconds.toFixed(0)} s after the load stopped (${x.missing} still queued)`;
  console.log(drain("contact-form e-mails", d.drain.leads));
  console.log(drain("client e-mails", d.drain.clientEmails));
  if (d.admin) printAdmin(d.admin, pad);
  console.log(memory("resident memory, after the load run", d.afterLoadRssMiB));
}

function printAdmin(a: AdminFigures, pad: number): void {
  console.log("  admin pages at 100,000 rows, one request at a time (latency targets of issue 15):");
  for (const f of a.requests) console.log(line(f, pad, `  (target p50 ≤ ${f.targetMs} ms)  ${verdict(f.p50, f.targetMs, false)}`));
  for (const e of a.exports) {
    const mem = e.rssBeforeMiB === undefined ? "" : `, server memory ${e.rssBeforeMiB} → ${e.rssAfterMiB} MiB`;
    console.log(
      `  ${e.name.padEnd(pad)}  ${e.rows.toLocaleString("en-US")} rows, ${e.mib.toFixed(1)} MiB in ${e.seconds.toFixed(1)} s (${Math.round(e.rows / e.seconds).toLocaleString("en-US")} rows/s)${mem}`,
    );
  }
}

export function writeResults(r: BenchResults, path: string): void {
  writeFileSync(path, `${JSON.stringify(r, null, 2)}\n`);
  console.log(`\nFigures written to ${path}`);
}
