import type { Hono } from "hono";

/** JSON requests against the app, as auth-js or the web app would send them. */
export async function call(
  app: Hono,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.request(path, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  // Tests read arbitrary response fields; the shape is what they assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

let n = 0;
/** A fresh address per call, so tests never collide. */
export function uniqueEmail(prefix = "user"): string {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${n}@example.com`;
}

export async function signUp(app: Hono, email = uniqueEmail(), password = "correct horse", accountType: "agent" | "lender" = "agent") {
  const res = await call(app, "POST", "/auth/v1/signup", { body: { email, password, data: { account_type: accountType } } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, password, session: res.json as { access_token: string; refresh_token: string; user: { id: string } } };
}

export async function signIn(app: Hono, email: string, password: string) {
  return call(app, "POST", "/auth/v1/token?grant_type=password", { body: { email, password } });
}

/** The 6-digit code and the verify link of the newest e-mail to `to` in the outbox. */
export async function latestMail(app: Hono, to: string) {
  const res = await call(app, "GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  const message = res.json?.messages?.[0] as { subject: string; text: string; html: string; kind: string } | undefined;
  if (!message) throw new Error(`no e-mail to ${to}`);
  const code = /code: (\d{6})/.exec(message.text)?.[1];
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message.text)?.[1];
  return { ...message, code, link };
}
