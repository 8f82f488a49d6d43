/**
 * Message notices end to end (issue 31): a message row, the notifier, the outbox worker, a real
 * SMTP server and a real HTTP server answering as Twilio does. What arrives names who wrote and
 * links the file, answers go to the office (Reply-To), and no part of any e-mail or text carries
 * what was written.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { SITE } from "#core/site/settings.ts";
import { MESSAGE_NOTICE_WORDS } from "#core/closing/message-mail.ts";
import { notificationPreferences } from "#db/schema/index.ts";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { startTwilio } from "#tests/support/twilio-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { addParty, insertFile, issueStatusLink } from "#tests/support/kits/notifier.ts";
import { addMessage } from "#tests/support/kits/message-rows.ts";
import { signUpFresh, useAuthApp } from "../auth/tests/helpers.ts";
import { loadConfig } from "../env.ts";
import { createTransport } from "../messaging/create-transport.ts";
import { OutboxWorker } from "../messaging/outbox-worker.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";

const STAFF = "closers@heartland.example";
const env: Record<string, string> = {
  PUBLIC_URL: "https://closing.example",
  MAIL_FROM: "Heartland Closing Co. <hello@heartlandclosing.example>",
  STAFF_EMAIL: STAFF,
  CLOSING_NOTIFY_BATCH_SECONDS: "0",
  SMS_ACCOUNT_SID: `AC${"1a".repeat(16)}`,
  SMS_AUTH_TOKEN: "twilio-auth-token-for-tests",
  SMS_FROM: "+13195550100",
};
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let twilio: Awaited<ReturnType<typeof startTwilio>>;
beforeAll(async () => {
  smtp = await startSmtp();
  twilio = await startTwilio();
  env.SMTP_URL = smtp.url;
  env.SMS_API_URL = twilio.url;
});
afterAll(async () => {
  await smtp.close();
  await twilio.close();
});
const t = useAuthApp(env);

async function deliver() {
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const worker = new OutboxWorker({ db: t.database.db, transport: createTransport(config, silentLogger), logger: silentLogger, pollMs: 50, retryDelay: () => 0 });
  await worker.runOnce();
  await worker.stop();
}

test("a buyer writes, staff answer: everyone else reads who wrote and where in the mailbox and on the phone, Reply-To the office, never the words", async () => {
  const said = ["Our gate code is 4471 and the payoff is 212,400", "Thanks, we will call you at 2 about the payoff figure"];
  const agent = await signUpFresh(t.app);
  await markEmailProven(t.database.db, agent.email);
  await t.database.db.insert(notificationPreferences).values({ userId: agent.session.user.id, sms: true });
  const file = await insertFile(t.database.db);
  await addParty(t.database.db, file.id, "listing_agent", "Dana Reyes", agent.email, "(319) 555-0161");
  const buyerEmail = `buyer-${file.id.slice(0, 8)}@example.com`;
  const buyer = await addParty(t.database.db, file.id, "buyer", "Pat Buyer", buyerEmail, "(319) 555-0162");
  const services = createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger });
  await issueStatusLink(t.database.db, services, file.id);

  await addMessage(t.database.db, file.id, { authorKind: "consumer", authorLabel: "Pat Buyer", authorRole: "buyer", authorPartyId: buyer.id, body: said[0]!, visibility: "everyone" });
  await addMessage(t.database.db, file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: said[1]!, visibility: "everyone" });
  expect(await notifyDueFiles(services)).toBe(1);
  await deliver();

  const mails = await Promise.all(smtp.received.filter((m) => m.raw.includes(file.fileNumber)).map(async (m) => ({ to: m.to, raw: m.raw, parsed: await simpleParser(m.raw) })));
  expect(mails.map((m) => m.to[0]).sort()).toEqual([STAFF, agent.email.toLowerCase(), buyerEmail].sort());
  for (const mail of mails) {
    expect(mail.parsed.replyTo?.text).toBe(SITE.email);
    expect(mail.parsed.text).toContain(MESSAGE_NOTICE_WORDS.neverDetails);
    for (const words of said) {
      expect(mail.raw).not.toContain(words);
      expect(mail.parsed.text).not.toContain(words);
      expect(String(mail.parsed.html)).not.toContain(words);
    }
  }
  const toAgent = mails.find((m) => m.to[0] === agent.email.toLowerCase())!;
  expect(toAgent.parsed.subject).toBe(`${file.fileNumber} · 412 Elm St: 2 new messages`);
  expect(toAgent.parsed.text).toContain(`https://closing.example/transactions/${file.id}`);
  const toBuyer = mails.find((m) => m.to[0] === buyerEmail)!;
  expect(toBuyer.parsed.subject).toBe("A new message about your closing: 412 Elm St");
  expect(toBuyer.parsed.text).toContain("Sam Closer (closing staff)");
  const toStaff = mails.find((m) => m.to[0] === STAFF)!;
  expect(toStaff.parsed.subject).toBe(`${file.fileNumber} · 412 Elm St: new message from Pat Buyer`);

  // Texts: the agent who asked for them, and the buyer was written to by staff; the buyer's own message is not texted back to them as news.
  const texts = twilio.requests.filter((r) => r.form.Body?.includes(file.fileNumber));
  expect(texts.map((r) => r.form.To).sort()).toEqual(["+13195550161", "+13195550162"]);
  for (const text of texts) for (const words of said) expect(text.form.Body).not.toContain(words);

  // Nothing is told twice.
  expect(await notifyDueFiles(services)).toBe(0);
});
