/** POST /auth/v1/token?grant_type=refresh_token: rotation, the 10 s grace window, reuse detection. */
import { describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "#db/client.ts";
import { authRefreshTokens, authSessions, authUsers } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { sha256 } from "../secrets.ts";
import { REFRESH_REUSE_GRACE_MS } from "../sessions.ts";
import { claimsOf, freshIp, fromIp, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const refresh = (body: unknown) =>
  call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body, headers: fromIp(freshIp()) });
const refreshWith = (refreshToken: string) => refresh({ refresh_token: refreshToken });

const tokenRow = async (refreshToken: string) =>
  (await t.database.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.tokenHash, sha256(refreshToken))))[0];

/** Moves a used token's revocation back in time, past the grace window. */
async function ageRevocation(refreshToken: string, ms = REFRESH_REUSE_GRACE_MS + 1000) {
  await t.database.db
    .update(authRefreshTokens)
    .set({ updatedAt: new Date(Date.now() - ms) })
    .where(eq(authRefreshTokens.tokenHash, sha256(refreshToken)));
}

const sessionExists = async (sessionId: string) =>
  (await t.database.db.select().from(authSessions).where(eq(authSessions.id, sessionId))).length === 1;

describe("refresh token rotation", () => {
  test("a refresh gives new tokens for the same session and revokes the old refresh token", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await refreshWith(session.refresh_token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: "bearer", expires_in: 3600, user: { id: session.user.id } });
    expect(res.json.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(res.json.access_token).session_id).toBe(claimsOf(session.access_token).session_id);

    const old = await tokenRow(session.refresh_token);
    const child = await tokenRow(res.json.refresh_token);
    expect(old).toMatchObject({ revoked: true });
    expect(child).toMatchObject({ revoked: false, parent: sha256(session.refresh_token), sessionId: old!.sessionId });
    const [s] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, old!.sessionId));
    expect(s!.refreshedAt).toBeInstanceOf(Date);
  });

  test("the new refresh token works in turn, and the new access token is accepted", async () => {
    const { session } = await signUpFresh(t.app);
    const second = await refreshWith(session.refresh_token);
    const third = await refreshWith(second.json.refresh_token);
    expect(third.status).toBe(200);
    expect(third.json.refresh_token).not.toBe(second.json.refresh_token);
    expect((await call(t.app, "GET", "/auth/v1/user", { token: third.json.access_token })).status).toBe(200);
  });

  test("refresh tokens are stored only as hashes", async () => {
    const { session } = await signUpFresh(t.app);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from auth_refresh_tokens where token_hash = ${session.refresh_token} or parent = ${session.refresh_token}`,
    );
    expect(row!.n).toBe(0);
    expect(await tokenRow(session.refresh_token)).toBeDefined();
  });

  test("the refreshed access token carries the user's current metadata", async () => {
    const { session } = await signUpFresh(t.app);
    await call(t.app, "PUT", "/auth/v1/user", { token: session.access_token, body: { data: { full_name: "Renamed" } } });
    const res = await refreshWith(session.refresh_token);
    expect(claimsOf(res.json.access_token).user_metadata).toMatchObject({ full_name: "Renamed", account_type: "agent" });
  });
});

describe("using a refresh token twice", () => {
  test("within the grace window (two tabs at once) both get the very same new token", async () => {
    const { session } = await signUpFresh(t.app);
    const a = await refreshWith(session.refresh_token);
    const b = await refreshWith(session.refresh_token);
    expect(b.status).toBe(200);
    expect(b.json.refresh_token).toBe(a.json.refresh_token);
    expect(await sessionExists(claimsOf(session.access_token).session_id)).toBe(true);
  });

  test("within the grace window, a token two rotations old leads to the newest token", async () => {
    const { session } = await signUpFresh(t.app);
    const second = await refreshWith(session.refresh_token);
    const third = await refreshWith(second.json.refresh_token);
    const again = await refreshWith(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(third.json.refresh_token);
  });

  test("concurrent refreshes of one token all succeed with one new token, without branching the session", async () => {
    const { session } = await signUpFresh(t.app);
    const results = await Promise.all([1, 2, 3, 4].map(() => refreshWith(session.refresh_token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json.refresh_token)).size).toBe(1);
    const sessionId = claimsOf(session.access_token).session_id;
    const live = await t.database.db.select().from(authRefreshTokens).where(eq(authRefreshTokens.sessionId, sessionId));
    expect(live.filter((r) => !r.revoked)).toHaveLength(1);
  });

  test("after the grace window the reuse ends the whole session", async () => {
    const { session } = await signUpFresh(t.app);
    const sessionId = claimsOf(session.access_token).session_id;
    const next = await refreshWith(session.refresh_token);
    await ageRevocation(session.refresh_token);

    const reuse = await refreshWith(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.json).toEqual({ code: 400, error_code: "refresh_token_already_used", msg: "Invalid Refresh Token: Already Used" });
    expect(await sessionExists(sessionId)).toBe(false);

    // Whoever holds the newer tokens (possibly the thief) is signed out too.
    const child = await refreshWith(next.json.refresh_token);
    expect(child.status).toBe(400);
    expect(child.json.error_code).toBe("refresh_token_not_found");
    const user = await call(t.app, "GET", "/auth/v1/user", { token: next.json.access_token });
    expect(user.status).toBe(403);
    expect(user.json.error_code).toBe("session_not_found");
  });

  test("just inside the grace window the reuse is still forgiven", async () => {
    const { session } = await signUpFresh(t.app);
    const next = await refreshWith(session.refresh_token);
    await ageRevocation(session.refresh_token, REFRESH_REUSE_GRACE_MS - 2000);
    const again = await refreshWith(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.json.refresh_token).toBe(next.json.refresh_token);
  });

  test("reuse in one session leaves the user's other sessions alone", async () => {
    const { email, password, session } = await signUpFresh(t.app);
    const other = await call(t.app, "POST", "/auth/v1/token?grant_type=password", { body: { email, password }, headers: fromIp(freshIp()) });
    await refreshWith(session.refresh_token);
    await ageRevocation(session.refresh_token);
    expect((await refreshWith(session.refresh_token)).json.error_code).toBe("refresh_token_already_used");
    expect((await refreshWith(other.json.refresh_token)).status).toBe(200);
  });
});

describe("refresh tokens that do not work", () => {
  test("an unknown token", async () => {
    const res = await refreshWith("not-a-token-we-issued");
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "refresh_token_not_found", msg: "Invalid Refresh Token: Refresh Token Not Found" });
  });

  test("a token of a session that was signed out", async () => {
    const { session } = await signUpFresh(t.app);
    expect((await call(t.app, "POST", "/auth/v1/logout?scope=local", { token: session.access_token })).status).toBe(204);
    expect((await refreshWith(session.refresh_token)).json.error_code).toBe("refresh_token_not_found");
  });

  test("a token of a session past its hard end (not_after)", async () => {
    const { session } = await signUpFresh(t.app);
    await t.database.db
      .update(authSessions)
      .set({ notAfter: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, claimsOf(session.access_token).session_id));
    expect((await refreshWith(session.refresh_token)).json.error_code).toBe("refresh_token_not_found");
  });

  test("a token of a banned user (and it is not rotated), until the ban ends", async () => {
    const { session } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ bannedUntil: new Date(Date.now() + 3_600_000) }).where(eq(authUsers.id, session.user.id));
    const res = await refreshWith(session.refresh_token);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "user_banned", msg: "Invalid Refresh Token: User Banned" });
    expect(await tokenRow(session.refresh_token)).toMatchObject({ revoked: false });
    await t.database.db.update(authUsers).set({ bannedUntil: null }).where(eq(authUsers.id, session.user.id));
    expect((await refreshWith(session.refresh_token)).status).toBe(200);
  });

  test("a token of a deleted user", async () => {
    const { session } = await signUpFresh(t.app);
    await t.database.db.update(authUsers).set({ deletedAt: new Date() }).where(eq(authUsers.id, session.user.id));
    expect((await refreshWith(session.refresh_token)).json.error_code).toBe("refresh_token_not_found");
    expect(await tokenRow(session.refresh_token)).toMatchObject({ revoked: false });
  });

  test.each([
    ["no body", undefined, "refresh_token required"],
    ["an empty object", {}, "refresh_token required"],
    ["an empty token", { refresh_token: "" }, "refresh_token required"],
    ["a number", { refresh_token: 12345 }, "refresh_token: Invalid input: expected string, received number"],
    ["an array", { refresh_token: ["a", "b"] }, "refresh_token: Invalid input: expected string, received array"],
    ["a 513-character token", { refresh_token: "r".repeat(513) }, "refresh_token: Too big: expected string to have <=512 characters"],
  ])("%s is a validation error", async (_name, body, msg) => {
    const res = await refresh(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "validation_failed", msg });
  });
});
