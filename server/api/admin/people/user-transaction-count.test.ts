/**
 * PUT /api/v1/admin/users/{id}/transaction-count: raising adds closed sales, lowering removes the
 * oldest, each change audited in the same transaction; concurrent edits end consistent.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { auditEvents, transactions } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { testDatabaseKind } from "#tests/support/test-db.ts";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller;
beforeAll(async () => {
  admin = await administrator(t);
});
const setCount = (token: string, id: string, body: unknown) => apiCall(t, "PUT", `/api/v1/admin/users/${id}/transaction-count`, token, body);

const rowsOf = (id: string) =>
  t.database.db
    .select({ id: transactions.id, type: transactions.type, status: transactions.status, createdAt: transactions.createdAt })
    .from(transactions)
    .where(eq(transactions.userId, id))
    .orderBy(asc(transactions.createdAt));
const auditOf = (id: string) =>
  t.database.db
    .select({ actorId: auditEvents.actorId, payload: auditEvents.payload })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "profile.transaction_count_changed"), eq(auditEvents.targetId, id)))
    .orderBy(asc(auditEvents.createdAt));

async function withTransactions(count: number) {
  const user = await regularUser(t);
  const base = Date.parse("2025-01-01T12:00:00Z");
  if (count) {
    await t.database.db
      .insert(transactions)
      .values(Array.from({ length: count }, (_, i) => ({ userId: user.id, type: "refinance", status: "pending" as const, createdAt: new Date(base + i * 86_400_000) })));
  }
  return user;
}

describe("PUT /api/v1/admin/users/{id}/transaction-count", () => {
  test("raising adds closed sales; the user's dashboard shows the new total; audited as the admin's", async () => {
    const user = await withTransactions(2);
    const res = await setCount(admin.token, user.id, { count: 5 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: user.id, email: user.email, role: "user", type: "agent", transaction_count: 5, created_at: expect.any(String), sending_suspended_at: null });
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.type, r.status])).toEqual([
      ["refinance", "pending"],
      ["refinance", "pending"],
      ["sale", "closed"],
      ["sale", "closed"],
      ["sale", "closed"],
    ]);
    expect((await apiCall(t, "GET", "/api/v1/dashboard", user.token)).json.total_transactions).toBe(5);
    expect(await auditOf(user.id)).toEqual([{ actorId: admin.id, payload: { from: 2, to: 5 } }]);
  });

  test("lowering removes that many, oldest first", async () => {
    const user = await withTransactions(5);
    const newest = (await rowsOf(user.id)).slice(-2).map((r) => r.id);
    const res = await setCount(admin.token, user.id, { count: 2 });
    expect(res.json.transaction_count).toBe(2);
    expect((await rowsOf(user.id)).map((r) => r.id)).toEqual(newest);
    expect((await setCount(admin.token, user.id, { count: 0 })).json.transaction_count).toBe(0);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await auditOf(user.id)).map((a) => a.payload)).toEqual([
      { from: 5, to: 2 },
      { from: 2, to: 0 },
    ]);
  });

  test("the count it already has: 200, nothing added, removed or audited", async () => {
    const user = await withTransactions(3);
    const before = await rowsOf(user.id);
    const res = await setCount(admin.token, user.id, { count: 3 });
    expect(res.status).toBe(200);
    expect(res.json.transaction_count).toBe(3);
    expect(await rowsOf(user.id)).toEqual(before);
    expect(await auditOf(user.id)).toEqual([]);
  });

  test("the upper bound, 10,000, is accepted", async () => {
    const user = await withTransactions(0);
    const res = await setCount(admin.token, user.id, { count: 10_000 });
    expect(res.json.transaction_count).toBe(10_000);
    expect(await rowsOf(user.id)).toHaveLength(10_000);
  });

  test.each([[{ count: -1 }], [{ count: 1.5 }], [{ count: "abc" }], [{ count: "5" }], [{ count: null }], [{ count: 10_001 }], [{}], [{ count: [3] }]])(
    "%j: 400 fields.count 'Please enter a valid number', nothing changed",
    async (body) => {
        const user = await withTransactions(2);
      const res = await setCount(admin.token, user.id, body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "validation_failed", fields: { count: "Please enter a valid number" } });
      expect(await rowsOf(user.id)).toHaveLength(2);
      expect(await auditOf(user.id)).toEqual([]);
    },
  );

  test("a body that is not JSON: refused, nothing changed", async () => {
    const user = await withTransactions(1);
    const res = await t.app.request(`/api/v1/admin/users/${user.id}/transaction-count`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: "count=5",
    });
    expect(res.status).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  test.each(["00000000-0000-4000-8000-000000000000", "nope"])("an unknown or malformed id (%s): 404 not_found", async (id) => {
    const res = await setCount(admin.token, id, { count: 1 });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "not_found", message: ADMIN_MESSAGES.userNotFound });
  });

  describe(`two administrators at once (${testDatabaseKind()})`, () => {
    test("different counts: the result is one of them, and the audit rows form one chain from the first count", async () => {
      const [a, b] = [admin, await administrator(t)];
      const user = await withTransactions(3);
      const answers = await Promise.all([setCount(a.token, user.id, { count: 10 }), setCount(b.token, user.id, { count: 4 })]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const audit = (await auditOf(user.id)).map((r) => r.payload as { from: number; to: number });
      expect(audit).toHaveLength(2);
      expect(audit[0]!.from).toBe(3);
      expect(audit[1]!.from).toBe(audit[0]!.to);
      expect([10, 4]).toContain(audit[1]!.to);
      expect(await rowsOf(user.id)).toHaveLength(audit[1]!.to);
      expect((await apiCall(t, "GET", "/api/v1/dashboard", user.token)).json.total_transactions).toBe(audit[1]!.to);
    });

    test("the same count from several edits: the count is that number, changed and audited once", async () => {
      const admins = [admin, await administrator(t), await administrator(t)];
      const user = await withTransactions(2);
      const answers = await Promise.all([...admins, ...admins].map((caller) => setCount(caller.token, user.id, { count: 7 })));
      expect(answers.map((r) => r.json.transaction_count)).toEqual([7, 7, 7, 7, 7, 7]);
      expect(await rowsOf(user.id)).toHaveLength(7);
      expect((await auditOf(user.id)).map((r) => r.payload)).toEqual([{ from: 2, to: 7 }]);
    });

    test("raising and lowering interleaved many times ends at the last audited count", async () => {
      const [a, b] = [admin, await administrator(t)];
      const user = await withTransactions(0);
      const edits = [5, 1, 8, 0, 3, 9, 2, 6];
      await Promise.all(edits.map((count, i) => setCount((i % 2 ? a : b).token, user.id, { count })));
      const audit = (await auditOf(user.id)).map((r) => r.payload as { from: number; to: number });
      let current = 0;
      for (const step of audit) {
        expect(step.from).toBe(current);
        current = step.to;
      }
      expect(await rowsOf(user.id)).toHaveLength(current);
    });
  });
});
