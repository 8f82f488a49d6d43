/**
 * kill -9 while clients post leads: every lead a client got a 201 for is stored, with both of its
 * e-mails queued, and the database opens again afterwards. On PGlite this is about the embedded
 * database's files and lock surviving a crash; on PostgreSQL, about never answering 201 before
 * the commit.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase, queryRows } from "#db/client.ts";
import { missingRequirement } from "../support/missing-requirement.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { createScratchDatabase, sharedPostgresReachable, SHARED_POSTGRES_URL } from "../support/shared-postgres.ts";

const CLIENTS = 30;
/** Acknowledged leads before the kill: enough that requests are in flight at every stage. */
const KILL_AFTER = 60;
const serverEnv = { FORM_RATE_LIMIT_MULTIPLIER: "10000", LOG_LEVEL: "warn" };

interface Acknowledged {
  id: string;
  email: string;
}

/**
 * CLIENTS clients post leads back to back; after KILL_AFTER answers the server gets SIGKILL.
 * Each client stops at its first network error (the server is gone).
 */
async function postLeadsAndKill(server: ServerProcess) {
  const acknowledged: Acknowledged[] = [];
  const unexpected: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = -1;
  let sent = 0;
  const client = async (n: number) => {
    for (;;) {
      sent += 1;
      const email = `kill-${n}-${sent}@example.com`;
      inFlight += 1;
      try {
        const res = await fetch(`${server.url}/api/v1/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: `Client ${n}`, email, message: "Please call me about a closing in Des Moines." }),
        });
        const body = (await res.json()) as { id?: string };
        if (res.status === 201 && body.id) acknowledged.push({ id: body.id, email });
        else unexpected.push(`${res.status} ${JSON.stringify(body)}`);
      } catch {
        return; // connection refused or reset: the server is gone
      } finally {
        inFlight -= 1;
      }
      if (acknowledged.length >= KILL_AFTER && inFlightAtKill < 0) {
        inFlightAtKill = inFlight;
        void server.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const exit = await server.exited;
  return { acknowledged, unexpected, inFlightAtKill, exit };
}

/** Asserts the outcome of postLeadsAndKill against the stored rows. */
function expectAllStored(
  outcome: Awaited<ReturnType<typeof postLeadsAndKill>>,
  stored: { id: string; email: string; mails: number }[],
) {
  expect(outcome.exit.signal).toBe("SIGKILL");
  expect(outcome.unexpected).toEqual([]);
  // Killed mid-stream: other clients' requests were still open.
  expect(outcome.inFlightAtKill).toBeGreaterThan(0);
  expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  const byId = new Map(stored.map((r) => [r.id, r]));
  const missing = outcome.acknowledged.filter((a) => byId.get(a.id)?.email !== a.email);
  expect(missing, "leads answered 201 but not stored").toEqual([]);
  // Each stored lead has its staff notice and acknowledgement queued: they commit together.
  const withoutMail = stored.filter((r) => r.mails !== 2);
  expect(withoutMail, "stored leads without both e-mails").toEqual([]);
}

/** The acknowledged leads as stored, each with how many e-mails it queued. */
const storedLeadsSql = (ids: string[]) => sql`
  select l.id, l.email, (select count(*)::int from outbox o where o.ref_id = l.id) as mails
    from leads l
   where l.id = any(${`{${ids.join(",")}}`}::uuid[])`;

describe("kill -9 while clients post leads (PGlite)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hc-fault-kill-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test("every 201 is stored, and the data directory opens again", async () => {
    const server = await startServerProcess({ ...serverEnv, DATA_DIR: dataDir });
    const outcome = await postLeadsAndKill(server);
    const pgliteDir = join(dataDir, "pglite");
    // The dead server's lock is still there; the next start must take it over.
    expect(readFileSync(join(pgliteDir, "heartland.lock"), "utf8")).toBe(String(server.pid));

    const restarted = await startServerProcess({ ...serverEnv, DATA_DIR: dataDir });
    const health = await fetch(`${restarted.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect((await restarted.kill("SIGTERM")).code).toBe(0);
    expect(existsSync(join(pgliteDir, "heartland.lock"))).toBe(false);

    const database = await openDatabase({ dataDir: pgliteDir });
    try {
      const ids = outcome.acknowledged.map((a) => a.id);
      expectAllStored(outcome, await queryRows(database.db, storedLeadsSql(ids)));
    } finally {
      await database.close();
    }
  });
});

const postgresReachable = await sharedPostgresReachable();
if (!postgresReachable) {
  missingRequirement(
    `a PostgreSQL server at ${SHARED_POSTGRES_URL}`,
    "Start one (e.g. pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.",
  );
}

describe.runIf(postgresReachable)("kill -9 while clients post leads (PostgreSQL)", () => {
  test("every 201 is stored", async () => {
    const scratch = await createScratchDatabase();
    try {
      const server = await startServerProcess({ ...serverEnv, DATABASE_URL: scratch.url });
      const outcome = await postLeadsAndKill(server);
      const database = await openDatabase({ url: scratch.url, poolMax: 1 });
      try {
        const ids = outcome.acknowledged.map((a) => a.id);
        expectAllStored(outcome, await queryRows(database.db, storedLeadsSql(ids)));
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});
