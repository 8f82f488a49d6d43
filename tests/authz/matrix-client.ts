/**
 * The callers of the authorization matrix, signed in over HTTP against a running app as the web
 * app would: agents and a lender by sign-up, the administrator with a verified TOTP factor, once
 * with the password only (aal1) and once after the code (aal2).
 */
import { generate } from "otplib";

export interface Answer {
  status: number;
  text: string;
  // The matrix reads a few fields of arbitrary answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface MatrixClient {
  /** The server's origin (a WebAuthn ceremony's clientDataJSON names it: tests/authz/passkey-rows.ts). */
  readonly baseUrl: string;
  call(method: string, path: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
}

export interface ActorSession {
  email: string;
  password: string;
  accessToken: string;
}

export function matrixClient(baseUrl: string): MatrixClient {
  return {
    baseUrl,
    async call(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      // A FormData body (a document upload) goes as multipart, with the boundary fetch picks; anything else as JSON.
      const multipart = opts.body instanceof FormData;
      if (opts.body !== undefined && !multipart) headers["content-type"] = "application/json";
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
        redirect: "manual",
      });
      // A live stream (GET /api/v1/events) never ends by itself: its status and headers are the answer.
      if (/^text\/event-stream/i.test(res.headers.get("content-type") ?? "")) {
        await res.body?.cancel();
        return { status: res.status, text: "", json: undefined };
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: res.status, text, json };
    },
  };
}

const PASSWORD = "matrix passphrase";

async function expectOk(answer: Answer, what: string): Promise<Answer> {
  if (answer.status >= 300) throw new Error(`${what} failed: ${answer.status} ${answer.text}`);
  return answer;
}

export async function signUp(client: MatrixClient, email: string, accountType: "agent" | "lender"): Promise<ActorSession> {
  const res = await expectOk(
    await client.call("POST", "/auth/v1/signup", { body: { email, password: PASSWORD, data: { account_type: accountType } } }),
    `sign-up of ${email}`,
  );
  return { email, password: PASSWORD, accessToken: res.json.access_token };
}

export async function signIn(client: MatrixClient, email: string): Promise<ActorSession> {
  const res = await expectOk(await client.call("POST", "/auth/v1/token?grant_type=password", { body: { email, password: PASSWORD } }), `sign-in of ${email}`);
  return { email, password: PASSWORD, accessToken: res.json.access_token };
}

/**
 * An administrator (the address must be in ADMIN_EMAILS) with a verified TOTP factor: its
 * password-only session (aal1) and the session raised by the code (aal2).
 */
export async function administrator(client: MatrixClient, email: string) {
  const first = await signUp(client, email, "agent");
  const enrolled = await expectOk(await client.call("POST", "/auth/v1/factors", { token: first.accessToken, body: { factor_type: "totp" } }), "enrolment");
  const factorId = enrolled.json.id as string;
  const secret = enrolled.json.totp.secret as string;
  const challenge = await expectOk(await client.call("POST", `/auth/v1/factors/${factorId}/challenge`, { token: first.accessToken, body: {} }), "challenge");
  const verified = await expectOk(
    await client.call("POST", `/auth/v1/factors/${factorId}/verify`, {
      token: first.accessToken,
      body: { challenge_id: challenge.json.id, code: await generate({ secret }) },
    }),
    "factor verification",
  );
  const aal2: ActorSession = { email, password: PASSWORD, accessToken: verified.json.access_token };
  const aal1 = await signIn(client, email);
  return { aal1, aal2 };
}
