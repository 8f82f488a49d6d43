/**
 * GoTrue's secure password change (AUTH_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, on by
 * default here): a session signed in more than 24 hours ago changes the password only with the
 * reauthentication code as `nonce`; a recent session (a password-reset link's included) needs none.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authSessions } from "#db/schema/index.ts";
import { call, latestMail, signIn } from "#tests/support/auth-requests.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" });
const putUser = (app: typeof t.app, token: string, body: unknown) => call(app, "PUT", "/auth/v1/user", { token, body });

/** A user whose session was signed in `hours` ago. */
async function signedInHoursAgo(hours: number) {
  const user = await signUpFresh(t.app);
  const sessionId = claimsOf(user.session.access_token).session_id;
  await t.database.db.update(authSessions).set({ createdAt: new Date(Date.now() - hours * 3_600_000) }).where(eq(authSessions.id, sessionId));
  return user;
}

describe("secure password change (on by default)", () => {
  test("a session signed in 25 hours ago: 400 reauthentication_needed, the password unchanged", async () => {
    const { email, password, session } = await signedInHoursAgo(25);
    const res = await putUser(t.app, session.access_token, { password: "new without a code" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "reauthentication_needed", msg: "Password update requires reauthentication" });
    expect((await signIn(t.app, email, password)).status).toBe(200);
    expect((await signIn(t.app, email, "new without a code")).status).toBe(400);
  });

  test("the same session with the e-mailed code as nonce changes it", async () => {
    const { email, session } = await signedInHoursAgo(25);
    expect((await call(t.app, "GET", "/auth/v1/reauthenticate", { token: session.access_token })).status).toBe(200);
    const { code } = await latestMail(t.app, email);
    const wrong = await putUser(t.app, session.access_token, { password: "new with a code", nonce: String((Number(code) + 1) % 1_000_000).padStart(6, "0") });
    expect(wrong.json.error_code).toBe("reauthentication_not_valid");
    const res = await putUser(t.app, session.access_token, { password: "new with a code", nonce: code });
    expect(res.status).toBe(200);
    expect((await signIn(t.app, email, "new with a code")).status).toBe(200);
  });

  test("a session signed in 23 hours ago needs no code", async () => {
    const { email, session } = await signedInHoursAgo(23);
    expect((await putUser(t.app, session.access_token, { password: "new within the day" })).status).toBe(200);
    expect((await signIn(t.app, email, "new within the day")).status).toBe(200);
  });

  test("the password-reset link's session is new, so it sets a password without a code", async () => {
    const { email } = await signedInHoursAgo(48);
    expect((await call(t.app, "POST", "/auth/v1/recover", { body: { email } })).status).toBe(200);
    const { link } = await latestMail(t.app, email);
    const landed = new URL((await t.app.request(link!)).headers.get("location")!);
    const recovery = new URLSearchParams(landed.hash.slice(1)).get("access_token")!;
    expect((await putUser(t.app, recovery, { password: "set after a reset" })).status).toBe(200);
    expect((await signIn(t.app, email, "set after a reset")).status).toBe(200);
  });

  test("other changes of an old session (metadata) need no code", async () => {
    const { session } = await signedInHoursAgo(25);
    expect((await putUser(t.app, session.access_token, { data: { nickname: "Jo" } })).status).toBe(200);
  });

  test("AUTH_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION=false: an old session changes it with the token alone (GoTrue's default)", async () => {
    const app = t.appWith({ AUTH_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "false" });
    const { email, session } = await signedInHoursAgo(25);
    expect((await putUser(app, session.access_token, { password: "new, setting off" })).status).toBe(200);
    expect((await signIn(t.app, email, "new, setting off")).status).toBe(200);
  });
});
