/**
 * The notices end to end: a file opened through the staff API (its file_opened change written as
 * staff write every change), the notifier, the outbox worker and a real SMTP server.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { openFile, callers, type Callers } from "#tests/support/kits/admin-closing.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "../auth/tests/helpers.ts";
import { loadConfig } from "../env.ts";
import { createTransport } from "../messaging/create-transport.ts";
import { OutboxWorker } from "../messaging/outbox-worker.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";

const env: Record<string, string> = {
  AUTH_RATE_LIMIT_MULTIPLIER: "10",
  PUBLIC_URL: "https://closing.example",
  MAIL_FROM: "Heartland Closing Co. <hello@heartlandclosing.example>",
  CLOSING_NOTIFY_BATCH_SECONDS: "0",
};
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp.close();
});
const t = useAuthApp(env);
let who: Callers;
beforeAll(async () => {
  who = await callers(t);
});

async function deliver() {
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const worker = new OutboxWorker({ db: t.database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50, retryDelay: () => 0 });
  await worker.runOnce();
  await worker.stop();
}

const received = (to: string) => Promise.all(smtp.received.filter((m) => m.to.includes(to)).map((m) => simpleParser(m.raw)));

test("a file opened by staff: its agent is e-mailed the opening with the link to the file; the buyer only gets the status link", async () => {
  const agent = await signUpFresh(t.app);
  await markEmailProven(t.database.db, agent.email);
  const buyerEmail = `buyer-${Date.now().toString(36)}@example.com`;
  const file = await openFile(t, who.admin, {
    parties: [
      { role: "listing_agent", name: "Dana Reyes", email: agent.email },
      { role: "buyer", name: "Pat Buyer", email: buyerEmail },
    ],
  });
  const services = createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger });
  expect(await notifyDueFiles(services)).toBe(1);
  await deliver();

  const [mail, ...more] = await received(agent.email.toLowerCase());
  expect(more).toEqual([]);
  expect(mail!.subject).toBe(`${file.file_number} · 412 Elm St: Order received and file opened`);
  expect(mail!.text).toContain("Hi Dana,");
  expect(mail!.text).toContain(`https://closing.example/transactions/${file.id}`);

  const toBuyer = await received(buyerEmail);
  expect(toBuyer.map((m) => m.subject)).toEqual(["Follow your closing: 412 Elm St, Cedar Falls, IA 50613"]);

  // Nothing is told twice.
  expect(await notifyDueFiles(services)).toBe(0);
});
