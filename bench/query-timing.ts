/**
 * What the query benchmarks (bench/needs-attention.ts, bench/inbox.ts) share: timing one query a
 * number of rounds after a warm-up, printing each figure against its target, and running the
 * measurement on PGlite and then on a fresh PostgreSQL database (BENCH_DATABASE_URL's server,
 * skipped with a message when unreachable). BENCH_SKIP=pglite,postgres leaves a database out.
 */
import { openDatabase, type Database } from "#db/client.ts";
import { createBenchDatabase, DEFAULT_BENCH_DATABASE_URL } from "./postgres-db.ts";

export interface Timing {
  median: number;
  p95: number;
}

/** Median and 95th percentile of `rounds` runs, after 5 untimed ones (plans and caches warm). */
export async function time(rounds: number, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 5; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.floor(ms.length * 0.95)]! };
}

/** One line per figure, its p95 against its target; `width` aligns the names. */
export function printFigures(figures: Record<string, Timing & { target: number }>, width: number): void {
  for (const [what, f] of Object.entries(figures)) {
    console.log(`  ${what.padEnd(width)} median ${f.median.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms (target ≤ ${f.target} ms: ${f.p95 <= f.target ? "met" : "MISSED"})`);
  }
}

/** Runs `measure` on an in-memory PGlite, then on a fresh PostgreSQL database dropped after. */
export async function onEachDatabase(measure: (label: string, database: Database) => Promise<void>): Promise<void> {
  const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").map((s) => s.trim()));
  if (!skip.has("pglite")) {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      await measure("PGlite (in memory)", database);
    } finally {
      await database.close();
    }
  }
  if (!skip.has("postgres")) {
    const made = await createBenchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
    if ("skipped" in made) console.log(`\nPostgreSQL skipped: ${made.skipped}`);
    else {
      const database = await openDatabase({ url: made.url });
      try {
        await measure("PostgreSQL", database);
      } finally {
        await database.close();
        await made.drop();
      }
    }
  }
}
