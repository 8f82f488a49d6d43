/**
 * E-mail to a client (issue 29): the template values the Send Email form fills (the sender's name,
 * and the closing file's property and appointment when the client is a party on one of the
 * sender's files), and the e-mail as it reaches a real SMTP server: multipart, with the text and
 * the branded HTML, signed with the sender's name.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { simpleParser } from "mailparser";
import { appointmentInstant } from "#core/closing/appointment.ts";
import { SITE } from "#core/site/settings.ts";
import { call } from "#tests/support/auth-requests.ts";
import { addParty, insertFile } from "#tests/support/kits/notifier.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { startSmtp } from "#tests/support/smtp-server.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "#server/env.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { createTransport } from "#server/messaging/create-transport.ts";
import { OutboxWorker } from "#server/messaging/outbox-worker.ts";

const env: Record<string, string> = {
  AUTH_RATE_LIMIT_MULTIPLIER: "10",
  CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "1000",
  PUBLIC_URL: "https://closing.example",
  MAIL_FROM: "Heartland Closing Co. <hello@heartlandclosing.example>",
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
const api = (method: string, path: string, token?: string, body?: unknown) => call(t.app, method, path, { token, body });

async function agentWithClient(opts: { proven?: boolean } = {}) {
  const agent = await signUpFresh(t.app);
  if (opts.proven ?? true) await markEmailProven(t.database.db, agent.email);
  const clientEmail = `mary-${agent.session.user.id.slice(0, 8)}@example.com`;
  const res = await api("POST", "/api/v1/clients", agent.session.access_token, { name: "Mary Smith", email: clientEmail });
  expect(res.status).toBe(201);
  return { agent, email: agent.email.toLowerCase(), token: agent.session.access_token, clientId: res.json.id as string, clientEmail };
}

async function fileWith(agentEmail: string | null, clientEmail: string, values: Parameters<typeof insertFile>[1] = {}) {
  const file = await insertFile(t.database.db, values);
  if (agentEmail) await addParty(t.database.db, file.id, "listing_agent", "Dana Reyes", agentEmail);
  await addParty(t.database.db, file.id, "buyer", "Mary Smith", clientEmail);
  return file;
}

const values = async (token: string, clientId: string) => api("GET", `/api/v1/clients/${clientId}/template-values`, token);

describe("template values", () => {
  test("a client on one of the sender's files: the file's property and appointment in Iowa time, and the sender's name from the file", async () => {
    const { email, token, clientId, clientEmail } = await agentWithClient();
    const file = await fileWith(email, clientEmail, {
      propertyAddress: "88 Oak Ave, Pella, IA 50219",
      closingAt: appointmentInstant({ date: "2099-12-18", time: "14:30" }),
      closingTimeSet: true,
      closingPlace: "office",
      closingLocation: "712 Franklin Street, Pella",
    });
    const res = await values(token, clientId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      sender_name: "Dana Reyes",
      closing_file: {
        file_number: file.fileNumber,
        property_address: "88 Oak Ave, Pella, IA 50219",
        closing_date: "Friday, December 18, 2099",
        closing_time: "2:30 PM (Iowa time)",
        closing_location: "At our office: 712 Franklin Street, Pella",
      },
    });
  });

  test("the next closing is the one filled, before a past one and one not scheduled", async () => {
    const { email, token, clientId, clientEmail } = await agentWithClient();
    await fileWith(email, clientEmail, { propertyAddress: "1 Past St", closingAt: appointmentInstant({ date: "2020-01-10", time: null }) });
    await fileWith(email, clientEmail, { propertyAddress: "2 Unscheduled St" });
    await fileWith(email, clientEmail, { propertyAddress: "3 Next St", closingAt: appointmentInstant({ date: "2099-03-01", time: null }) });
    const res = await values(token, clientId);
    expect(res.json.closing_file).toMatchObject({ property_address: "3 Next St", closing_date: "Sunday, March 1, 2099", closing_time: null });
  });

  test.each([
    ["a file the sender is not on", { onFile: false, proven: true }],
    ["a sender whose address is not proven", { onFile: true, proven: false }],
  ])("%s: no file details; the name is the address before the at sign", async (_what, { onFile, proven }) => {
    const { agent, email, token, clientId, clientEmail } = await agentWithClient({ proven });
    await fileWith(onFile ? email : null, clientEmail);
    const res = await values(token, clientId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sender_name: agent.email.split("@")[0], closing_file: null });
  });

  test("another user's client: 404", async () => {
    const { clientId } = await agentWithClient();
    const other = await agentWithClient();
    expect((await values(other.token, clientId)).status).toBe(404);
  });
});

describe("the e-mail a client receives", () => {
  test("multipart: the text as written and the branded HTML, signed with the sender's name, From the company, Reply-To the sender", async () => {
    const { email, token, clientId, clientEmail } = await agentWithClient();
    await fileWith(email, clientEmail);
    const res = await api("POST", `/api/v1/clients/${clientId}/communications`, token, {
      type: "email",
      subject: "Your closing on Friday",
      content: "Hi Mary,\n\nYour closing is set for Friday at 10:00 <b>sharp</b>.",
    });
    expect(res.status).toBe(201);
    const worker = new OutboxWorker({ db: t.database.db, transport: createTransport(loadConfig({ NODE_ENV: "test", ...env }), silentLogger), logger: silentLogger, pollMs: 50, retryDelay: () => 0 });
    await worker.runOnce();
    await worker.stop();

    const raw = smtp.received.find((m) => m.to.includes(clientEmail));
    expect(raw).toBeDefined();
    expect(raw!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const mail = await simpleParser(raw!.raw);
    expect(mail.replyTo?.text).toBe(email);
    expect(mail.text).toContain("Hi Mary,\n\nYour closing is set for Friday at 10:00 <b>sharp</b>.");
    expect(mail.text).toContain(`Sent by Dana Reyes (${email}) through Heartland Closing Co.`);
    expect(mail.html).toBeTruthy();
    const html = mail.html as string;
    expect(html).toContain("Your closing is set for Friday at 10:00 &#60;b&#62;sharp&#60;/b&#62;.");
    expect(html).toContain(`Sent by Dana Reyes (${email})`);
    expect(html).toContain(SITE.brand);
    expect(html).toContain("315 Main Street, Suite 200, Cedar Falls, IA 50613");
    expect(html).toContain(SITE.phone);
  });
});
