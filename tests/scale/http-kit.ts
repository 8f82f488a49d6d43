/**
 * The scale suites' set-up over real HTTP, as the web app and auth-js do it: JSON calls with a
 * caller's address (the servers run with TRUST_PROXY, as behind a load balancer), agents signed
 * up through /auth/v1, and an administrator who passed two-step verification (TOTP) for the
 * admin routes.
 */
import { simpleParser } from "mailparser";
import { generate } from "otplib";
import { proveEmailOver, type MailboxReader } from "../support/prove-email.ts";

export interface Reply {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read the fields they assert
  json: any;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** X-Forwarded-For: who the request is from (the servers believe it: TRUST_PROXY=true). */
  ip?: string;
}

export async function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers["x-forwarded-for"] = opts.ip;
  const res = await fetch(`${base}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

/** `call`, failing with the answer unless it is `status`. */
export async function expectCall(status: number, base: string, method: string, path: string, opts: CallOptions = {}): Promise<Reply> {
  const reply = await call(base, method, path, opts);
  if (reply.status !== status) throw new Error(`${method} ${path}: expected ${status}, got ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

export interface Session {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

function sessionOf(email: string, password: string, json: { access_token: string; refresh_token: string; user: { id: string } }): Session {
  return { email, password, userId: json.user.id, accessToken: json.access_token, refreshToken: json.refresh_token };
}

export async function signUp(base: string, email: string, password: string, ip: string): Promise<Session> {
  const res = await expectCall(200, base, "POST", "/auth/v1/signup", { ip, body: { email, password, data: { account_type: "agent" } } });
  return sessionOf(email, password, res.json);
}

/** What a local SMTP server received (tests/support/smtp-server.ts). */
export interface Received {
  received: { to: string[]; raw: string }[];
}

/** The e-mails `smtp` received for an address, newest first, once the first has arrived (the outbox delivers within a poll). */
export function smtpMailbox(smtp: Received): MailboxReader {
  return async (email) => {
    const raws = await until(`an e-mail to ${email}`, 60_000, () => smtp.received.filter((m) => m.to.includes(email)).map((m) => m.raw), (r) => r.length > 0);
    return Promise.all(raws.reverse().map(async (raw) => (await simpleParser(raw)).text ?? ""));
  };
}

/**
 * An agent who signed up and proved the address as a person does (a code e-mailed to it and typed
 * back), as client messages need (server/auth/proven-email.ts); one e-mail reaches `smtp`.
 */
export async function provenAgent(base: string, email: string, password: string, ip: string, smtp: Received): Promise<Session> {
  const session = await signUp(base, email, password, ip);
  await proveEmailOver((method, path, opts = {}) => call(base, method, path, { ...opts, ip }), email, session.accessToken, smtpMailbox(smtp));
  return session;
}

export async function signIn(base: string, email: string, password: string, ip: string): Promise<Session> {
  const res = await expectCall(200, base, "POST", "/auth/v1/token?grant_type=password", { ip, body: { email, password } });
  return sessionOf(email, password, res.json);
}

/**
 * An administrator's aal2 session: signs up (the address must be in the server's ADMIN_EMAILS),
 * enrolls a TOTP factor and verifies a code, as the admin area walks a new administrator through.
 */
export async function verifiedAdmin(base: string, email: string, password: string, ip: string): Promise<Session> {
  const session = await signUp(base, email, password, ip);
  const enrolled = await expectCall(200, base, "POST", "/auth/v1/factors", { ip, token: session.accessToken, body: { factor_type: "totp" } });
  const factorId = enrolled.json.id as string;
  const challenge = await expectCall(200, base, "POST", `/auth/v1/factors/${factorId}/challenge`, { ip, token: session.accessToken, body: {} });
  const code = await generate({ secret: enrolled.json.totp.secret as string });
  const verified = await expectCall(200, base, "POST", `/auth/v1/factors/${factorId}/verify`, {
    ip,
    token: session.accessToken,
    body: { challenge_id: challenge.json.id, code },
  });
  return sessionOf(email, password, verified.json);
}

/** Retries `probe` every 100 ms until `done` holds; fails after `ms`. */
export async function until<T>(what: string, ms: number, probe: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
