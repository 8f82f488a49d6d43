/**
 * Issue 29: a closing file that reached "Closed and disbursed" counts for the agents and lenders
 * on it, on top of their transactions, in the one count the dashboard's totals, the Year of the
 * GOAT and the admin's per-user count read, so the three show the same number.
 */
import { describe, expect, test } from "vitest";
import { transactions } from "#db/schema/index.ts";
import { companyYear } from "#core/domain/company-calendar.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { administrator, apiCall, regularUser, usePeopleApp } from "#tests/support/kits/people.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { closingCounts } from "./closing-counts.queries.ts";

const t = usePeopleApp();

/** Today in Iowa, yyyy-mm-dd. */
const iowaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());

/** A closed-and-disbursed file with `email` as its listing agent (and the same address as lender: it counts once). */
async function closedFileOf(email: string, doneOn = iowaToday()) {
  return insertFile(t.database.db, {
    parties: [
      { role: "listing_agent", email },
      { role: "lender", email },
      { role: "buyer", email: `buyer-${Date.now()}@example.com` },
    ],
    steps: { file_opened: { state: "done", doneOn }, closed_disbursed: { state: "done", doneOn } },
  });
}

async function seen(token: string, adminToken: string, userId: string) {
  const dashboard = await apiCall(t, "GET", "/api/v1/dashboard", token);
  const goat = await apiCall(t, "GET", "/api/v1/goat", token);
  const users = await apiCall(t, "GET", "/api/v1/admin/users?limit=100", adminToken);
  const row = (users.json.data as { id: string; transaction_count: number }[]).find((u) => u.id === userId);
  return {
    total: dashboard.json.total_transactions as number,
    monthly: dashboard.json.monthly_transactions as number,
    goat: goat.json.closings as number,
    onBoard: (goat.json.leaderboard as { is_you: boolean; closings: number }[]).find((e) => e.is_you)?.closings ?? null,
    admin: row?.transaction_count,
  };
}

describe("closed files count in the dashboard, the GOAT and the admin's count alike", () => {
  test("a completed file of an agent's: Total Transactions 1, 1 closing, admin count 1 (it was 0 before the fix)", async () => {
    const admin = await administrator(t);
    const agent = await regularUser(t);
    await markEmailProven(t.database.db, agent.email);
    expect(await seen(agent.token, admin.token, agent.id)).toMatchObject({ total: 0, goat: 0, admin: 0 });

    await closedFileOf(agent.email);
    const after = await seen(agent.token, admin.token, agent.id);
    expect(after).toEqual({ total: 1, monthly: 1, goat: 1, onBoard: after.onBoard, admin: 1 });

    // With transactions besides: the same sum everywhere.
    await t.database.db.insert(transactions).values([{ userId: agent.id, status: "closed" }, { userId: agent.id, status: "closed" }]);
    expect(await seen(agent.token, admin.token, agent.id)).toMatchObject({ total: 3, monthly: 3, goat: 3, admin: 3 });
  });

  test("a file counts only once it is closed and disbursed, and only for an agent or lender whose address is proven", async () => {
    const admin = await administrator(t);
    const agent = await regularUser(t);
    const unproven = await regularUser(t, "lender");
    await markEmailProven(t.database.db, agent.email);
    await insertFile(t.database.db, { parties: [{ role: "listing_agent", email: agent.email }] }); // still open
    await insertFile(t.database.db, {
      parties: [{ role: "buyers_agent", email: agent.email }],
      steps: { closed_disbursed: { state: "blocked", reason: "Waiting for the wire" } },
    });
    await closedFileOf(unproven.email);
    expect(await seen(agent.token, admin.token, agent.id)).toMatchObject({ total: 0, goat: 0, admin: 0 });
    expect(await seen(unproven.token, admin.token, unproven.id)).toMatchObject({ total: 0, goat: 0, admin: 0 });
  });

  test("a file closed in another year counts in the total but not in this year's GOAT or this month", async () => {
    const agent = await regularUser(t);
    await markEmailProven(t.database.db, agent.email);
    await closedFileOf(agent.email, "2019-05-01");
    const now = new Date();
    const counts = (await closingCounts(t.database.db, [agent.id], now)).get(agent.id);
    expect(counts).toEqual({ total: 1, monthly: 0, yearClosings: 0, files: 1 });
    expect(companyYear(now).year).toBeGreaterThan(2019);
  });

  test("the admin cannot set a count below the closed files (400 on the field); above them, transactions make up the rest", async () => {
    const admin = await administrator(t);
    const agent = await regularUser(t);
    await markEmailProven(t.database.db, agent.email);
    await closedFileOf(agent.email);
    await closedFileOf(agent.email);
    const below = await apiCall(t, "PUT", `/api/v1/admin/users/${agent.id}/transaction-count`, admin.token, { count: 1 });
    expect(below.status).toBe(400);
    expect(below.json.fields.count).toContain("cannot be lower than 2");
    const set = await apiCall(t, "PUT", `/api/v1/admin/users/${agent.id}/transaction-count`, admin.token, { count: 5 });
    expect(set.status).toBe(200);
    expect(set.json.transaction_count).toBe(5);
    expect(await seen(agent.token, admin.token, agent.id)).toMatchObject({ total: 5, goat: 5, admin: 5 });
    const down = await apiCall(t, "PUT", `/api/v1/admin/users/${agent.id}/transaction-count`, admin.token, { count: 2 });
    expect(down.json.transaction_count).toBe(2);
    expect(await seen(agent.token, admin.token, agent.id)).toMatchObject({ total: 2, goat: 2, admin: 2 });
  });
});
