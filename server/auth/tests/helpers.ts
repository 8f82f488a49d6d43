/**
 * Shared set-up of the auth server tests: one database per test file, the real app around it,
 * and small readers for what a client would look at (tokens' claims, stored rows).
 */
import { afterAll, beforeAll } from "vitest";
import type { Hono } from "hono";
import { decodeJwt } from "jose";
import { generate } from "otplib";
import { eq } from "drizzle-orm";
import { authUsers, profiles } from "#db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";

export interface AuthTestContext {
  database: TestDatabase;
  app: Hono;
  /** Another app on the same database with different settings (a second instance). */
  appWith(env: Record<string, string>): Hono;
}

/** Registers beforeAll/afterAll for a fresh database and an app built with `env`. */
export function useAuthApp(env: Record<string, string> = {}): AuthTestContext {
  const t = {} as AuthTestContext;
  beforeAll(async () => {
    t.database = await createTestDatabase();
    t.app = createTestApp(t.database, { env });
    t.appWith = (more) => createTestApp(t.database, { env: { ...env, ...more } });
  });
  afterAll(async () => {
    await t.database.close();
  });
  return t;
}

let ipCount = 0;
/** A client address no other test uses (needs TRUST_PROXY=true), so per-IP limits stay apart. */
export function freshIp(): string {
  ipCount += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
}

export const fromIp = (ip: string) => ({ "x-forwarded-for": ip });

/**
 * Rate limits count in fixed windows (server/http/rate-limit.ts). A test that counts up to a limit
 * must not cross into the next window half-way: if fewer than `needSeconds` are left in this one,
 * wait for the next to begin.
 */
export async function roomInWindow(windowSeconds: number, needSeconds = 30): Promise<void> {
  const now = Date.now() / 1000;
  const left = windowSeconds - (now % windowSeconds);
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, Math.ceil(left * 1000) + 50));
}

export type AccessClaims = {
  sub: string;
  aud: string;
  role: string;
  email: string;
  session_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  iss: string;
  iat: number;
  exp: number;
  user_metadata: Record<string, unknown>;
};

export const claimsOf = (accessToken: string) => decodeJwt(accessToken) as unknown as AccessClaims;

export async function userRow(database: TestDatabase, email: string) {
  const [row] = await database.db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return row;
}

export async function profileRow(database: TestDatabase, id: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

/** Signs up from its own address (TRUST_PROXY=true), so many sign-ups in one file stay under the per-IP limit. */
export async function signUpFresh(
  app: Hono,
  opts: { email?: string; password?: string; data?: Record<string, unknown> } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "correct horse";
  const res = await call(app, "POST", "/auth/v1/signup", {
    body: { email, password, data: opts.data ?? { account_type: "agent" } },
    headers: fromIp(freshIp()),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return {
    email,
    password,
    session: res.json as { access_token: string; refresh_token: string; user: { id: string } },
  };
}

/** A body just over the auth API's 64 KB limit, still valid JSON. */
export const hugeBody = () => JSON.stringify({ email: "big@example.com", password: "x".repeat(70 * 1024) });

/** Two-factor steps as auth-js sends them. */
export const mfa = {
  enroll: (app: Hono, token: string, body: unknown = { factor_type: "totp" }) => call(app, "POST", "/auth/v1/factors", { token, body }),
  challenge: (app: Hono, token: string, factorId: string, body: unknown = {}) =>
    call(app, "POST", `/auth/v1/factors/${factorId}/challenge`, { token, body }),
  verify: (app: Hono, token: string, factorId: string, challengeId: string, code: string) =>
    call(app, "POST", `/auth/v1/factors/${factorId}/verify`, { token, body: { challenge_id: challengeId, code } }),
  unenroll: (app: Hono, token: string, factorId: string) => call(app, "DELETE", `/auth/v1/factors/${factorId}`, { token }),
};

/**
 * The authenticator's code. `stepsAhead` 1 gives the next 30 s step's code, which the server still
 * accepts now; a factor never takes the same step twice, so a second sign-in in one test needs it.
 */
export async function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** A user with a verified TOTP factor, and the aal2 session its verification gave. */
export async function userWithVerifiedFactor(app: Hono) {
  const user = await signUpFresh(app);
  const enrolled = await mfa.enroll(app, user.session.access_token);
  const factorId = enrolled.json.id as string;
  const secret = enrolled.json.totp.secret as string;
  const challenge = await mfa.challenge(app, user.session.access_token, factorId);
  const code = await totpCode(secret);
  const verified = await mfa.verify(app, user.session.access_token, factorId, challenge.json.id, code);
  if (verified.status !== 200) throw new Error(`factor verification failed: ${verified.status} ${verified.text}`);
  return { ...user, factorId, secret, code, aal2: verified.json as { access_token: string; refresh_token: string } };
}
