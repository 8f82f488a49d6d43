/**
 * Accounts that have proven their address (server/auth/proven-email.ts), for tests whose subject
 * is something else (client messaging, closing files). Two ways, for the two kinds of test:
 * - proveEmailOver: the real flow over any client, as a person does it: a sign-in code e-mailed
 *   to the address (POST /auth/v1/otp), read from the development mailbox, typed back
 *   (POST /auth/v1/verify). Works against a server process and in browser tests.
 * - markEmailProven: the same end state written straight to the test's own database, for tests
 *   that set up many accounts and test the proof elsewhere (server/auth/tests/proven-email.test.ts).
 */
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";

export type JsonCall = (
  method: string,
  path: string,
  opts?: { body?: unknown; token?: string },
) => Promise<{ status: number; json: unknown; text?: string }>;

/** The texts of the e-mails `email` received, newest first: the development mailbox by default. */
export type MailboxReader = (email: string) => Promise<string[]>;

/**
 * Proves `email` the way a person does; returns the session the code signed in (auth-js's shape).
 * A server with a real SMTP server (no development mailbox) is read through `mailbox`.
 */
export async function proveEmailOver(call: JsonCall, email: string, mailbox?: MailboxReader): Promise<{ access_token: string; refresh_token: string }> {
  const sent = await call("POST", "/auth/v1/otp", { body: { email, create_user: false } });
  if (sent.status !== 200) throw new Error(`could not send the sign-in code to ${email}: ${sent.status} ${sent.text ?? ""}`);
  const devMailbox: MailboxReader = async (to) => {
    const box = await call("GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    return ((box.json as { messages?: { text: string }[] } | undefined)?.messages ?? []).map((m) => m.text);
  };
  const texts = await (mailbox ?? devMailbox)(email);
  const code = texts.map((text) => /code: (\d{6})/.exec(text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no sign-in code e-mailed to ${email}`);
  const verified = await call("POST", "/auth/v1/verify", { body: { type: "email", email, token: code } });
  if (verified.status !== 200) throw new Error(`the code e-mailed to ${email} did not verify: ${verified.status} ${verified.text ?? ""}`);
  return verified.json as { access_token: string; refresh_token: string };
}

/** Marks the accounts with these addresses as having proven them, in the test's database. */
export async function markEmailProven(db: AppDb, ...emails: string[]): Promise<void> {
  for (const email of emails) {
    await db.execute(sql`update auth_users set proven_email = lower(email) where lower(email) = ${email.toLowerCase()}`);
  }
}
