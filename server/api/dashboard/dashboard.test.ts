/** The dashboard's data: own transactions (paged), totals with this month in Iowa, orders. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox, profiles, serviceRequests, transactions } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { closingCounts } from "../transactions/closing-counts.queries.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10", STAFF_EMAIL: "staff@heartlandclosing.example" });
const get = (path: string, token?: string) => call(t.app, "GET", path, { token });

async function addTransactions(userId: string, rows: { status?: "pending" | "in_progress" | "closed" | "cancelled"; createdAt: Date; type?: string }[]) {
  await t.database.db.insert(transactions).values(rows.map((r) => ({ userId, status: r.status ?? "closed", type: r.type ?? "sale", createdAt: r.createdAt })));
}

describe("GET /api/v1/transactions", () => {
  test("the caller's own transactions, newest first, in pages that join without gaps or repeats", async () => {
    const agent = await signUpFresh(t.app);
    const other = await signUpFresh(t.app);
    const base = Date.parse("2026-06-01T12:00:00Z");
    // 25 rows, three of them created in the same microsecond (the id breaks the tie).
    await addTransactions(agent.session.user.id, Array.from({ length: 25 }, (_, i) => ({ createdAt: new Date(base + Math.min(i, 22) * 60_000), status: i % 2 ? "in_progress" : "closed" })));
    await addTransactions(other.session.user.id, [{ createdAt: new Date(base) }]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/v1/transactions?limit=10${cursor ? `&cursor=${cursor}` : ""}`, agent.session.access_token);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      seen.push(...res.json.data.map((r: { id: string }) => r.id));
      cursor = res.json.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const all = await get("/api/v1/transactions?limit=100", agent.session.access_token);
    expect(all.json.data.map((r: { id: string }) => r.id)).toEqual(seen);
    const dates = all.json.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.json.data[0]).toEqual({
      id: expect.any(String),
      type: "sale",
      status: expect.stringMatching(/^(closed|in_progress)$/),
      property_address: null,
      closing_date: null,
      created_at: "2026-06-01T12:22:00.000Z",
    });
    expect(all.json.next_cursor).toBeNull();
  });

  test("an account without transactions gets an empty page", async () => {
    const agent = await signUpFresh(t.app);
    expect((await get("/api/v1/transactions", agent.session.access_token)).json).toEqual({ data: [], next_cursor: null });
  });

  test.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${Buffer.from(JSON.stringify(["2026-13-45 10:00:00+00", "00000000-0000-0000-0000-000000000000"])).toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from(JSON.stringify(["2026-11-01 10:00:00+00", "'; drop table transactions; --"])).toString("base64url")}`, "cursor"],
  ])("?%s is a 400 naming %s", async (query, field) => {
    const agent = await signUpFresh(t.app);
    const res = await get(`/api/v1/transactions?${query}`, agent.session.access_token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: expect.any(String) } });
  });

  test("without a token: 401", async () => {
    expect((await get("/api/v1/transactions")).status).toBe(401);
  });
});

describe("totals: all transactions and this calendar month in Iowa", () => {
  test("the month begins at midnight in Iowa, not at midnight UTC", async () => {
    const agent = await signUpFresh(t.app);
    const id = agent.session.user.id;
    await addTransactions(id, [
      { createdAt: new Date("2026-11-30T23:00:00Z") }, // 5 p.m. Nov 30 in Iowa
      { createdAt: new Date("2026-12-01T05:59:59Z") }, // 11:59:59 p.m. Nov 30 in Iowa
      { createdAt: new Date("2026-12-01T06:00:00Z") }, // midnight Dec 1 in Iowa
      { createdAt: new Date("2026-12-15T18:00:00Z") },
    ]);
    const inDecember = (await closingCounts(t.database.db, [id], new Date("2026-12-20T12:00:00Z"))).get(id);
    expect(inDecember).toMatchObject({ total: 4, monthly: 2 });
    // 10 p.m. Nov 30 in Iowa is already December in UTC: still November here.
    const lateNovember = (await closingCounts(t.database.db, [id], new Date("2026-12-01T04:00:00Z"))).get(id);
    expect(lateNovember).toMatchObject({ total: 4, monthly: 2 });
  });

  test("users without transactions count zero; one query serves several users", async () => {
    const a = await signUpFresh(t.app);
    const b = await signUpFresh(t.app);
    await addTransactions(a.session.user.id, [{ createdAt: new Date() }]);
    const counts = await closingCounts(t.database.db, [a.session.user.id, b.session.user.id], new Date());
    expect(counts.get(a.session.user.id)).toMatchObject({ total: 1, monthly: 1 });
    expect(counts.get(b.session.user.id)).toMatchObject({ total: 0, monthly: 0 });
  });

  test("GET /api/v1/dashboard answers the caller's totals and the CE partner", async () => {
    const agent = await signUpFresh(t.app);
    await addTransactions(agent.session.user.id, [{ createdAt: new Date() }, { createdAt: new Date("2020-01-15T12:00:00Z") }]);
    const res = await get("/api/v1/dashboard", agent.session.access_token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ total_transactions: 2, monthly_transactions: 1, ce_credits_url: expect.stringMatching(/^https:\/\//) });
  });
});

describe("POST /api/v1/orders", () => {
  const order = (body: unknown, token?: string) => call(t.app, "POST", "/api/v1/orders", { body, token });

  test("files a service request from the account, ignoring ids in the body, and tells staff", async () => {
    const lender = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const res = await order({ service_type: "digital-cash", user_id: "00000000-0000-0000-0000-000000000000", email: "spoof@example.com", name: "Spoof" }, lender.session.access_token);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), service_type: "digital-cash", status: "new", created_at: expect.any(String) });
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, res.json.id));
    expect(row).toMatchObject({
      name: lender.email.split("@")[0],
      email: lender.email,
      phone: "",
      serviceType: "digital-cash",
      type: "dashboard_order",
      userId: lender.session.user.id,
      userType: "lender",
      status: "new",
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.refId, res.json.id));
    expect(mail).toMatchObject({ toAddress: "staff@heartlandclosing.example", kind: "order.notify_staff" });
    expect(mail!.textBody).toContain(lender.email);
  });

  test.each([[{}], [{ service_type: "title" }], [{ service_type: "" }], [[]], [null]])("%j is a 400 asking to choose a service", async (body) => {
    const agent = await signUpFresh(t.app);
    const res = await order(body, agent.session.access_token);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  test("without a token: 401, nothing filed", async () => {
    const before = await t.database.db.$count(serviceRequests);
    expect((await order({ service_type: "tc" })).status).toBe(401);
    expect(await t.database.db.$count(serviceRequests)).toBe(before);
  });

  test("an account placing too many orders in an hour gets 429 with Retry-After; the refused order stores nothing", async () => {
    const agent = await signUpFresh(t.app);
    for (let i = 0; i < 10; i++) expect((await order({ service_type: "tc" }, agent.session.access_token)).status).toBe(201);
    const res = await order({ service_type: "tc" }, agent.session.access_token);
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("rate_limited");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.database.db.$count(serviceRequests, eq(serviceRequests.userId, agent.session.user.id))).toBe(10);
    // Another account is not affected.
    const other = await signUpFresh(t.app);
    expect((await order({ service_type: "tc" }, other.session.access_token)).status).toBe(201);
  });

  test("a user whose profile was removed gets 403, not a 500", async () => {
    const agent = await signUpFresh(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, agent.session.user.id));
    expect((await order({ service_type: "tc" }, agent.session.access_token)).status).toBe(403);
  });
});
