/**
 * A service request end to end: stored even while mail is down, then both e-mails really arrive
 * at an SMTP server once it is up: staff get every field with Reply-To the sender, and the
 * sender gets the acknowledgement.
 */
import { describe, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { outbox, serviceRequests } from "#db/schema/index.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "#server/env.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";
import { createTransport } from "#server/messaging/create-transport.ts";
import { OutboxWorker } from "#server/messaging/outbox-worker.ts";

const STAFF = "closings-desk@heartland.example";
const t = useAuthApp({ TRUST_PROXY: "true", STAFF_EMAIL: STAFF });

describe("form e-mails over SMTP", () => {
  test("mail down: the request is kept and its e-mails wait; mail back: staff and sender receive theirs", async () => {
    const email = uniqueEmail("dana");
    const body = {
      service_type: "1031",
      name: "Dana Ruiz",
      email,
      phone: "515-555-0190",
      company: "Ruiz Holdings LLC",
      property_address: "88 Prairie View Dr, Ames, IA 50010",
      closing_date_requested: "2026-12-18",
      message: "Relinquished property closes Dec 18; QI is lined up.",
    };
    const res = await call(t.app, "POST", "/api/v1/service-requests", { body, headers: fromIp(freshIp()) });
    expect(res.status).toBe(201);
    const id = res.json.id as string;

    // Nothing listens on this port: delivery fails, the row stays, the e-mails are retried later.
    const downConfig = loadConfig({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:9" });
    const down = new OutboxWorker({ db: t.database.db, transport: createTransport(downConfig, silentLogger), logger: silentLogger, pollMs: 50, retryDelay: () => 0 });
    await down.runOnce();
    await down.stop();
    expect(await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id))).toHaveLength(1);
    const waiting = await t.database.db.select().from(outbox).where(eq(outbox.refId, id));
    expect(waiting.map((m) => m.status)).toEqual(["pending", "pending"]);
    expect(waiting.every((m) => m.lastError)).toBe(true);

    const smtp = await startSmtp();
    try {
      const config = loadConfig({ NODE_ENV: "test", SMTP_URL: smtp.url });
      const worker = new OutboxWorker({ db: t.database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50 });
      expect(await worker.runOnce()).toBe(2);
      await worker.stop();

      const staffRaw = smtp.received.find((m) => m.to.includes(STAFF));
      const ackRaw = smtp.received.find((m) => m.to.includes(email));
      expect(staffRaw).toBeDefined();
      expect(ackRaw).toBeDefined();

      const staff = await simpleParser(staffRaw!.raw);
      expect(staff.subject).toBe("New 1031 Exchange Closing request from Dana Ruiz");
      expect(staff.replyTo?.text).toBe(email);
      for (const line of [
        "Service: 1031 Exchange Closing",
        "Name: Dana Ruiz",
        `Email: ${email}`,
        "Phone: (515) 555-0190",
        "Company: Ruiz Holdings LLC",
        "Property address: 88 Prairie View Dr, Ames, IA 50010",
        "Requested closing date: 2026-12-18",
        "Relinquished property closes Dec 18; QI is lined up.",
        "Account: Not signed in",
      ]) {
        expect(staff.text).toContain(line);
      }

      const ack = await simpleParser(ackRaw!.raw);
      expect(ack.subject).toBe("We received your 1031 Exchange Closing request — Heartland Closing Co.");
      expect(ack.replyTo).toBeUndefined();
      expect(ack.text).toContain("Hi Dana,");
      expect(ack.text).toContain("we will contact you within one business day");

      const sent = await t.database.db.select().from(outbox).where(eq(outbox.refId, id));
      expect(sent.map((m) => m.status)).toEqual(["sent", "sent"]);
    } finally {
      await smtp.close();
    }
  });
});
