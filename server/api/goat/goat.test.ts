/** The Year of the GOAT: standing, leaderboard (masked names, opt-in), and the name setting. */
import { describe, expect, test } from "vitest";
import { transactions } from "#db/schema/index.ts";
import { companyYear } from "#core/domain/company-calendar.ts";
import { call } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { rankedMembers } from "./goat.queries.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });

async function close(userId: string, count: number, at: { createdAt?: Date; closingDate?: string } = {}) {
  if (count === 0) return;
  await t.database.db.insert(transactions).values(
    Array.from({ length: count }, () => ({ userId, status: "closed" as const, createdAt: at.createdAt ?? new Date(), closingDate: at.closingDate ?? null })),
  );
}

describe("GET /api/v1/goat", () => {
  test("a member with no closings: no level, the first level next, no rank", async () => {
    const agent = await signUpFresh(t.app);
    const res = await call(t.app, "GET", "/api/v1/goat", { token: agent.session.access_token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      year: companyYear(new Date()).year,
      closings: 0,
      level: null,
      next_level: { name: "Fainting Goat", remaining: 1 },
      progress: 0,
      rank: null,
      leaderboard_name: { show_name: false, display_name: null },
    });
  });

  test("level, progress and the year's leaderboard with masked names; an opted-in name is shown", async () => {
    const star = await signUpFresh(t.app, { email: `zz-star-${Date.now()}@example.com` });
    const agent = await signUpFresh(t.app);
    await close(star.session.user.id, 45);
    await close(agent.session.user.id, 4);
    await close(agent.session.user.id, 3, { createdAt: new Date("2019-05-01T12:00:00Z") }); // another year
    await t.database.db.insert(transactions).values({ userId: agent.session.user.id, status: "in_progress" }); // not closed

    const named = await call(t.app, "PUT", "/api/v1/goat/leaderboard-name", { token: star.session.access_token, body: { show_name: true, display_name: " Star Closer, Ames " } });
    expect(named.status).toBe(200);
    expect(named.json).toEqual({ show_name: true, display_name: "Star Closer, Ames" });

    const res = await call(t.app, "GET", "/api/v1/goat", { token: agent.session.access_token });
    expect(res.json).toMatchObject({ closings: 4, level: { name: "Pygmy Goat" }, next_level: { name: "Nubian Goat", remaining: 2 }, progress: 33 });
    const board = res.json.leaderboard as { rank: number; name: string; closings: number; is_you: boolean }[];
    expect(board.length).toBeLessThanOrEqual(10);
    expect(board[0]).toEqual({ rank: 1, name: "Star Closer, Ames", closings: 45, is_you: false });
    const me = board.find((e) => e.is_you);
    if (me) expect(me.name).toBe(`${agent.email[0]}•••${agent.email.split("@")[0]!.at(-1)}`);
    expect(JSON.stringify(board)).not.toContain("@");
  });

  test("the caller's own rank is given even outside the top ten", async () => {
    const members = await Promise.all(Array.from({ length: 11 }, () => signUpFresh(t.app)));
    for (const [i, m] of members.entries()) await close(m.session.user.id, 60 + i);
    const last = await signUpFresh(t.app);
    await close(last.session.user.id, 1);
    const res = await call(t.app, "GET", "/api/v1/goat", { token: last.session.access_token });
    expect(res.json.rank).toBeGreaterThan(10);
    expect(res.json.leaderboard).toHaveLength(10);
    expect(res.json.leaderboard.some((e: { is_you: boolean }) => e.is_you)).toBe(false);
  });

  test("a closing date decides the year; without one, the creation time in Iowa does", async () => {
    const agent = await signUpFresh(t.app);
    const id = agent.session.user.id;
    await close(id, 1, { createdAt: new Date("2027-01-01T05:30:00Z") }); // 11:30 p.m. Dec 31, 2026 in Iowa
    await close(id, 1, { createdAt: new Date("2027-01-01T06:30:00Z") }); // 12:30 a.m. Jan 1, 2027
    await close(id, 1, { createdAt: new Date("2027-03-01T12:00:00Z"), closingDate: "2026-12-30" }); // entered late
    const in2026 = await rankedMembers(t.database.db, new Date("2026-07-01T12:00:00Z"), id);
    expect(in2026.find((m) => m.userId === id)?.closings).toBe(2);
    const in2027 = await rankedMembers(t.database.db, new Date("2027-07-01T12:00:00Z"), id);
    expect(in2027.find((m) => m.userId === id)?.closings).toBe(1);
  });
});

describe("PUT /api/v1/goat/leaderboard-name", () => {
  test.each([
    [{ show_name: true }, "display_name"],
    [{ show_name: true, display_name: "x".repeat(41) }, "display_name"],
    [{ show_name: "yes" }, "show_name"],
    [{ show_name: true, display_name: "a\u0000b" }, "display_name"],
  ])("%j is a 400 naming %s", async (body, field) => {
    const agent = await signUpFresh(t.app);
    const res = await call(t.app, "PUT", "/api/v1/goat/leaderboard-name", { token: agent.session.access_token, body });
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty(field);
  });

  test("opting out keeps the name but masks it", async () => {
    const agent = await signUpFresh(t.app);
    const token = agent.session.access_token;
    await call(t.app, "PUT", "/api/v1/goat/leaderboard-name", { token, body: { show_name: true, display_name: "Jo" } });
    const out = await call(t.app, "PUT", "/api/v1/goat/leaderboard-name", { token, body: { show_name: false, display_name: "Jo" } });
    expect(out.json).toEqual({ show_name: false, display_name: "Jo" });
  });
});
