import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditEvents, profiles } from "#db/schema/index.ts";
import { openDatabase } from "#db/client.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { signUp, uniqueEmail } from "#tests/support/auth-requests.ts";
import { runAdminCommand } from "./admin-command.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("npm run admin", () => {
  test("promote makes an existing account admin (any letter case), records it, and is idempotent; demote undoes it", async () => {
    const { email, session } = await signUp(createTestApp(database), uniqueEmail("boss"));
    const promoted = await runAdminCommand(database.db, ["promote", email.toUpperCase()]);
    expect(promoted).toEqual({ exitCode: 0, output: `${email} is now an administrator.` });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, session.user.id));
    expect(profile!.role).toBe("admin");
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, session.user.id));
    expect(audit.map((a) => [a.action, a.payload])).toEqual([["profile.role_changed", { from: "user", to: "admin", via: "cli" }]]);
    expect((await runAdminCommand(database.db, ["promote", email])).output).toMatch(/already an administrator/);
    expect((await runAdminCommand(database.db, ["list"])).output).toContain(email);
    expect((await runAdminCommand(database.db, ["demote", email])).output).toBe(`${email} is now a regular user.`);
  });

  test("an unknown address fails with a clear message", async () => {
    const result = await runAdminCommand(database.db, ["promote", "nobody@example.com"]);
    expect(result.exitCode).toBe(1);
    expect(result.output).toBe("No account uses nobody@example.com. The person must sign up at /register first.");
  });

  test.each([[[]], [["promote"]], [["promote", "a@b.com", "extra"]], [["delete", "a@b.com"]]])("%j prints the usage", async (args) => {
    const result = await runAdminCommand(database.db, args);
    expect(result.exitCode).toBe(64);
    expect(result.output).toMatch(/^Usage:/);
  });
});

describe("embedded database lock", () => {
  test("a second opener of the same folder is refused while the first has it open, and admitted after", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hc-lock-"));
    const first = await openDatabase({ dataDir: dir });
    // Same process id would count as ours; simulate another owner by writing a live foreign pid.
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(dir, "heartland.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process \(pid \d+\)/);
    writeFileSync(join(dir, "heartland.lock"), String(process.pid));
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
    // A first open initialises a data directory (initdb in a child process): seconds, more on a busy machine.
  }, 90_000);
});
