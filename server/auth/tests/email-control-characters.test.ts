/**
 * An e-mail address with an invisible control character (U+0085 is a space to PostgreSQL's
 * CHECK but not to JavaScript's \s) is refused by the one rule for text, naming the field, not
 * stored until the database's constraint fails with a 500 (found by the API fuzzer).
 */
import { describe, expect, test } from "vitest";
import { UNSAFE_TEXT_MESSAGE } from "#core/validation/safe-text.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "./helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const post = (path: string, body: unknown) => call(t.app, "POST", path, { body, headers: fromIp(freshIp()) });

describe("e-mail addresses with control characters", () => {
  test.each([
    ["U+0085 first", "\u0085nel@example.com"],
    ["U+0085 inside", "n\u0085el@example.com"],
    ["an escape character", "esc\u001b@example.com"],
  ])("%s: /otp and /signup answer 400 naming the e-mail", async (_what, email) => {
    for (const [path, body] of [
      ["/auth/v1/otp", { email }],
      ["/auth/v1/signup", { email, password: "correct horse" }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.json, path).toEqual({ code: 400, error_code: "validation_failed", msg: `email: ${UNSAFE_TEXT_MESSAGE}` });
    }
  });

  test("the contact form answers 400 at the field", async () => {
    const res = await post("/api/v1/leads", { name: "Nel", email: "\u0085nel@example.com", message: "Hi" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(["email"]);
  });
});
