/**
 * The PostgreSQL server the database tests share (CI starts one on 127.0.0.1:5432). Fault tests
 * create a scratch database of their own on it and drop it afterwards.
 */
import pg from "pg";
import { withDatabase } from "./pg-url.ts";

export const SHARED_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether the shared server answers (checked once, quickly). */
export async function sharedPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SHARED_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database with a unique name; the server migrates it on start. */
export async function createScratchDatabase(prefix = "hc_fault"): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: SHARED_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(SHARED_POSTGRES_URL, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: SHARED_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}
