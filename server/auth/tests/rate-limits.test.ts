/**
 * Rate limits of sign-up, sign-in, refresh and verify: 429 over_request_rate_limit with Retry-After,
 * per client address (X-Forwarded-For only behind a trusted proxy) and per e-mail address.
 */
import { describe, expect, test, vi } from "vitest";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { AUTH_LIMITS } from "../limits.ts";
import { freshIp, fromIp, roomInWindow, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
// A test may first wait for a fresh rate-limit window (roomInWindow).
vi.setConfig({ testTimeout: 120_000 });

function expectLimited(res: Awaited<ReturnType<typeof call>>, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.json).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Too many requests. Please try again later." });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** A 429 of the auth API with a Retry-After within the window, whatever its message. */
function expectLimitedBy(res: Awaited<ReturnType<typeof call>>, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.json.error_code).toBe("over_request_rate_limit");
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Sends `n` requests one after another and returns their statuses. */
async function statuses(n: number, send: (i: number) => Promise<{ status: number }>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).status);
  return out;
}

describe("sign-up", () => {
  test(`from one address: ${AUTH_LIMITS.signupPerIp.max} pass, then 429; another address is unaffected`, async () => {
    const ip = freshIp();
    const signup = (email: string, from = ip) =>
      call(t.app, "POST", "/auth/v1/signup", { body: { email, password: "correct horse" }, headers: fromIp(from) });
    const passed = await statuses(AUTH_LIMITS.signupPerIp.max, () => signup(uniqueEmail("ip-limit")));
    expect(passed.every((s) => s === 200)).toBe(true);
    expectLimited(await signup(uniqueEmail("ip-limit")), AUTH_LIMITS.signupPerIp.windowSeconds);
    expect((await signup(uniqueEmail("ip-limit"), freshIp())).status).toBe(200);
  });

  test(`for one e-mail address from many addresses: ${AUTH_LIMITS.signupPerEmail.max} attempts, then 429`, async () => {
    const email = uniqueEmail("email-limit");
    const signup = () => call(t.app, "POST", "/auth/v1/signup", { body: { email, password: "correct horse" }, headers: fromIp(freshIp()) });
    const results = await statuses(AUTH_LIMITS.signupPerEmail.max, signup);
    expect(results).toEqual([200, 422, 422, 422, 422]);
    expectLimited(await signup(), AUTH_LIMITS.signupPerEmail.windowSeconds);
  });

  test("bad input is not counted against the address", async () => {
    const ip = freshIp();
    await statuses(AUTH_LIMITS.signupPerIp.max + 5, () =>
      call(t.app, "POST", "/auth/v1/signup", { body: { email: "bad" }, headers: fromIp(ip) }),
    );
    const res = await call(t.app, "POST", "/auth/v1/signup", { body: { email: uniqueEmail(), password: "correct horse" }, headers: fromIp(ip) });
    expect(res.status).toBe(200);
  });
});

describe("sign-in", () => {
  const signIn = (body: unknown, from: string) => call(t.app, "POST", "/auth/v1/token?grant_type=password", { body, headers: fromIp(from) });

  test("an office of many people behind one address signs in all morning without meeting a limit", async () => {
    const office = freshIp();
    const staff = [];
    for (let i = 0; i < 10; i++) staff.push(await signUpFresh(t.app));
    // 60 sign-ins with the right password (twice the old per-address limit of 30), and a typo each.
    for (let round = 0; round < 6; round++) {
      for (const person of staff) expect((await signIn({ email: person.email, password: person.password }, office)).status).toBe(200);
    }
    for (const person of staff) expect((await signIn({ email: person.email, password: "typo" }, office)).status).toBe(400);
    for (const person of staff) expect((await signIn({ email: person.email, password: person.password }, office)).status).toBe(200);
  });

  test(`one address guessing one account: ${AUTH_LIMITS.signinFailuresPerEmailIp.max} failures, then 429 there; the owner elsewhere still gets in`, async () => {
    const { email, password } = await signUpFresh(t.app);
    await roomInWindow(AUTH_LIMITS.signinFailuresPerEmailIp.windowSeconds);
    const guesser = freshIp();
    const results = await statuses(AUTH_LIMITS.signinFailuresPerEmailIp.max, (i) => signIn({ email, password: `guess ${i}` }, guesser));
    expect(results.every((s) => s === 400)).toBe(true);
    const res = await signIn({ email, password }, guesser);
    expect(res.status).toBe(429);
    expect(res.json.msg).toBe("Too many failed sign-in attempts for this account. Please wait a few minutes or reset your password.");
    expect((await signIn({ email, password }, freshIp())).status).toBe(200);
  });

  test(`one address guessing many accounts: ${AUTH_LIMITS.signinFailuresPerIp.max} failures, then 429 from it even with the right password`, async () => {
    const { email, password } = await signUpFresh(t.app);
    await roomInWindow(AUTH_LIMITS.signinFailuresPerIp.windowSeconds, 60);
    const stuffer = freshIp();
    const results = await statuses(AUTH_LIMITS.signinFailuresPerIp.max, () => signIn({ email: uniqueEmail("guess"), password: "guess" }, stuffer));
    expect(results.every((s) => s === 400)).toBe(true);
    const res = await signIn({ email, password }, stuffer);
    expectLimitedBy(res, AUTH_LIMITS.signinFailuresPerIp.windowSeconds);
    expect(res.json.msg).toBe("Too many failed sign-in attempts from your network. Please wait a few minutes, or reset your password if you have forgotten it.");
    expect((await signIn({ email, password }, freshIp())).status).toBe(200);
  });
});

