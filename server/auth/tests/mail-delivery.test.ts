/** A reset e-mail end to end: /recover queues it, the outbox worker sends it over SMTP, its code works. */
import { describe, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "#server/env.ts";
import { createTransport } from "#server/messaging/create-transport.ts";
import { OutboxWorker } from "#server/messaging/outbox-worker.ts";
import { signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

describe("auth e-mail over SMTP", () => {
  test("a recovery e-mail reaches the SMTP server, and the code in it signs the user in", async () => {
    const smtp = await startSmtp();
    try {
      const env = { SMTP_URL: smtp.url, MAIL_FROM: "Heartland Closing Co. <hello@heartlandclosing.example>" };
      const app = t.appWith(env);
      const { email, session } = await signUpFresh(app);
      expect((await call(app, "POST", "/auth/v1/recover", { body: { email } })).status).toBe(200);

      // The transport the server itself would build from these settings.
      const config = loadConfig({ NODE_ENV: "test", ...env });
      const worker = new OutboxWorker({ db: t.database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50 });
      expect(await worker.runOnce()).toBe(1);
      await worker.stop();

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([email]);
      const mail = await simpleParser(smtp.received[0]!.raw);
      expect(mail.from?.text).toContain("hello@heartlandclosing.example");
      expect(mail.subject).toMatch(/^Reset your .* password$/);
      const code = /code: (\d{6})/.exec(mail.text ?? "")?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const link = /(http:\/\/localhost:3000\/auth\/v1\/verify\?\S+)/.exec(mail.text ?? "")?.[1];
      expect(link).toContain("type=recovery");
      expect(mail.html).toContain(code);
      expect(mail.html).toContain(link!.replaceAll("&", "&#38;"));

      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(row).toMatchObject({ status: "sent", kind: "auth.recovery", refId: session.user.id, attempts: 1 });

      const verified = await call(app, "POST", "/auth/v1/verify", { body: { type: "recovery", email, token: code } });
      expect(verified.status).toBe(200);
      expect(verified.json.user.id).toBe(session.user.id);
    } finally {
      await smtp.close();
    }
  });
});
