/**
 * The refresh grant answers from one statement: it must count against the same per-address
 * counter as every other refresh request, refuse (and not rotate) when over it, and answer with
 * the same user object as GET /user (identities, factors) and the session's own claims.
 */
import { describe, expect, test } from "vitest";
import { call } from "#tests/support/auth-requests.ts";
import { AUTH_LIMITS } from "../limits.ts";
import { claimsOf, freshIp, fromIp, signUpFresh, useAuthApp, userWithVerifiedFactor } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const refresh = (body: unknown, ip = freshIp()) =>
  call(t.app, "POST", "/auth/v1/token?grant_type=refresh_token", { body, headers: fromIp(ip) });

describe("refresh grant in one statement", () => {
  test("requests without a token and refreshes share one per-address counter; over it, the token is not used up", async () => {
    const ip = freshIp();
    const half = Math.floor(AUTH_LIMITS.refreshPerIp.max / 2);
    for (let i = 0; i < half; i++) expect((await refresh({}, ip)).status).toBe(400);
    for (let i = half; i < AUTH_LIMITS.refreshPerIp.max; i++) expect((await refresh({ refresh_token: `unknown-${i}` }, ip)).status).toBe(400);
    const { session } = await signUpFresh(t.app);
    const limited = await refresh({ refresh_token: session.refresh_token }, ip);
    expect(limited.status).toBe(429);
    expect(limited.json.error_code).toBe("over_request_rate_limit");
    expect((await refresh({}, ip)).status).toBe(429);
    // Refused before anything was written: the same token still rotates from elsewhere.
    const elsewhere = await refresh({ refresh_token: session.refresh_token });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json.refresh_token).not.toBe(session.refresh_token);
  });

  test("the answer's user is GET /user's, factors and identities included, and the token keeps the session's claims", async () => {
    const { aal2 } = await userWithVerifiedFactor(t.app);
    const refreshed = await refresh({ refresh_token: aal2.refresh_token });
    expect(refreshed.status).toBe(200);
    const me = await call(t.app, "GET", "/auth/v1/user", { token: refreshed.json.access_token });
    expect(refreshed.json.user).toEqual(me.json);
    expect(refreshed.json.user.factors).toHaveLength(1);
    expect(refreshed.json.user.identities).toHaveLength(1);
    const before = claimsOf(aal2.access_token);
    const after = claimsOf(refreshed.json.access_token);
    expect(after).toMatchObject({ sub: before.sub, session_id: before.session_id, aal: "aal2", email: before.email });
    expect(after.amr).toEqual(before.amr);
  });

  test("many sessions refreshed at once (one shared statement): each gets its own child, and each child works", async () => {
    const sessions = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUpFresh(t.app)));
    const first = await Promise.all(sessions.map(({ session }) => refresh({ refresh_token: session.refresh_token })));
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    first.forEach((r, i) => expect(claimsOf(r.json.access_token).sub).toBe(sessions[i]!.session.user.id));
    expect(new Set(first.map((r) => r.json.refresh_token)).size).toBe(6);
    const second = await Promise.all(first.map((r) => refresh({ refresh_token: r.json.refresh_token })));
    expect(second.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  test("sent all at once from one address, the limit still holds exactly", async () => {
    const ip = freshIp();
    const max = AUTH_LIMITS.refreshPerIp.max;
    const results = await Promise.all(Array.from({ length: max + 3 }, (_, i) => refresh({ refresh_token: `unknown-at-once-${i}` }, ip)));
    expect(results.filter((r) => r.status === 400)).toHaveLength(max);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });
});
