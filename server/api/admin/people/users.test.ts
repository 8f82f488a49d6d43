/** GET /api/v1/admin/users and GET /api/v1/admin/overview: every account, in order, searched, counted. */
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { profiles, transactions } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller;
beforeAll(async () => {
  admin = await administrator(t);
});

interface AdminUser {
  id: string;
  email: string | null;
  role: string;
  type: string | null;
  transaction_count: number;
  created_at: string;
  sending_suspended_at: string | null;
}

async function allPages(query: string, limit: number): Promise<{ rows: AdminUser[]; pages: number }> {
  const rows: AdminUser[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await apiCall(t, "GET", `/api/v1/admin/users?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`, admin.token);
    expect(res.status).toBe(200);
    rows.push(...res.json.data);
    cursor = res.json.next_cursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

async function addTransactions(userId: string, count: number) {
  await t.database.db.insert(transactions).values(Array.from({ length: count }, () => ({ userId, status: "closed" as const })));
}

describe("GET /api/v1/admin/users", () => {
  test("regular users before administrators (role descending), each newest first; pages join without gaps or repeats", async () => {
    const made: Caller[] = [];
    for (let i = 0; i < 5; i++) made.push(await regularUser(t, i % 2 ? "lender" : "agent"));
    // Three accounts created in the same microsecond: the id breaks the tie.
    const same = new Date("2026-03-01T12:00:00.123456Z");
    for (const u of made.slice(0, 3)) await t.database.db.update(profiles).set({ createdAt: same }).where(eq(profiles.id, u.id));

    const { rows, pages } = await allPages("", 2);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(pages).toBe(Math.ceil(rows.length / 2));
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const u of [...made, admin]) expect(ids).toContain(u.id);

    const all = await apiCall(t, "GET", "/api/v1/admin/users?limit=100", admin.token);
    expect(all.json.data.map((r: AdminUser) => r.id)).toEqual(ids);
    const sortKey = (r: AdminUser) => [r.role === "user" ? 1 : 0, r.created_at] as const;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [sortKey(rows[i - 1]!), sortKey(rows[i]!)];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]), `${rows[i - 1]!.email} before ${rows[i]!.email}`).toBe(true);
    }
    expect(rows.at(-1)!.role).toBe("admin");
    expect(rows.find((r) => r.id === made[1]!.id)).toEqual({
      id: made[1]!.id,
      email: made[1]!.email,
      role: "user",
      type: "lender",
      transaction_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sending_suspended_at: null,
    });
  });

  test("a role change between pages neither repeats nor skips anyone else", async () => {
    for (let i = 0; i < 4; i++) await regularUser(t);
    const first = await apiCall(t, "GET", "/api/v1/admin/users?limit=3", admin.token);
    const before = (await allPages("", 100)).rows.map((r) => r.id);
    // Someone on a later page becomes an administrator meanwhile.
    const moved = before[5]!;
    await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, moved));
    const rest: string[] = [];
    let cursor: string | null = first.json.next_cursor;
    while (cursor) {
      const res = await apiCall(t, "GET", `/api/v1/admin/users?limit=3&cursor=${cursor}`, admin.token);
      rest.push(...res.json.data.map((r: AdminUser) => r.id));
      cursor = res.json.next_cursor;
    }
    const seen = [...first.json.data.map((r: AdminUser) => r.id), ...rest];
    expect(seen.filter((id) => id !== moved)).toEqual(before.filter((id) => id !== moved));
    await t.database.db.update(profiles).set({ role: "user" }).where(eq(profiles.id, moved));
  });

  test("q finds accounts by any part of the e-mail, whatever the letter case; % and _ are literal", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await regularUser(t);
    const b = await regularUser(t);
    await t.database.db.update(profiles).set({ email: `Mary.${tag}@Prairie.example` }).where(eq(profiles.id, a.id));
    await t.database.db.update(profiles).set({ email: `john_${tag}%x@example.com` }).where(eq(profiles.id, b.id));
    const search = async (q: string) => (await apiCall(t, "GET", `/api/v1/admin/users?q=${encodeURIComponent(q)}`, admin.token)).json.data.map((r: AdminUser) => r.id);
    expect(await search(tag)).toEqual([b.id, a.id]);
    expect(await search(`  MARY.${tag.toUpperCase()}@prairie `)).toEqual([a.id]);
    expect(await search(`_${tag}%`)).toEqual([b.id]);
    expect(await search(`${tag}%`)).toEqual([b.id]);
    expect(await search("%")).not.toContain(a.id);
    expect(await search(`nobody-${tag}`)).toEqual([]);
  });

  test("transaction_count is the total the user's own dashboard shows", async () => {
    const u = await regularUser(t);
    await addTransactions(u.id, 4);
    await t.database.db.insert(transactions).values({ userId: u.id, status: "cancelled", createdAt: new Date("2019-05-01T12:00:00Z") });
    const dashboard = await apiCall(t, "GET", "/api/v1/dashboard", u.token);
    const res = await apiCall(t, "GET", `/api/v1/admin/users?q=${encodeURIComponent(u.email)}`, admin.token);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0].transaction_count).toBe(5);
    expect(res.json.data[0].transaction_count).toBe(dashboard.json.total_transactions);
  });

  test.each([
    ["q=" + "x".repeat(101), "q", ADMIN_MESSAGES.searchTooLong],
    ["limit=0", "limit", "Enter a whole number from 1 to 100."],
    ["cursor=nonsense", "cursor", "This page link is no longer valid. Please start again from the first page."],
    ["cursor=owner.WyIyMDI2LTAxLTAxIDAwOjAwOjAwKzAwIiwiMDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAwIl0", "cursor", "This page link is no longer valid. Please start again from the first page."],
    ["cursor=user.bm90IGpzb24", "cursor", "This page link is no longer valid. Please start again from the first page."],
  ])("?%s is a 400 naming %s", async (query, field, message) => {
    const res = await apiCall(t, "GET", `/api/v1/admin/users?${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: message } });
  });
});

describe("GET /api/v1/admin/overview", () => {
  test("counts users, agents, lenders and transactions in the database", async () => {
    const before = (await apiCall(t, "GET", "/api/v1/admin/overview", admin.token)).json;
    expect(before).toEqual({ total_users: expect.any(Number), agents: expect.any(Number), lenders: expect.any(Number), total_transactions: expect.any(Number), backup: expect.any(Object) });
    const agent = await regularUser(t, "agent");
    await regularUser(t, "lender");
    await regularUser(t, "lender");
    const untyped = await regularUser(t, "agent");
    await t.database.db.update(profiles).set({ type: null }).where(eq(profiles.id, untyped.id));
    await addTransactions(agent.id, 3);
    const after = (await apiCall(t, "GET", "/api/v1/admin/overview", admin.token)).json;
    expect(after).toEqual({
      total_users: before.total_users + 4,
      agents: before.agents + 1,
      lenders: before.lenders + 2,
      total_transactions: before.total_transactions + 3,
      backup: before.backup, // issue 33: server/backup/backup-schedule.test.ts tests the backup card's figures
    });
  });
});
