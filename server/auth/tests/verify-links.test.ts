/** GET /auth/v1/verify links with PKCE (`?code=`, then POST /token?grant_type=pkce), and malformed links. */
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authFlowState, authSessions } from "#db/schema/index.ts";
import { call, latestMail, uniqueEmail } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { claimsOf, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "10" });

function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

const exchange = (body: unknown) => call(t.app, "POST", "/auth/v1/token?grant_type=pkce", { body });

async function follow(link: string) {
  const res = await t.app.request(link);
  const location = new URL(res.headers.get("location")!);
  return { status: res.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** A user who asked for a reset from a PKCE client; the link from the e-mail. */
async function pkceReset(method: "S256" | "s256" | "plain" = "S256", query = "") {
  const user = await signUpFresh(t.app);
  // Proven, so the reset keeps the sign-up session (an unproven account is handed over: proven-email.test.ts).
  await markEmailProven(t.database.db, user.email);
  const pair = pkcePair();
  const challenge = method === "plain" ? pair.verifier : pair.challenge;
  const res = await call(t.app, "POST", `/auth/v1/recover${query}`, {
    body: { email: user.email, code_challenge: challenge, code_challenge_method: method },
  });
  expect(res.status).toBe(200);
  const mail = await latestMail(t.app, user.email);
  return { ...user, ...pair, mail };
}

describe("PKCE links", () => {
  test("the reset link hands back ?code= instead of tokens, and the code plus verifier give the session", async () => {
    const { mail, verifier, session } = await pkceReset();
    const { status, location } = await follow(mail.link!);
    expect(status).toBe(303);
    expect(location.hash).toBe("");
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/reset-password");
    const code = location.searchParams.get("code");
    expect(code).toMatch(/^[\w-]{20,}$/);

    const res = await exchange({ auth_code: code, code_verifier: verifier });
    expect(res.status).toBe(200);
    expect(res.json.user.id).toBe(session.user.id);
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["recovery"]);
  });

  test("the auth code works once", async () => {
    const { mail, verifier } = await pkceReset();
    const code = (await follow(mail.link!)).location.searchParams.get("code");
    expect((await exchange({ auth_code: code, code_verifier: verifier })).status).toBe(200);
    const again = await exchange({ auth_code: code, code_verifier: verifier });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ code: 404, error_code: "flow_state_not_found", msg: "invalid flow state, no valid flow state found" });
  });

  test("exchanged several times at once, the code gives exactly one session", async () => {
    const { mail, verifier, session } = await pkceReset();
    const code = (await follow(mail.link!)).location.searchParams.get("code");
    const results = await Promise.all([1, 2, 3].map(() => exchange({ auth_code: code, code_verifier: verifier })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    const sessions = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, session.user.id));
    expect(sessions).toHaveLength(2); // the sign-up session and the exchanged one
  });

  test("a wrong verifier is refused (and does not burn the code for its owner)", async () => {
    const { mail, verifier } = await pkceReset();
    const code = (await follow(mail.link!)).location.searchParams.get("code");
    const wrong = await exchange({ auth_code: code, code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error_code).toBe("bad_code_verifier");
    expect((await exchange({ auth_code: code, code_verifier: verifier })).status).toBe(200);
  });

  test("an auth code not exchanged within five minutes expires", async () => {
    const { mail, verifier } = await pkceReset();
    const code = (await follow(mail.link!)).location.searchParams.get("code")!;
    await t.database.db.update(authFlowState).set({ authCodeIssuedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(authFlowState.authCode, code));
    const res = await exchange({ auth_code: code, code_verifier: verifier });
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("flow_state_expired");
    expect((await exchange({ auth_code: code, code_verifier: verifier })).json.error_code).toBe("flow_state_not_found");
  });

  test.each(["s256", "plain"] as const)("code_challenge_method %s works", async (method) => {
    const { mail, verifier } = await pkceReset(method);
    const code = (await follow(mail.link!)).location.searchParams.get("code");
    expect((await exchange({ auth_code: code, code_verifier: verifier })).status).toBe(200);
  });

  test("the code is added to a redirect_to that already has a query", async () => {
    const { mail } = await pkceReset("S256", `?redirect_to=${encodeURIComponent("http://localhost:3000/reset-password?from=mail")}`);
    const { location } = await follow(mail.link!);
    expect(location.searchParams.get("from")).toBe("mail");
    expect(location.searchParams.get("code")).toBeTruthy();
  });

  test("a magic link from a PKCE client also ends in ?code=, with amr magiclink", async () => {
    const email = uniqueEmail("pkce-magic");
    const { verifier, challenge } = pkcePair();
    await call(t.app, "POST", "/auth/v1/otp", { body: { email, code_challenge: challenge, code_challenge_method: "s256" } });
    const { link } = await latestMail(t.app, email);
    const code = (await follow(link!)).location.searchParams.get("code");
    const res = await exchange({ auth_code: code, code_verifier: verifier });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
    expect(claimsOf(res.json.access_token).amr.map((a) => a.method)).toEqual(["magiclink"]);
  });

  test.each(["code", "token_hash"] as const)("with a PKCE flow pending, POST /verify by %s still answers the session itself", async (by) => {
    const { email, mail, session } = await pkceReset();
    const body =
      by === "code"
        ? { type: "recovery", email, token: mail.code }
        : { type: "recovery", token_hash: new URL(mail.link!).searchParams.get("token") };
    const res = await call(t.app, "POST", "/auth/v1/verify", { body });
    expect(res.status).toBe(200);
    expect(res.json.user.id).toBe(session.user.id);
    expect(res.json.access_token).toEqual(expect.any(String));
  });
});

describe("grant_type=pkce with bad input", () => {
  test.each([
    ["no fields", {}, 400, "validation_failed"],
    ["no verifier", { auth_code: "abc" }, 400, "validation_failed"],
    ["no code", { code_verifier: "v".repeat(43) }, 400, "validation_failed"],
    ["a numeric code", { auth_code: 123, code_verifier: "v".repeat(43) }, 400, "validation_failed"],
    ["a 513-character verifier", { auth_code: "abc", code_verifier: "v".repeat(513) }, 400, "validation_failed"],
    ["an unknown code", { auth_code: "never-issued", code_verifier: "v".repeat(43) }, 404, "flow_state_not_found"],
  ])("%s: %i %s", async (_name, body, status, errorCode) => {
    const res = await exchange(body);
    expect(res.status).toBe(status);
    expect(res.json.error_code).toBe(errorCode);
  });

  test("a flow whose link was never followed has no code to exchange", async () => {
    const { session } = await pkceReset();
    const [flow] = await t.database.db.select().from(authFlowState).where(eq(authFlowState.userId, session.user.id));
    const res = await exchange({ auth_code: flow!.authCode, code_verifier: "anything-at-all-of-sufficient-length-000000" });
    expect(res.status).toBe(404);
    expect(res.json.error_code).toBe("flow_state_not_found");
  });
});

describe("malformed links", () => {
  test.each([
    ["without a token", "/auth/v1/verify?type=recovery"],
    ["without a type", "/auth/v1/verify?token=abc"],
    ["with an unknown type", "/auth/v1/verify?token=abc&type=bogus"],
  ])("a link %s redirects to the site with validation_failed", async (_name, path) => {
    const { status, location, fragment } = await follow(`http://localhost:3000${path}`);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/");
    expect(fragment.get("error_code")).toBe("validation_failed");
    expect(fragment.get("error")).toBe("access_denied");
  });

  test("a forged token redirects with otp_expired; redirect_to elsewhere falls back to the site", async () => {
    const { location, fragment } = await follow(
      `http://localhost:3000/auth/v1/verify?token=forged&type=magiclink&redirect_to=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(location.origin).toBe("http://localhost:3000");
    expect(fragment.get("error_code")).toBe("otp_expired");
  });

  test("a fragment already in redirect_to is replaced, not appended to", async () => {
    const { location } = await follow(
      `http://localhost:3000/auth/v1/verify?token=forged&type=recovery&redirect_to=${encodeURIComponent("http://localhost:3000/x#access_token=planted")}`,
    );
    expect(location.pathname).toBe("/x");
    expect(location.hash).not.toContain("planted");
    expect(new URLSearchParams(location.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });
});
