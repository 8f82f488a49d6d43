/** Every endpoint that reads a body: malformed JSON, bodies that are not objects, and bodies over 64 KB. */
import { beforeAll, describe, expect, test } from "vitest";
import { call } from "#tests/support/auth-requests.ts";
import { AUTH_BODY_LIMIT_BYTES } from "../auth.routes.ts";
import { mfa, signUpFresh, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

let token = "";
let factorId = "";
beforeAll(async () => {
  token = (await signUpFresh(t.app)).session.access_token;
  factorId = (await mfa.enroll(t.app, token)).json.id;
});

/** Endpoints reading a JSON body; `auth` ones are called signed in, so the body is what fails. */
const ENDPOINTS: [method: string, path: () => string, auth: boolean][] = [
  ["POST", () => "/auth/v1/signup", false],
  ["POST", () => "/auth/v1/token?grant_type=password", false],
  ["POST", () => "/auth/v1/token?grant_type=refresh_token", false],
  ["POST", () => "/auth/v1/token?grant_type=pkce", false],
  ["POST", () => "/auth/v1/recover", false],
  ["POST", () => "/auth/v1/otp", false],
  ["POST", () => "/auth/v1/verify", false],
  ["POST", () => "/auth/v1/resend", false],
  ["PUT", () => "/auth/v1/user", true],
  ["POST", () => "/auth/v1/factors", true],
  ["POST", () => `/auth/v1/factors/${factorId}/challenge`, true],
  ["POST", () => `/auth/v1/factors/${factorId}/verify`, true],
];
const cases = ENDPOINTS.map(([method, path, auth]) => ({ name: `${method} ${path().replace(/[0-9a-f-]{36}/, "{id}")}`, method, path, auth }));

const send = (c: (typeof cases)[number], body: string, headers: Record<string, string> = {}) =>
  call(t.app, c.method, c.path(), { body, token: c.auth ? token : undefined, headers });

describe.each(cases)("$name", (c) => {
  test.each([
    ["truncated JSON", '{"email": "a@example.com", '],
    ["single quotes", "{'email': 'a@example.com'}"],
    ["a trailing comma", '{"email": "a@example.com",}'],
    ["an array", '[{"email": "a@example.com"}]'],
    ["null", "null"],
    ["a string", '"a@example.com"'],
    ["a number", "42"],
    ["form encoding", "email=a%40example.com&password=secret"],
  ])("%s: 400 bad_json", async (_name, body) => {
    const res = await send(c, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "bad_json", msg: "Could not parse request body as JSON: the body must be a JSON object" });
  });

  test("a body over 64 KB: 413 request_too_large", async () => {
    const res = await send(c, JSON.stringify({ email: "big@example.com", padding: "x".repeat(AUTH_BODY_LIMIT_BYTES) }));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: 413, error_code: "request_too_large", msg: "Request body is larger than 64 KB" });
  });

  test("a body over 64 KB announced by Content-Length: 413 before it is read", async () => {
    const body = "x".repeat(AUTH_BODY_LIMIT_BYTES + 1);
    const res = await send(c, body, { "content-length": String(body.length) });
    expect(res.status).toBe(413);
    expect(res.json.error_code).toBe("request_too_large");
  });
});

describe("body size", () => {
  test("a body just under the limit is read (and judged on its content)", async () => {
    const padding = "x".repeat(AUTH_BODY_LIMIT_BYTES - 200);
    const res = await call(t.app, "POST", "/auth/v1/recover", { body: { email: "not-an-address", padding } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error_code: "validation_failed", msg: "Unable to validate email address: invalid format" });
  });

  test("endpoints that take no body refuse a huge one too", async () => {
    const res = await call(t.app, "POST", "/auth/v1/logout", { token, body: "x".repeat(AUTH_BODY_LIMIT_BYTES + 1) });
    expect(res.status).toBe(413);
    // ...and the session was not ended.
    expect((await call(t.app, "GET", "/auth/v1/user", { token })).status).toBe(200);
  });

  test("an empty body counts as an empty object", async () => {
    const res = await call(t.app, "POST", "/auth/v1/recover", { body: "", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "validation_failed", msg: "Password recovery requires an email" });
  });
});
