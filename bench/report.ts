/**
 * What `npm run bench` prints and writes to bench/results.json: the figures, the ratios that the
 * throughput targets are stated in (comparable across machines and runs, unlike req/s), and the
 * idle memory of the embedded database, each marked against its target.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import type { AdminFigures } from "./admin.ts";
import type { IdleMemory } from "./idle-memory.ts";
import type { Figure, Load } from "./measure.ts";

export const TARGETS = {
  /** A contact-form post at least this fraction of a health check's rate, in the same run. */
  leadToHealth: 0.6,
  /** A refresh-token rotation at least this fraction of a health check's rate. */
  refreshToHealth: 0.5,
  /** Resident memory of an idle server on the embedded database, first start and restart. */
  idleRssMiB: 500,
} as const;

export interface ApiFigures {
  health: Figure;
  lead: Figure;
  refresh: Figure;
  signIn: Figure;
}

export interface Measured {
  figures: ApiFigures;
  ratios: { leadToHealth: number; refreshToHealth: number };
  /**
   * Seconds the server kept working after the contact-form load stopped (delivering the e-mails
   * the posts queued), and the posts per second counting that time too.
   */
  leadDrainSeconds?: number;
  sustainedLeadRps?: number;
  /** One agent's client list at bench/clients.ts's CLIENT_COUNT clients. */
  clients?: Figure[];
  /** The admin pipelines at bench/admin.ts's ADMIN_ROW_COUNT rows each. */
  admin?: AdminFigures;
}

export type DatabaseResult = Measured | { skipped: string };

export interface BenchResults {
  date: string;
  machine: { cpus: number; model: string | undefined; node: string };
  load: Load;
  pages: Figure[];
  nginxRatio: number | undefined;
  databases: { pglite?: DatabaseResult; postgres?: DatabaseResult };
  memory: IdleMemory | undefined;
  targets: typeof TARGETS;
}

export function newResults(load: Load): BenchResults {
  return {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), model: cpus()[0]?.model, node: process.version },
    load,
    pages: [],
    nginxRatio: undefined,
    databases: {},
    memory: undefined,
    targets: TARGETS,
  };
}

export function withRatios(figures: ApiFigures, leadDrainSeconds: number | undefined, loadSeconds: number): DatabaseResult {
  const ratio = (f: Figure) => Math.round((f.rps / Math.max(1, figures.health.rps)) * 100) / 100;
  const sustainedLeadRps =
    leadDrainSeconds === undefined ? undefined : Math.round((figures.lead.rps * loadSeconds) / (loadSeconds + leadDrainSeconds));
  return { figures, ratios: { leadToHealth: ratio(figures.lead), refreshToHealth: ratio(figures.refresh) }, leadDrainSeconds, sustainedLeadRps };
}

const mark = (ok: boolean) => (ok ? "✓ meets" : "✗ misses");

function figureLine(f: Figure, pad: number): string {
  const bytes = f.bytes ? `  ~${f.bytes} B/resp` : "";
  return `  ${f.name.padEnd(pad)}  ${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}${bytes}`;
}

export function printResults(r: BenchResults): void {
  const all = [
    ...r.pages,
    ...Object.values(r.databases).flatMap((d) =>
      d && "figures" in d ? [...Object.values(d.figures), ...(d.clients ?? []), ...(d.admin?.requests ?? []), ...(d.admin?.exports ?? [])] : [],
    ),
  ];
  const pad = Math.max(0, ...all.map((f) => f.name.length));
  console.log(`\nEach figure: ${r.load.connections} connections for ${r.load.seconds} s on loopback (${r.machine.cpus} cores shared with the load generator).`);
  if (r.pages.length) {
    console.log("\nPre-rendered page");
    for (const f of r.pages) console.log(figureLine(f, pad));
    console.log(
      r.nginxRatio === undefined
        ? "  nginx not installed (apt-get install nginx) — no comparison figure."
        : `  ratio ours/nginx: ${r.nginxRatio.toFixed(2)}`,
    );
  }
  const titles = { pglite: "PGlite (embedded, ./data)", postgres: "PostgreSQL (DATABASE_URL)" } as const;
  for (const key of ["pglite", "postgres"] as const) {
    const d = r.databases[key];
    if (!d) continue;
    console.log(`\n${titles[key]}`);
    if ("skipped" in d) {
      console.log(`  skipped: ${d.skipped}`);
      continue;
    }
    for (const f of [d.figures.health, d.figures.lead, d.figures.refresh, d.figures.signIn]) console.log(figureLine(f, pad));
    const { leadToHealth, refreshToHealth } = d.ratios;
    console.log(`  lead/health    ${leadToHealth.toFixed(2)}  (target ≥ ${TARGETS.leadToHealth})  ${mark(leadToHealth >= TARGETS.leadToHealth)}`);
    console.log(`  refresh/health ${refreshToHealth.toFixed(2)}  (target ≥ ${TARGETS.refreshToHealth})  ${mark(refreshToHealth >= TARGETS.refreshToHealth)}`);
    if (d.leadDrainSeconds !== undefined && d.sustainedLeadRps !== undefined) {
      console.log(
        `  after the contact-form load the server delivered its e-mails for another ${d.leadDrainSeconds.toFixed(1)} s: ` +
          `${d.sustainedLeadRps} posts/s counting that time (${(d.sustainedLeadRps / Math.max(1, d.figures.health.rps)).toFixed(2)} × health)`,
      );
    }
    for (const f of d.clients ?? []) console.log(`${figureLine(f, pad)}  (${(f.rps / Math.max(1, d.figures.health.rps)).toFixed(2)} × health)`);
    if (d.admin) printAdmin(d.admin, pad);
  }
  if (r.memory) {
    const m = r.memory;
    const line = (what: string, mib: number | undefined) =>
      mib === undefined
        ? `  ${what}: not measured (no /proc)`
        : `  ${what.padEnd(24)} ${String(mib).padStart(5)} MiB  (target ≤ ${TARGETS.idleRssMiB})  ${mark(mib <= TARGETS.idleRssMiB)}`;
    console.log(`\nIdle resident memory, PGlite (server process VmRSS ${m.idleSeconds} s after it answers)`);
    console.log(line("first start (fresh data)", m.firstStartMiB));
    console.log(line("restart", m.restartMiB));
  }
}

function printAdmin(a: AdminFigures, pad: number): void {
  console.log("  admin pages, one request at a time:");
  for (const f of a.requests) console.log(`${figureLine(f, pad)}  (target p50 ≤ ${f.targetMs} ms)  ${mark(f.p50 <= f.targetMs)}`);
  for (const e of a.exports) {
    const rss = e.rssBeforeMiB === undefined ? "" : `, server memory ${e.rssBeforeMiB} → ${e.rssAfterMiB} MiB`;
    console.log(`  ${e.name.padEnd(pad)}  ${e.rows.toLocaleString("en-US")} rows, ${e.mib.toFixed(1)} MiB in ${e.seconds.toFixed(1)} s${rss}`);
  }
}

export function writeResults(r: BenchResults, path: string): void {
  writeFileSync(path, `${JSON.stringify(r, null, 2)}\n`);
  console.log(`\nFigures written to ${path}`);
}