describe("refresh", () => {
  test(`from one address: ${AUTH_LIMITS.refreshPerIp.max} refreshes, then 429`, async () => {
    const ip = freshIp();
    const refresh = (token: string) =>
      call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: token }, headers: fromIp(ip) });
    const results = await statuses(AUTH_LIMITS.refreshPerIp.max, (i) => refresh(`unknown-${i}`));
    expect(results.every((s) => s === 400)).toBe(true);
    const { session } = await signUpFresh(t.app);
    expectLimited(await refresh(session.refresh_token), AUTH_LIMITS.refreshPerIp.windowSeconds);
  });
});

describe("verify", () => {
  test(`from one address: ${AUTH_LIMITS.verifyPerIp.max} attempts, then 429 (also for links)`, async () => {
    const ip = freshIp();
    const verify = () => call(t.app, "POST", "/auth/v1/verify", { body: { type: "recovery", token_hash: "guess" }, headers: fromIp(ip) });
    const results = await statuses(AUTH_LIMITS.verifyPerIp.max, verify);
    expect(results.every((s) => s === 403)).toBe(true);
    expectLimited(await verify(), AUTH_LIMITS.verifyPerIp.windowSeconds);
    const link = await t.app.request("http://localhost:3000/auth/v1/verify?type=recovery&token=guess", { headers: fromIp(ip) });
    const fragment = new URLSearchParams(new URL(link.headers.get("location")!).hash.slice(1));
    expect(fragment.get("error_code")).toBe("over_request_rate_limit");
  });

  test(`guessing one address's code from many addresses: ${AUTH_LIMITS.verifyPerEmail.max} guesses, then 429 even for the right code`, async () => {
    const { email } = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/recover", { body: { email }, headers: fromIp(freshIp()) });
    const verify = (token: string) =>
      call(t.app, "POST", "/auth/v1/verify", { body: { type: "recovery", email, token }, headers: fromIp(freshIp()) });
    const results = await statuses(AUTH_LIMITS.verifyPerEmail.max, (i) => verify(String(i).padStart(6, "9")));
    expect(results.filter((s) => s === 403).length).toBeGreaterThanOrEqual(AUTH_LIMITS.verifyPerEmail.max - 1);
    const mailbox = await call(t.app, "GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
    const code = /code: (\d{6})/.exec(mailbox.json.messages[0].text)![1]!;
    expectLimited(await verify(code), AUTH_LIMITS.verifyPerEmail.windowSeconds);
  });

  test("the PKCE exchange counts toward the verify limit of the address", async () => {
    const ip = freshIp();
    const exchange = () =>
      call(t.app, "POST", "/auth/v1/token?grant_type=pkce", { body: { auth_code: "guess", code_verifier: "v".repeat(43) }, headers: fromIp(ip) });
    const results = await statuses(AUTH_LIMITS.verifyPerIp.max, exchange);
    expect(results.every((s) => s === 404)).toBe(true);
    expectLimited(await exchange(), AUTH_LIMITS.verifyPerIp.windowSeconds);
  });
});

describe("client address", () => {
  test("without TRUST_PROXY, X-Forwarded-For is ignored: changing it does not escape the limit", async () => {
    const direct = t.appWith({ TRUST_PROXY: "false" });
    const signup = () =>
      call(direct, "POST", "/auth/v1/signup", { body: { email: uniqueEmail("spoof"), password: "correct horse" }, headers: fromIp(freshIp()) });
    const results = await statuses(AUTH_LIMITS.signupPerIp.max, signup);
    expect(results.every((s) => s === 200)).toBe(true);
    expect((await signup()).status).toBe(429);
  });

  test("the limits live in the database, so another instance sees the same count", async () => {
    const ip = freshIp();
    const other = t.appWith({});
    const verify = (app: typeof other) =>
      call(app, "POST", "/auth/v1/verify", { body: { type: "recovery", token_hash: "guess" }, headers: fromIp(ip) });
    await statuses(AUTH_LIMITS.verifyPerIp.max, (i) => verify(i % 2 ? t.app : other));
    expect((await verify(other)).status).toBe(429);
    expect((await verify(t.app)).status).toBe(429);
  });

  test("AUTH_RATE_LIMIT_MULTIPLIER raises every limit", async () => {
    const ip = freshIp();
    const relaxed = t.appWith({ AUTH_RATE_LIMIT_MULTIPLIER: "2" });
    const verify = () => call(relaxed, "POST", "/auth/v1/verify", { body: { type: "recovery", token_hash: "guess" }, headers: fromIp(ip) });
    const results = await statuses(AUTH_LIMITS.verifyPerIp.max * 2, verify);
    expect(results.every((s) => s === 403)).toBe(true);
    expect((await verify()).status).toBe(429);
  });
});
