/**
 * A fresh PostgreSQL database for one bench run, on the server of BENCH_DATABASE_URL (default:
 * the local test server), dropped afterwards. The server migrates and seeds it when it starts.
 */
import pg from "pg";

export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates the database, or says why it could not (an unreachable server is not an error). */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase | { skipped: string }> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (err) {
    return { skipped: `PostgreSQL at ${redact(serverUrl)} is not reachable (${(err as Error).message})` };
  }
  const name = `hc_bench_${process.pid}_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}
