/**
 * A lone surrogate ("\ud800") in an auth request body reads as U+FFFD, as GoTrue's JSON decoder
 * reads it, rather than failing with a 500 where PostgreSQL's jsonb or the TOTP URI refuses it
 * (found by the API fuzzer).
 */
import { describe, expect, test } from "vitest";
import { call, uniqueEmail } from "../../../tests/support/auth-requests.ts";
import { freshIp, fromIp, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

describe("lone surrogates in auth bodies", () => {
  test("user metadata: stored with U+FFFD in its place", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "PUT", "/auth/v1/user", { token: session.access_token, body: '{"data":{"display_name":"Fuzz\\udfff"}}' });
    expect(res.status).toBe(200);
    expect(res.json.user_metadata.display_name).toBe("Fuzz\ufffd");
  });

  test("sign-up metadata", async () => {
    const res = await call(t.app, "POST", "/auth/v1/signup", {
      body: `{"email":"${uniqueEmail()}","password":"correct horse","data":{"account_type":"agent","nickname":"\\ud800x"}}`,
      headers: fromIp(freshIp()),
    });
    expect(res.status).toBe(200);
    expect(res.json.user.user_metadata.nickname).toBe("\ufffdx");
  });

  test("a TOTP issuer: the factor is enrolled", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "POST", "/auth/v1/factors", { token: session.access_token, body: '{"factor_type":"totp","issuer":"Heartland\\ud800"}' });
    expect(res.status).toBe(200);
    expect(res.json.totp.uri).toContain("issuer=Heartland%EF%BF%BD");
  });
});
