import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { lockDataDir } from "./pglite-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  kind: "pglite" | "postgres";
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present for PostgreSQL: a dedicated connection, for work that needs one session (locks). */
  pool?: pg.Pool;
  /** Present for PGlite. */
  pglite?: PGlite;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  /** An existing PGlite instance (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10);
  if (opts.pglite) return openPglite(opts.pglite);
  const dataDir = opts.dataDir ?? "memory://";
  if (dataDir.includes("://")) return openPglite(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }));
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    if (!existsSync(join(dataDir, "PG_VERSION"))) await initialiseInChild(dataDir);
    return openPglite(await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS }), unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * PGlite's defaults with 32 MiB of shared buffers instead of 128: they live in WebAssembly memory
 * that is touched at start and never returned, so they set most of the idle footprint (~450 MiB
 * with 128, ~350 with 32). This database is small; pages that do not fit are read back from
 * the operating system's file cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

// Beside this module: the TypeScript source under tsx (tests, `npm run dev`), or its own bundle
// beside build/server/main.mjs (`npm start`, scripts/lib/server-bundle.mjs).
const COMPILED = import.meta.url.endsWith(".mjs");
const INIT_SCRIPT = fileURLToPath(new URL(COMPILED ? "./pglite-init.mjs" : "./pglite-init.ts", import.meta.url));

/** Runs initdb for `dataDir` in a child process (db/pglite-init.ts says why). */
async function initialiseInChild(dataDir: string): Promise<void> {
  const args = COMPILED ? [INIT_SCRIPT, dataDir] : ["--import", "tsx", INIT_SCRIPT, dataDir];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dataDir}: ${stderr.trim() || `exit code ${code}`}`);
}

function openPglite(client: PGlite, unlock: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    db,
    kind: "pglite",
    pglite: client,
    async ping() {
      if (client.closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // drops it and opens a new one on the next query, which is how /health recovers by itself.
  pool.on("error", () => {});
  // A client in use (a transaction between two statements) that loses its connection emits
  // 'error' while the pool is not listening to it; unheard, that ends the process. Its statements
  // fail instead, the caller sees a database error (503), and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: "postgres",
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Rows of a raw `db.execute(sql...)`, whichever driver ran it (both return `{ rows }`). */
export async function queryRows<T>(db: Pick<AppDb, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
