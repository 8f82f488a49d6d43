/**
 * A lone surrogate ("\ud800", valid JSON but not UTF-8) in an auth request body is refused by the
 * one rule for text with 400 naming the field, rather than failing with a 500 where PostgreSQL's
 * jsonb or the TOTP URI refuses it (found by the API fuzzer).
 */
import { describe, expect, test } from "vitest";
import { UNSAFE_TEXT_MESSAGE } from "#core/validation/safe-text.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

const refused = (field: string) => ({ code: 400, error_code: "validation_failed", msg: `${field}: ${UNSAFE_TEXT_MESSAGE}` });

describe("lone surrogates in auth bodies", () => {
  test("user metadata", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "PUT", "/auth/v1/user", { token: session.access_token, body: '{"data":{"display_name":"Fuzz\\udfff"}}' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refused("data.display_name"));
  });

  test("sign-up metadata", async () => {
    const res = await call(t.app, "POST", "/auth/v1/signup", {
      body: `{"email":"${uniqueEmail()}","password":"correct horse","data":{"account_type":"agent","nickname":"\\ud800x"}}`,
      headers: fromIp(freshIp()),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refused("data.nickname"));
  });

  test("a TOTP issuer", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "POST", "/auth/v1/factors", { token: session.access_token, body: '{"factor_type":"totp","issuer":"Heartland\\ud800"}' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(refused("issuer"));
  });

  test("a character outside the BMP (a valid surrogate pair) is fine", async () => {
    const { session } = await signUpFresh(t.app);
    const res = await call(t.app, "PUT", "/auth/v1/user", { token: session.access_token, body: { data: { display_name: "Jo 🏡" } } });
    expect(res.status).toBe(200);
    expect(res.json.user_metadata.display_name).toBe("Jo 🏡");
  });
});
