import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { PASSWORD, createAccount, uniqueEmail } from "./auth-support.ts";

/**
 * Administrators for the admin area's browser tests (tests/e2e/admin-*.spec.ts).
 *
 * An admin page needs role admin and an aal2 session. Only addresses in ADMIN_EMAILS
 * (playwright.config.ts) become admins by themselves, and the server's embedded database is
 * private to it, so one of those addresses is the run's "founding" admin: it signs up once, sets
 * up an authenticator through the auth API, and then promotes a fresh account for each test
 * through the admin API (PATCH /api/v1/admin/users/{id}/role), which sets up its own
 * authenticator. The founder's secret and aal2 token are kept in a file for the run, shared by
 * the workers under a lock: a TOTP secret cannot be read back, and a second worker (or a retry)
 * must not sign up again.
 */
export const FOUNDING_ADMIN = "e2e-admin-ui@example.com";

interface Founder {
  email: string;
  factorId: string;
  secret: string;
  accessToken: string;
}

export interface TestAdmin {
  id: string;
  email: string;
  /** The aal2 session as the auth API returns it (what auth-js stores). */
  session: { access_token: string; refresh_token: string; user: { id: string } };
}

const PORT = process.env.E2E_PORT ?? "4319";
const STATE_DIR = join(tmpdir(), `heartland-e2e-admin-ui-${PORT}`);
const FOUNDER_FILE = join(STATE_DIR, "founder.json");
const LOCK_DIR = join(STATE_DIR, "lock");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(STATE_DIR, { recursive: true });
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      // A worker that died holding the lock leaves it behind; nothing holds it for a minute.
      if (Date.now() - statSync(LOCK_DIR, { throwIfNoEntry: false })!.mtimeMs > 60_000) rmSync(LOCK_DIR, { recursive: true, force: true });
      if (waited > 60_000) throw new Error(`${LOCK_DIR} stayed locked`);
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

function readFounder(): Founder | null {
  try {
    return JSON.parse(readFileSync(FOUNDER_FILE, "utf8")) as Founder;
  } catch {
    return null;
  }
}

/** The current step's code, or the next step's when this one was used (the server takes both). */
async function freshCode(secret: string, avoidStep?: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  if (avoidStep !== undefined && step <= avoidStep) step = avoidStep + 1;
  return { code: await generate({ secret, epoch: step * 30 + 1 }), step };
}

async function json<T>(response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function passwordSession(request: APIRequestContext, email: string) {
  const response = await request.post("/auth/v1/token?grant_type=password", { data: { email, password: PASSWORD } });
  return response.ok() ? ((await response.json()) as TestAdmin["session"]) : null;
}

/** Sets up a TOTP factor for a signed-in (aal1) session and proves it: the aal2 session. */
export async function enrolTotp(request: APIRequestContext, token: string) {
  const factor = await json<{ id: string; totp: { secret: string } }>(
    await request.post("/auth/v1/factors", { headers: bearer(token), data: { factor_type: "totp" } }),
    "enrolling a factor",
  );
  const challenge = await json<{ id: string }>(
    await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers: bearer(token), data: {} }),
    "a challenge",
  );
  const { code } = await freshCode(factor.totp.secret);
  const session = await json<TestAdmin["session"]>(
    await request.post(`/auth/v1/factors/${factor.id}/verify`, { headers: bearer(token), data: { challenge_id: challenge.id, code } }),
    "verifying the factor",
  );
  return { factorId: factor.id, secret: factor.totp.secret, session };
}

async function isAal2Admin(request: APIRequestContext, token: string): Promise<boolean> {
  const me = await request.get("/api/v1/me", { headers: bearer(token) });
  if (!me.ok()) return false;
  const body = (await me.json()) as { role?: string; aal?: string };
  return body.role === "admin" && body.aal === "aal2";
}

/** The founding admin's aal2 access token: from the file, signed in again with its code, or set up. */
async function founderToken(request: APIRequestContext, forceFresh = false): Promise<string> {
  return withLock(async () => {
    const known = readFounder();
    if (known && !forceFresh && (await isAal2Admin(request, known.accessToken))) return known.accessToken;

    const aal1 = await passwordSession(request, FOUNDING_ADMIN);
    if (known && aal1) {
      // Signed up earlier in this run: prove the code again (a step the factor has not taken).
      const challenge = await json<{ id: string }>(
        await request.post(`/auth/v1/factors/${known.factorId}/challenge`, { headers: bearer(aal1.access_token), data: {} }),
        "the founder's challenge",
      );
      const lastStep = Math.floor(Date.now() / 30_000);
      const { code } = await freshCode(known.secret, lastStep);
      const session = await json<TestAdmin["session"]>(
        await request.post(`/auth/v1/factors/${known.factorId}/verify`, {
          headers: bearer(aal1.access_token),
          data: { challenge_id: challenge.id, code },
        }),
        "the founder's code",
      );
      writeFileSync(FOUNDER_FILE, JSON.stringify({ ...known, accessToken: session.access_token }));
      return session.access_token;
    }
    if (aal1) {
      throw new Error(`${FOUNDING_ADMIN} exists with an authenticator this run did not set up; remove ${FOUNDER_FILE}'s server data or use a fresh server`);
    }
    // A fresh server (the file, if any, is from an earlier run).
    await createAccount(request, FOUNDING_ADMIN);
    const signedIn = await passwordSession(request, FOUNDING_ADMIN);
    if (!signedIn) throw new Error(`${FOUNDING_ADMIN} could not sign in after signing up`);
    const { factorId, secret, session } = await enrolTotp(request, signedIn.access_token);
    if (!(await isAal2Admin(request, session.access_token))) {
      throw new Error(`${FOUNDING_ADMIN} is not an administrator: add it to ADMIN_EMAILS in playwright.config.ts`);
    }
    writeFileSync(FOUNDER_FILE, JSON.stringify({ email: FOUNDING_ADMIN, factorId, secret, accessToken: session.access_token } satisfies Founder));
    return session.access_token;
  });
}

/** Makes an account an administrator (or a user again) through the admin API, as the founder. */
export async function setRoleAsFounder(request: APIRequestContext, userId: string, role: "admin" | "user") {
  let token = await founderToken(request);
  let response = await request.patch(`/api/v1/admin/users/${userId}/role`, { headers: bearer(token), data: { role } });
  if (response.status() === 401 || response.status() === 403) {
    token = await founderToken(request, true);
    response = await request.patch(`/api/v1/admin/users/${userId}/role`, { headers: bearer(token), data: { role } });
  }
  await json(response, `making ${userId} ${role}`);
}

/** A fresh administrator with an authenticator and an aal2 session, for one test. */
export async function newAdmin(request: APIRequestContext, prefix = "admin-ui"): Promise<TestAdmin> {
  const email = await createAccount(request, uniqueEmail(prefix));
  const signedIn = await passwordSession(request, email);
  if (!signedIn) throw new Error(`${email} could not sign in`);
  await setRoleAsFounder(request, signedIn.user.id, "admin");
  const { session } = await enrolTotp(request, signedIn.access_token);
  return { id: signedIn.user.id, email, session };
}

/** Opens the browser signed in as this administrator (the session as auth-js stores it). */
export async function useAdminSession(page: Page, admin: TestAdmin) {
  await page.addInitScript((value) => window.localStorage.setItem("heartland-auth", value), JSON.stringify(admin.session));
}

/** The account id of an address that signed up through the API. */
export async function accountId(request: APIRequestContext, email: string): Promise<string> {
  const session = await passwordSession(request, email);
  if (!session) throw new Error(`${email} could not sign in`);
  return session.user.id;
}
