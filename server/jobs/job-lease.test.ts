/**
 * The scheduled jobs' lease on a real database: one holder at a time, a lease that ran out (an
 * instance killed mid-run) is taken over, the outcome is recorded, and a holder that lost its
 * lease cannot release the new holder's.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { freeLeasesOfDeadProcesses, jobState, runExclusive } from "./job-lease.ts";
import { releaseLease, takeLease } from "./job-lease.queries.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const at = (iso: string) => new Date(iso);

describe("job leases", () => {
  test("a second instance does not run a job while the first holds it, and the outcome is kept", async () => {
    let inside: (() => void) | undefined;
    const first = runExclusive(database.db, "lease-a", { leaseMs: 60_000, holder: "one", outputBytes: (v) => v.length }, () => new Promise<string>((r) => (inside = () => r("done"))));
    await expect.poll(() => inside !== undefined).toBe(true);
    const second = await runExclusive(database.db, "lease-a", { leaseMs: 60_000, holder: "two" }, async () => "ran");
    expect(second).toEqual({ ran: false });
    // Nor a second run in the same process (the same holder).
    expect(await runExclusive(database.db, "lease-a", { leaseMs: 60_000, holder: "one" }, async () => "ran")).toEqual({ ran: false });
    inside!();
    expect(await first).toEqual({ ran: true, value: "done" });
    const row = await jobState(database.db, "lease-a");
    expect(row).toMatchObject({ leaseHolder: null, leaseUntil: null, lastResult: "succeeded", lastError: null, lastOutputBytes: 4 });
    expect(row!.lastSucceededAt).toBeInstanceOf(Date);
    expect(await runExclusive(database.db, "lease-a", { leaseMs: 60_000, holder: "two" }, async () => "ran")).toEqual({ ran: true, value: "ran" });
  });

  test("a failure is recorded with its message and rethrown", async () => {
    await expect(runExclusive(database.db, "lease-b", { leaseMs: 60_000, holder: "one" }, async () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(await jobState(database.db, "lease-b")).toMatchObject({ lastResult: "failed", lastError: "disk full", leaseHolder: null, lastSucceededAt: null });
  });

  test("a lease that ran out is taken over, and the old holder can no longer release it", async () => {
    expect(await takeLease(database.db, "lease-c", "killed", at("2026-11-01T00:00:00Z"), at("2026-11-01T00:05:00Z"))).toBe(true);
    expect(await takeLease(database.db, "lease-c", "next", at("2026-11-01T00:04:59Z"), at("2026-11-01T00:09:59Z"))).toBe(false);
    expect(await takeLease(database.db, "lease-c", "next", at("2026-11-01T00:05:00Z"), at("2026-11-01T00:10:00Z"))).toBe(true);
    expect(await releaseLease(database.db, "lease-c", "killed", { finishedAt: at("2026-11-01T00:06:00Z"), result: "succeeded", error: null })).toBe(false);
    expect(await jobState(database.db, "lease-c")).toMatchObject({ leaseHolder: "next" });
  });

  test("the embedded database's owner frees every lease a killed process left, keeping each job's last outcome", async () => {
    await runExclusive(database.db, "lease-d", { leaseMs: 60_000, holder: "earlier" }, async () => "ok");
    expect(await takeLease(database.db, "lease-d", "killed", at("2026-11-01T00:00:00Z"), at("2099-01-01T00:00:00Z"))).toBe(true);
    expect(await takeLease(database.db, "lease-e", "killed", at("2026-11-01T00:00:00Z"), at("2099-01-01T00:00:00Z"))).toBe(true);
    await freeLeasesOfDeadProcesses(database.db);
    expect(await jobState(database.db, "lease-d")).toMatchObject({ leaseHolder: null, leaseUntil: null, lastResult: "succeeded" });
    expect(await runExclusive(database.db, "lease-e", { leaseMs: 60_000, holder: "restarted" }, async () => "ran")).toEqual({ ran: true, value: "ran" });
  });
});
