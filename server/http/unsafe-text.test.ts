/**
 * A NUL (or another control character, or a broken surrogate) in any text a client sends is a 400
 * naming the field, decided by the shared schemas before the database sees it. Each case below
 * was a 500 once: PostgreSQL refuses the NUL byte in text and jsonb.
 */
import { describe, expect, test } from "vitest";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { UNSAFE_TEXT_MESSAGE } from "#core/validation/safe-text.ts";
import { freshIp, fromIp, useAuthApp } from "../auth/tests/helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });

const NUL = "a\u0000b";

const lead = () => ({ name: "Lee Park", email: uniqueEmail("lead"), message: "Closing in Ames?" });
const claim = () => ({ full_name: "Ana Cruz", email: uniqueEmail("gift") });
const request = () => ({ service_type: "title", name: "Sam Lee", email: uniqueEmail("sr"), phone: "319-555-0142" });

describe("data API: 400 validation_failed naming the field", () => {
  test.each([
    ["/api/v1/leads", "name", () => ({ ...lead(), name: NUL })],
    ["/api/v1/leads", "company", () => ({ ...lead(), company: NUL })],
    ["/api/v1/leads", "message", () => ({ ...lead(), message: NUL })],
    ["/api/v1/leads", "email", () => ({ ...lead(), email: "jo\u0000@example.com" })],
    ["/api/v1/leads", "phone", () => ({ ...lead(), phone: "319\u0000555 0142" })],
    ["/api/v1/gift-card-claims", "full_name", () => ({ ...claim(), full_name: NUL })],
    ["/api/v1/service-requests", "name", () => ({ ...request(), name: NUL })],
    ["/api/v1/service-requests", "company", () => ({ ...request(), company: NUL })],
    ["/api/v1/service-requests", "property_address", () => ({ ...request(), property_address: "12 Main St\u0000" })],
    ["/api/v1/service-requests", "message", () => ({ ...request(), message: NUL })],
    ["/api/v1/service-requests", "phone", () => ({ ...request(), phone: "319-555-0142\u0000" })],
    ["/api/v1/guide-downloads", "email", () => ({ email: "jo\u0000@example.com", guide: "fsbo-package" })],
    ["/api/v1/leads", "name", () => ({ ...lead(), name: "bell\u0007" })],
    ["/api/v1/leads", "message", () => ({ ...lead(), message: "broken \uD83D surrogate" })],
  ])("POST %s with a bad %s", async (path, field, body) => {
    const res = await call(t.app, "POST", path, { body: body(), headers: fromIp(freshIp()) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    expect(Object.keys(res.json.fields)).toContain(field);
  });

  test("GET /api/v1/dev/mailbox?to=a%00", async () => {
    const res = await call(t.app, "GET", "/api/v1/dev/mailbox?to=a%00");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { to: UNSAFE_TEXT_MESSAGE } });
  });

  test("line breaks and tabs in a message are still welcome", async () => {
    const res = await call(t.app, "POST", "/api/v1/leads", {
      body: { ...lead(), message: "Two questions:\r\n\t1. Ames\n\t2. Cedar Rapids 🏡" },
      headers: fromIp(freshIp()),
    });
    expect(res.status).toBe(201);
  });
});

describe("auth API: 400 validation_failed naming the field", () => {
  test.each([
    ["/auth/v1/verify", "email", { type: "email", email: NUL, token: "123456" }],
    ["/auth/v1/otp", "email", { email: `jo${NUL}@example.com` }],
    ["/auth/v1/token?grant_type=pkce", "auth_code", { auth_code: NUL, code_verifier: "v".repeat(43) }],
    ["/auth/v1/signup", "data.company", { email: uniqueEmail(), password: "correct horse", data: { company: NUL } }],
    ["/auth/v1/signup", "data.nested.0", { email: uniqueEmail(), password: "correct horse", data: { nested: [NUL] } }],
    ["/auth/v1/signup", "email", { email: `x${NUL}@example.com`, password: "correct horse" }],
    ["/auth/v1/recover", "email", { email: `x${NUL}@example.com` }],
    ["/auth/v1/token?grant_type=password", "email", { email: `x${NUL}@example.com`, password: "x" }],
    ["/auth/v1/token?grant_type=refresh_token", "refresh_token", { refresh_token: NUL }],
    ["/auth/v1/resend", "email", { type: "signup", email: `x${NUL}@example.com` }],
  ])("POST %s with a bad %s", async (path, field, body) => {
    const res = await call(t.app, "POST", path, { body, headers: fromIp(freshIp()) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 400, error_code: "validation_failed", msg: `${field}: ${UNSAFE_TEXT_MESSAGE}` });
  });

  test("a NUL in a metadata key is refused too", async () => {
    const res = await call(t.app, "POST", "/auth/v1/signup", {
      body: { email: uniqueEmail(), password: "correct horse", data: { ["k\u0000"]: "v" } },
      headers: fromIp(freshIp()),
    });
    expect(res.status).toBe(400);
    expect(res.json.error_code).toBe("validation_failed");
  });
});
