/** Repeated failed sign-ins for one account slow it down for a few minutes, never for good. */
import { describe, expect, test, vi } from "vitest";
import { sql } from "drizzle-orm";
import { call, latestMail, uniqueEmail } from "#tests/support/auth-requests.ts";
import { AUTH_LIMITS } from "../limits.ts";
import { freshIp, fromIp, roomInWindow, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
// A test may first wait for a fresh rate-limit window (roomInWindow).
vi.setConfig({ testTimeout: 120_000 });
const MAX = AUTH_LIMITS.signinFailuresPerEmail.max;
const WINDOW = AUTH_LIMITS.signinFailuresPerEmail.windowSeconds;

/** Each attempt from a different client, as a distributed guesser would. */
const signIn = (email: string, password: string) =>
  call(t.app, "POST", "/auth/v1/token?grant_type=password", { body: { email, password }, headers: fromIp(freshIp()) });

async function fail(email: string, times: number) {
  await roomInWindow(WINDOW);
  for (let i = 0; i < times; i++) expect((await signIn(email, `wrong ${i}`)).json.error_code).toBe("invalid_credentials");
}

/** Moves the account's failure window into the past, as if its minutes had gone by. */
async function windowPasses(email: string) {
  await t.database.db.execute(sql`
    update rate_limits
       set window_start = window_start - make_interval(secs => ${WINDOW}), expires_at = expires_at - make_interval(secs => ${WINDOW})
     where key = ${`auth.signinFailuresPerEmail:${email}`}`);
}

describe("failed sign-ins for one account", () => {
  test(`after ${MAX} failures even the right password waits, with a clear message and Retry-After`, async () => {
    const { email, password } = await signUpFresh(t.app);
    await fail(email, MAX);
    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    expect(res.json).toEqual({
      code: 429,
      error_code: "over_request_rate_limit",
      msg: "Too many failed sign-in attempts for this account. Please wait a few minutes or reset your password.",
    });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
  });

  test(`${MAX - 1} failures do not stop the owner`, async () => {
    const { email, password } = await signUpFresh(t.app);
    await fail(email, MAX - 1);
    expect((await signIn(email, password)).status).toBe(200);
  });

  test("successful sign-ins are not counted", async () => {
    const { email, password } = await signUpFresh(t.app);
    for (let i = 0; i < MAX + 2; i++) expect((await signIn(email, password)).status).toBe(200);
  });

  test("the owner is not locked out for good: once the window has passed, the right password works", async () => {
    const { email, password } = await signUpFresh(t.app);
    await fail(email, MAX);
    expect((await signIn(email, password)).status).toBe(429);
    await windowPasses(email);
    expect((await signIn(email, password)).status).toBe(200);
  });

  test("while slowed down, the owner can still get in by the e-mailed reset code, as the message suggests", async () => {
    const { email } = await signUpFresh(t.app);
    await fail(email, MAX);
    expect((await call(t.app, "POST", "/auth/v1/recover", { body: { email }, headers: fromIp(freshIp()) })).status).toBe(200);
    const { code } = await latestMail(t.app, email);
    const res = await call(t.app, "POST", "/auth/v1/verify", { body: { type: "recovery", email, token: code }, headers: fromIp(freshIp()) });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
  });

  test("failures are counted for the account however its address is typed", async () => {
    const { email, password } = await signUpFresh(t.app);
    await fail(email.toUpperCase(), MAX - 1);
    await fail(` ${email} `, 1);
    expect((await signIn(email, password)).status).toBe(429);
  });

  test("other accounts are unaffected", async () => {
    const victim = await signUpFresh(t.app);
    const bystander = await signUpFresh(t.app);
    await fail(victim.email, MAX);
    expect((await signIn(bystander.email, bystander.password)).status).toBe(200);
  });

  test("an address without an account slows down the same way (no hint that it does not exist)", async () => {
    const email = uniqueEmail("ghost");
    await fail(email, MAX);
    const res = await signIn(email, "anything");
    expect(res.status).toBe(429);
    expect(res.json.msg).toMatch(/^Too many failed sign-in attempts/);
  });

  test("guesses sent all at once are not all checked: at most the limit get an answer on the password", async () => {
    const { email, password } = await signUpFresh(t.app);
    const results = await Promise.all(Array.from({ length: 4 * MAX }, (_, i) => signIn(email, `parallel guess ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(MAX);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3 * MAX);
    expect((await signIn(email, password)).status).toBe(429);
  });

  test("attempts while slowed down do not make the wait longer", async () => {
    const { email, password } = await signUpFresh(t.app);
    await fail(email, MAX);
    const first = Number((await signIn(email, "still guessing")).headers.get("retry-after"));
    for (let i = 0; i < 5; i++) expect((await signIn(email, "still guessing")).status).toBe(429);
    const last = Number((await signIn(email, "still guessing")).headers.get("retry-after"));
    expect(last).toBeLessThanOrEqual(first);
    await windowPasses(email);
    expect((await signIn(email, password)).status).toBe(200);
  });
});
