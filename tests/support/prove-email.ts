/**
 * Accounts that have proven their address (server/auth/proven-email.ts), for tests whose subject
 * is something else (client messaging, closing files). Two ways, for the two kinds of test:
 * - proveEmailOver: the real flow, as a person does it in the portal: the code e-mailed to the
 *   address (at sign-up, or asked for with POST /api/v1/me/email-confirmation), read from the
 *   development mailbox and typed back (POST /api/v1/me/email-confirmation/verify) in the
 *   account's own session, which stays valid. Works against a server process and in browser tests.
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

async function newestCode(call: JsonCall, email: string): Promise<string | undefined> {
  const box = await call("GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
  const messages = (box.json as { messages?: { text: string; kind: string }[] } | undefined)?.messages ?? [];
  return messages.filter((m) => m.kind === "auth.address_check").map((m) => /code: (\d{6})/.exec(m.text)?.[1])[0];
}

/** Proves the signed-in account's address with the code e-mailed to it; the session stays as it was. */
export async function proveEmailOver(call: JsonCall, email: string, accessToken: string): Promise<void> {
  let code = await newestCode(call, email);
  if (!code) {
    const sent = await call("POST", "/api/v1/me/email-confirmation", { token: accessToken });
    if (sent.status !== 202) throw new Error(`could not send the confirmation code to ${email}: ${sent.status} ${sent.text ?? ""}`);
    code = await newestCode(call, email);
  }
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
