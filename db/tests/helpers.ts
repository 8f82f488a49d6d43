/**
 * Small helpers for the database tests: reading rows from `db.execute`, recognising the
 * PostgreSQL error a statement failed with (the same on PGlite and node-postgres: Drizzle wraps
 * it as `cause`), and creating the users most fixtures need.
 */
import { expect } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type AppDb } from "../client.ts";

/** SQLSTATE codes the tests expect. */
export const PG = {
  notNull: "23502",
  foreignKey: "23503",
  unique: "23505",
  check: "23514",
  invalidEnumOrText: "22P02",
  invalidDatetime: "22007",
} as const;

export interface DbErrorInfo {
  code: string;
  constraint?: string;
  message: string;
}

/** The PostgreSQL error somewhere in an error's cause chain, if any. */
export function dbError(err: unknown): DbErrorInfo | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        constraint: typeof constraint === "string" ? constraint : undefined,
        message: String(message),
      };
    }
  }
  return undefined;
}

/** Runs a statement that must fail with the given SQLSTATE (and constraint, when given). */
export async function expectRejected(
  run: () => Promise<unknown>,
  expected: { code: string; constraint?: string },
): Promise<DbErrorInfo> {
  let caught: unknown;
  try {
    await run();
  } catch (err) {
    caught = err;
  }
  expect(caught, "the statement should have been rejected").toBeDefined();
  const info = dbError(caught);
  expect(info, `not a database error: ${String(caught)}`).toBeDefined();
  expect(info!.code).toBe(expected.code);
  if (expected.constraint) expect(info!.constraint).toBe(expected.constraint);
  return info!;
}

/** Rows of a raw query, typed by the caller. */
export const query = <T = Record<string, unknown>>(db: AppDb, statement: SQL): Promise<T[]> => queryRows<T>(db, statement);

export async function count(db: AppDb, table: string): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

let userCounter = 0;

/** An auth user with a profile; returns its id. */
export async function createUser(
  db: AppDb,
  opts: { email?: string; role?: "admin" | "user"; type?: "agent" | "lender" | null } = {},
): Promise<string> {
  userCounter += 1;
  const email = opts.email ?? `user${userCounter}.${Date.now()}@example.com`;
  const [user] = await query<{ id: string }>(
    db,
    sql`insert into auth_users (email, encrypted_password, email_confirmed_at)
        values (${email}, 'argon2id-hash', now()) returning id`,
  );
  await db.execute(
    sql`insert into profiles (id, email, role, type)
        values (${user!.id}, ${email}, ${opts.role ?? "user"}, ${opts.type ?? null})`,
  );
  return user!.id;
}
