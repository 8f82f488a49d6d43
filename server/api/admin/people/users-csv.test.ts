/** GET /api/v1/admin/users.csv: the user list's view as a streamed CSV download, safe to open in a spreadsheet. */
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { profiles, transactions } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { csvText } from "#server/http/csv-stream.ts";
import { keysetRows } from "#server/http/keyset.ts";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";
import { usersWithTotalsAfter, type UserWithTotal } from "./users.queries.ts";

const t = usePeopleApp();
let admin: Caller;
const tag = `csv${Date.now().toString(36)}`;
let formula: Caller;
let comma: Caller;

beforeAll(async () => {
  admin = await administrator(t);
  formula = await regularUser(t, "lender");
  comma = await regularUser(t);
  const untyped = await regularUser(t);
  await t.database.db.update(profiles).set({ email: `=HYPERLINK("x")${tag}@example.com` }).where(eq(profiles.id, formula.id));
  await t.database.db.update(profiles).set({ email: `"mary,smith"${tag}@example.com` }).where(eq(profiles.id, comma.id));
  await t.database.db.update(profiles).set({ email: `-${tag}@example.com`, type: null }).where(eq(profiles.id, untyped.id));
  await t.database.db.insert(transactions).values([{ userId: formula.id }, { userId: formula.id }]);
});

async function download(query = "") {
  const res = await t.app.request(`/api/v1/admin/users.csv${query}`, { headers: { authorization: `Bearer ${admin.token}` } });
  return { res, text: await res.text() };
}

describe("GET /api/v1/admin/users.csv", () => {
  test("an attachment named for today in Iowa: a header row, then the list's rows in the list's order", async () => {
    const { res, text } = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = format(new TZDate(Date.now(), "America/Chicago"), "yyyy-MM-dd");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="users-${today}.csv"`);
    expect(text.split("\r\n")[0]).toBe("email,role,type,transaction_count,created_at");
    const list = (await apiCall(t, "GET", "/api/v1/admin/users?limit=100", admin.token)).json.data as {
      email: string;
      role: string;
      type: string | null;
      transaction_count: number;
      created_at: string;
    }[];
    expect(list.length).toBe(4);
    const expected = list.map((u) => [u.email, u.role, u.type, u.transaction_count, new Date(u.created_at)] as const);
    expect(text).toBe(csvText([["email", "role", "type", "transaction_count", "created_at"], ...expected]));
    expect(text.trimEnd().split("\r\n").at(-1)).toMatch(new RegExp(`^${admin.email.replace(/[.]/g, "\\.")},admin,agent,0,\\d{4}-`));
  });

  test("q exports only the matching accounts; cells that a spreadsheet would run as formulas start with a quote; RFC 4180 quoting", async () => {
    const { text } = await download(`?q=${tag}`);
    const lines = text.split("\r\n");
    expect(lines.slice(1).map((l) => l.replace(/,[^,]*$/, ""))).toEqual([
      `'-${tag}@example.com,user,,0`,
      `"""mary,smith""${tag}@example.com",user,agent,0`,
      `"'=HYPERLINK(""x"")${tag}@example.com",user,lender,2`,
      "",
    ]);
  });

  test("an export is read in keyset batches that join without gaps or repeats", async () => {
    const all = (await apiCall(t, "GET", "/api/v1/admin/users?limit=100", admin.token)).json.data.map((u: { id: string }) => u.id);
    const read: string[] = [];
    for await (const u of keysetRows<UserWithTotal>((last, size) => usersWithTotalsAfter(t.database.db, "", last, size), 2)) read.push(u.id);
    expect(read).toEqual(all);
  });

  test("?q longer than 100 characters is a 400 naming q", async () => {
    const res = await apiCall(t, "GET", `/api/v1/admin/users.csv?q=${"x".repeat(101)}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { q: ADMIN_MESSAGES.searchTooLong } });
  });
});
