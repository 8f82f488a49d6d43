/**
 * The mail server is down while visitors send the contact form: their leads are taken (201) and
 * their e-mails wait in the outbox; once the mail server is up on the address the app was given,
 * the running mail worker delivers every one of them — staff notice and acknowledgement per lead —
 * once each, with no restart.
 */
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "#db/client.ts";
import { runMigrations } from "#db/migrate.ts";
import { outbox } from "#db/schema/index.ts";
import { seedReferenceData } from "#db/seed.ts";
import { loadConfig } from "#server/env.ts";
import { createTransport } from "#server/messaging/create-transport.ts";
import { OutboxWorker } from "#server/messaging/outbox-worker.ts";
import { freePort } from "../support/free-port.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { startSmtp } from "../support/smtp-server.ts";
import { silentLogger } from "../support/test-app.ts";

const STAFF = "closings-desk@heartland.example";
const LEADS = 4;

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

async function until(what: string, ms: number, done: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("SMTP down while leads come in", () => {
  test("leads are taken at once; their e-mails go out when the mail server is back", async () => {
    const smtpPort = await freePort(); // nothing listens here yet
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, STAFF_EMAIL: STAFF, FORM_RATE_LIMIT_MULTIPLIER: "100" };

    const database: Database = await openDatabase({ dataDir: "memory://" });
    cleanup.push(() => database.close());
    await runMigrations(database);
    await seedReferenceData(database.db);
    const server: RunningServer = await startServer(database, env);
    cleanup.push(() => server.close());
    // The real worker, polling on its own; retries after 250 ms instead of the production 30 s+.
    const worker = new OutboxWorker({
      db: database.db,
      transport: createTransport(loadConfig({ NODE_ENV: "test", ...env }), silentLogger),
      logger: silentLogger,
      pollMs: 100,
      retryDelay: () => 250,
    });
    worker.start();
    cleanup.push(() => worker.stop());

    const leads: { id: string; email: string }[] = [];
    for (let i = 1; i <= LEADS; i++) {
      const email = `smtp-down-${i}@example.com`;
      const res = await fetch(`${server.url}/api/v1/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Visitor ${i}`, email, message: "What does a cash closing cost in Cedar Rapids?" }),
      });
      expect(res.status).toBe(201);
      leads.push({ id: ((await res.json()) as { id: string }).id, email });
    }

    const rows = () => database.db.select().from(outbox).where(inArray(outbox.refId, leads.map((l) => l.id)));
    // The worker has tried every message and failed: they wait, with the reason, to be retried.
    await until("every e-mail tried and waiting to be retried", 10_000, async () => {
      const now = await rows();
      return now.length === 2 * LEADS && now.every((m) => m.attempts >= 1 && m.status === "pending" && m.lastError);
    });

    const smtp = await startSmtp(smtpPort);
    cleanup.push(() => smtp.close());
    await until("every e-mail received", 15_000, () => smtp.received.length >= 2 * LEADS);
    await until("every e-mail marked sent", 5_000, async () => (await rows()).every((m) => m.status === "sent"));
    // Delivered once each: nothing more arrives on later polls.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(2 * LEADS);
    expect(smtp.received.filter((m) => m.to.includes(STAFF))).toHaveLength(LEADS);
    for (const { email } of leads) expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
