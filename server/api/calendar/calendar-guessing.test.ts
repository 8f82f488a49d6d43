/**
 * Guessing calendar addresses: wrong tokens are counted per address (FEED_MISS_LIMIT) and, over
 * the limit, answered 429 rate_limited with Retry-After before any token is looked at; a
 * calendar application polling its valid feed uses none of that allowance.
 */
import { describe, expect, test } from "vitest";
import { call } from "#tests/support/auth-requests.ts";
import { roomInWindow, signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { FEED_MISS_LIMIT } from "./calendar.routes.ts";

const t = useAuthApp({ PUBLIC_URL: "https://closing.example" });
const wrongToken = (i: number) => `${String(i).padStart(6, "0")}${"x".repeat(37)}`;

describe("guessing calendar addresses", () => {
  test("a valid feed polled many times is never throttled; wrong tokens get 404 up to the limit, then 429 for every address", async () => {
    await roomInWindow(FEED_MISS_LIMIT.windowSeconds, 30);
    const agent = await signUpFresh(t.app);
    const made = await call(t.app, "POST", "/api/v1/me/calendar", { token: agent.session.access_token });
    const feed = new URL(made.json.url as string).pathname;

    for (let i = 0; i < FEED_MISS_LIMIT.max * 3; i++) expect((await t.app.request(feed)).status).toBe(200);

    for (let i = 0; i < FEED_MISS_LIMIT.max; i++) {
      expect((await call(t.app, "GET", `/api/v1/calendar/${wrongToken(i)}.ics`)).status).toBe(404);
    }
    const refused = await call(t.app, "GET", `/api/v1/calendar/${wrongToken(999)}.ics`);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(refused.json.message).toMatch(/wait \d+ (seconds?|minutes?)/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Over the limit, a right guess would be told apart from a wrong one: every token waits.
    expect((await t.app.request(feed)).status).toBe(429);
  }, 90_000);
});
