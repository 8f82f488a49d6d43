/**
 * A lone surrogate ("\ud800", which JSON can carry but UTF-8 cannot) in any field of the data API
 * is refused at that field by the one rule for text instead of failing in the database with a 500
 * (found by the fuzzer).
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { leads } from "#db/schema/index.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "../auth/tests/helpers.ts";
import { UNSAFE_TEXT_MESSAGE } from "#core/validation/safe-text.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const post = (path: string, body: unknown) => call(t.app, "POST", path, { body, headers: fromIp(freshIp()) });

describe("text that is not well-formed Unicode", () => {
  test.each([
    ["/api/v1/gift-card-claims", { full_name: "Ana Cruz", email: "ana.cruz@e\ud800xample.com" }, "email"],
    ["/api/v1/guide-downloads", { email: "jo@e\udfffxample.com", guide: "fsbo-package" }, "email"],
    ["/api/v1/leads", { name: "Lee \ud83d", email: "lee@example.com", message: "Hi" }, "name"],
    ["/api/v1/service-requests", { service_type: "title", name: "Kim", email: "kim@example.com", phone: "3195550142", message: "\udc00" }, "message"],
  ])("%s: 400 at the field", async (path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: UNSAFE_TEXT_MESSAGE } });
  });

  test("a character outside the BMP (a valid surrogate pair) is fine", async () => {
    const email = uniqueEmail();
    const res = await post("/api/v1/leads", { name: "Lee 😀", email, message: "Closing soon 👍" });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, email));
    expect(row).toMatchObject({ name: "Lee 😀", message: "Closing soon 👍" });
  });
});
