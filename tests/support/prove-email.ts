/**
 * Accounts that have proven their address (server/auth/proven-email.ts), for tests whose subject
 * is something else (client messaging, closing files). Two ways, for the two kinds of test:
 * - proveEmailOver: the real flow, as a person does it in the portal: a code asked for
 *   (POST /api/v1/me/email-confirmation), read from the mailbox and typed back
 *   (POST /api/v1/me/email-confirmation/verify) in the account's own session, which stays valid.
 *   Works against a server process and in browser tests.
 * - markEmailProven: the same end state written straight to the test's own database, for tests
 *   that set up many accounts and test the proof elsewhere (server/auth/tests/proven-email.test.ts).
 */
import { sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";

export type JsonCall = (
  method: string,
  path: string,
  opts?: { body?: unknown; token?: string },
) => Promise<{ status: number; json: unknown; text?: string }>;

/**
 * The texts of the address-check e-mails `email` received, newest first: the development mailbox
 * by default; a server with a real SMTP server (no development mailbox) is read through its own.
 */
export type MailboxReader = (email: string) => Promise<string[]>;

function devMailbox(call: JsonCall): MailboxReader {
  return async (email) => {
    const box = await call("GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
    const messages = (box.json as { messages?: { text: string; kind: string }[] } | undefined)?.messages ?? [];
    return messages.filter((m) => m.kind === "auth.address_check").map((m) => m.text);
  };
}

/** Proves the signed-in account's address with a code e-mailed to it; the session stays as it was. */
export async function proveEmailOver(call: JsonCall, email: string, accessToken: string, mailbox?: MailboxReader): Promise<void> {
  const sent = await call("POST", "/api/v1/me/email-confirmation", { token: accessToken });
  if (sent.status !== 202) throw new Error(`could not send the confirmation code to ${email}: ${sent.status} ${sent.text ?? ""}`);
  const texts = await (mailbox ?? devMailbox(call))(email);
  const code = texts.map((text) => /code: (\d{6})/.exec(text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no confirmation code e-mailed to ${email}`);
  const verified = await call("POST", "/api/v1/me/email-confirmation/verify", { token: accessToken, body: { code } });
  if (verified.status !== 200) throw new Error(`the code e-mailed to ${email} did not verify: ${verified.status} ${verified.text ?? ""}`);
}

/** Marks the accounts with these addresses as having proven them, in the test's database. */
export async function markEmailProven(db: AppDb, ...emails: string[]): Promise<void> {
  for (const email of emails) {
    await db.execute(sql`update auth_users set proven_email = lower(email) where lower(email) = ${email.toLowerCase()}`);
  }
}
