/**
 * Credentials and personal data stay out of the info log (issue 27, D7): status-link and
 * calendar tokens in request paths, signed-link signatures and e-mailed tokens in queries, and
 * e-mail subjects and recipients when the outbox delivers or fails to. The log still says what
 * happened: method, a redacted path, status and duration for each request, and which outbox row
 * was delivered or failed.
 */
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Hono } from "hono";
import { createApp } from "../app.ts";
import { loadConfig } from "../env.ts";
import { createLogger, type Logger } from "../logger.ts";
import { enqueueEmail } from "../messaging/outbox.ts";
import { OutboxWorker } from "../messaging/outbox-worker.ts";
import { developmentTransport, smtpTransport } from "../messaging/transports.ts";
import { CENSOR } from "../log-redaction.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { insertDocument, insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { memoryLog } from "#tests/support/memory-log.ts";

let database: TestDatabase;
let log: ReturnType<typeof memoryLog>;
let logger: Logger;
let app: Hono;
beforeAll(async () => {
  database = await createTestDatabase();
  log = memoryLog();
  logger = createLogger({ LOG_LEVEL: "info" }, log.stream);
  app = createApp({ config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" }), database, logger });
});
afterAll(async () => {
  await database.close();
});

const requestLines = () => log.entries().filter((e) => e.msg === "request" || e.msg === "request failed");

describe("the request log", () => {
  test("names method, redacted path, status and duration; never a status-link or calendar token, a signature or an e-mailed token", async () => {
    const file = await insertFile(database.db);
    const doc = { id: await insertDocument(database.db, file.id, "everyone", "closing-instructions.pdf") };
    const { token: statusToken } = await insertStatusLink(database.db, file.id);
    const signup = await call(app, "POST", "/auth/v1/signup", { body: { email: uniqueEmail("log"), password: "correct horse", data: { account_type: "agent" } } });
    const calendar = await call(app, "POST", "/api/v1/me/calendar", { token: signup.json.access_token });
    const calendarPath = new URL(calendar.json.url as string).pathname;
    const calendarToken = calendarPath.split("/").pop()!.replace(/\.ics$/, "");
    const signature = "a".repeat(64);
    const verifyToken = "b".repeat(56);

    const asked: [string, string, number][] = [
      ["GET", `/status/${statusToken}`, 0], // the page (503 here: no web build in this test)
      ["GET", `/api/v1/status/${statusToken}`, 200],
      ["POST", `/api/v1/status/${statusToken}/documents/${doc.id}/link`, 200],
      ["GET", calendarPath, 200],
      ["GET", `/api/v1/calendar/${"c".repeat(43)}.ics`, 404],
      ["GET", `/files/closing-documents/${doc.id}?by=s-${doc.id}&expires=9999999999&signature=${signature}`, 403],
      ["GET", `/auth/v1/verify?token=${verifyToken}&type=signup&redirect_to=http://127.0.0.1:3000/`, 303],
    ];
    for (const [method, path, status] of asked) {
      const res = await app.request(path, { method });
      if (status) expect(res.status, path).toBe(status);
    }

    const text = log.text();
    for (const secret of [statusToken, calendarToken, signature, verifyToken]) expect(text).not.toContain(secret);
    const paths = requestLines().map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `GET /status/${CENSOR}`,
        `GET /api/v1/status/${CENSOR}`,
        `POST /api/v1/status/${CENSOR}/documents/${doc.id}/link`,
        `GET /api/v1/calendar/${CENSOR}`,
        `GET /files/closing-documents/${doc.id}`,
        "GET /auth/v1/verify",
      ]),
    );
    for (const line of requestLines()) {
      expect(line).toMatchObject({ method: expect.any(String), path: expect.any(String), status: expect.any(Number), ms: expect.any(Number) });
    }
  });
});

describe("the outbox in the log", () => {
  const to = "jane.buyer@example.com";
  const subject = "Closing update for Jane Buyer at 412 Elm St";

  test("a delivered e-mail is logged by its outbox row, without subject or recipient", async () => {
    await enqueueEmail(database.db, { to, subject, text: "Hello Jane", kind: "test.notice" });
    const worker = new OutboxWorker({ db: database.db, transport: developmentTransport(logger), logger, pollMs: 50 });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    const text = log.text();
    for (const secret of [to, "jane.buyer", subject, "Jane Buyer", "412 Elm"]) expect(text).not.toContain(secret);
    expect(log.entries().some((e) => e.msg === "outbox message delivered" && typeof e.outboxId === "string")).toBe(true);
  });

  test("a recipient the mail server refuses is logged without the address it quotes back", async () => {
    const refused = "refused.person@example.com";
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: no such user`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      await enqueueEmail(database.db, { to: refused, subject, text: "Hello", kind: "test.notice" });
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, "Heartland <hello@heartland.example>", "heartland.example");
      const worker = new OutboxWorker({ db: database.db, transport, logger, pollMs: 50, retryDelay: () => 0 });
      await worker.runOnce();
      await worker.stop();
      const failed = log.entries().find((e) => typeof e.msg === "string" && e.msg.startsWith("outbox") && e.msg !== "outbox message delivered" && String(e.reason ?? "").includes("Recipient address rejected"));
      expect(failed, log.text()).toBeDefined();
      expect(log.text()).not.toContain(refused);
      expect(log.text()).not.toContain("refused.person");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
