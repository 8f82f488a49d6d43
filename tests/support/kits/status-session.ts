/**
 * A buyer's or seller's verified status-link session, made as the page makes it (issue 30): the
 * code sent to the party's e-mail, read from the development mailbox, checked for a session.
 */
import type { Hono } from "hono";
import { call, latestMail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp } from "#server/auth/tests/helpers.ts";

export const statusPath = (token: string, rest = "") => `/api/v1/status/${encodeURIComponent(token)}${rest}`;

/** Sends the party a code by e-mail; the code as the message gives it. */
export async function emailedCode(app: Hono, token: string, party: { id: string; email: string }, ip = freshIp()): Promise<string> {
  const sent = await call(app, "POST", statusPath(token, "/verification"), { body: { party_id: party.id, channel: "email" }, headers: fromIp(ip) });
  if (sent.status !== 202) throw new Error(`could not send a code: ${sent.status} ${sent.text}`);
  const mail = await latestMail(app, party.email);
  if (!mail.code) throw new Error(`no code in the e-mail to ${party.email}`);
  return mail.code;
}

/** A verified session of the party on the link: its bearer token. */
export async function verifiedSession(app: Hono, token: string, party: { id: string; email: string }): Promise<string> {
  const ip = freshIp();
  const code = await emailedCode(app, token, party, ip);
  const res = await call(app, "POST", statusPath(token, "/verification/check"), { body: { party_id: party.id, code }, headers: fromIp(ip) });
  if (res.status !== 200) throw new Error(`could not verify: ${res.status} ${res.text}`);
  return res.json.session_token as string;
}
