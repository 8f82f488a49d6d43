/** POST /auth/v1/logout?scope=global|local|others: which sessions end, and that they end at once. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authSessions } from "#db/schema/index.ts";
import { call, signIn } from "#tests/support/auth-requests.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** One user signed in on three devices. */
async function threeDevices(): Promise<{ userId: string; devices: Tokens[] }> {
  const { email, password, session } = await signUpFresh(t.app);
  const second = (await signIn(t.app, email, password)).json as Tokens;
  const third = (await signIn(t.app, email, password)).json as Tokens;
  return { userId: session.user.id, devices: [session, second, third] };
}

const works = async (d: Tokens) => (await call(t.app, "GET", "/auth/v1/user", { token: d.access_token })).status === 200;
const sessionCount = async (userId: string) =>
  (await t.database.db.select().from(authSessions).where(eq(authSessions.userId, userId))).length;

describe("POST /auth/v1/logout", () => {
  test.each([
    ["global", [false, false, false]],
    ["local", [false, true, true]],
    ["others", [true, false, false]],
    [undefined, [false, false, false]],
  ] as const)("scope=%s from the first device leaves these working: %j", async (scope, expected) => {
    const { userId, devices } = await threeDevices();
    const res = await call(t.app, "POST", `/auth/v1/logout${scope ? `?scope=${scope}` : ""}`, { token: devices[0]!.access_token });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect(await Promise.all(devices.map(works))).toEqual(expected);
    expect(await sessionCount(userId)).toBe(expected.filter(Boolean).length);
  });

  test("an ended session's access token is refused at once, long before it expires", async () => {
    const { session } = await signUpFresh(t.app);
    expect(claimsOf(session.access_token).exp).toBeGreaterThan(Date.now() / 1000 + 3000);
    await call(t.app, "POST", "/auth/v1/logout?scope=local", { token: session.access_token });
    const res = await call(t.app, "GET", "/auth/v1/user", { token: session.access_token });
    expect(res.status).toBe(403);
    expect(res.json.error_code).toBe("session_not_found");
  });

  test("an ended session's refresh token no longer works", async () => {
    const { session } = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/logout", { token: session.access_token });
    const res = await call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: session.refresh_token } });
    expect(res.json.error_code).toBe("refresh_token_not_found");
  });

  test("signing out one user leaves another user's sessions alone", async () => {
    const a = await signUpFresh(t.app);
    const b = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/logout?scope=global", { token: a.session.access_token });
    expect(await works(b.session)).toBe(true);
  });

  test("signing out twice: the second answers 403 session_not_found (auth-js clears its session on it)", async () => {
    const { session } = await signUpFresh(t.app);
    await call(t.app, "POST", "/auth/v1/logout", { token: session.access_token });
    const again = await call(t.app, "POST", "/auth/v1/logout", { token: session.access_token });
    expect(again.status).toBe(403);
    expect(again.json.error_code).toBe("session_not_found");
  });

  test.each(["everything", "GLOBAL", ""])("scope=%s is refused and signs nobody out", async (scope) => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "POST", `/auth/v1/logout?scope=${scope}`, { token: session.access_token });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "validation_failed", msg: "Unsupported logout scope: must be global, local or others" });
    expect(await works(session)).toBe(true);
  });

  test("without a token: 401", async () => {
    const res = await call(t.app, "POST", "/auth/v1/logout");
    expect(res.status).toBe(401);
    expect(res.json.error_code).toBe("no_authorization");
  });
});
