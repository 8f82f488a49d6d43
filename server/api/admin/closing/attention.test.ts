/**
 * GET /api/v1/admin/requests, staff's needs-attention list: what each view holds, the order (due
 * date, undated last, then id) across pages, the filters (owner, county, office), bad input named,
 * only staff; and the statement walks the partial index closing_requests_attention_idx.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { addDays, format, parseISO } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { closingFiles, closingRequests } from "#db/schema/index.ts";
import { ATTENTION_MESSAGES, attentionFilterSchema } from "#core/closing/attention-filters.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { iowaToday } from "#server/closing/milestone-move.ts";
import { api, callers, type Callers } from "#tests/support/kits/admin-closing.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { datedQuery } from "./attention.queries.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;
const today = iowaToday();
const day = (n: number) => format(addDays(parseISO(today), n), "yyyy-MM-dd");

/** Every row of the list, page by page (2 at a time), as [title, reason]. */
async function everyPage(query: string): Promise<[string, string][]> {
  const out: [string, string][] = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const res = await api(t, "GET", `/api/v1/admin/requests?limit=2&${query}${cursor ? `&cursor=${cursor}` : ""}`, who.admin);
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    out.push(...res.json.data.map((r: { title: string; reason: string }) => [r.title, r.reason] as [string, string]));
    cursor = res.json.next_cursor;
  }
  return out;
}

beforeAll(async () => {
  who = await callers(t);
  // The list spans every file: these tests' database holds only these requests.
  const db = t.database.db;
  const pella = await insertFile(db);
  const story = await insertFile(db);
  await db.update(closingFiles).set({ office: "Pella" }).where(eq(closingFiles.id, pella.id));
  await db.update(closingFiles).set({ county: "Story", office: "Johnston" }).where(eq(closingFiles.id, story.id));
  const rows: [string, string, string, string | null, string][] = [
    // [file, title, owner, due, status]
    [pella.id, "overdue seller", "seller", day(-3), "open"],
    [story.id, "overdue lender", "lender", day(-1), "open"],
    [pella.id, "due today", "buyer", day(0), "open"],
    [story.id, "due in two days", "seller", day(2), "open"],
    [pella.id, "due in three days", "seller", day(3), "open"],
    [story.id, "answered, due later", "listing_agent", day(9), "submitted"],
    [pella.id, "answered, undated", "buyer", null, "submitted"],
    [story.id, "open, undated", "seller", null, "open"],
    [pella.id, "accepted", "seller", day(-5), "accepted"],
    [story.id, "waived", "seller", day(-5), "waived"],
  ];
  await db.insert(closingRequests).values(rows.map(([fileId, title, owner, dueOn, status]) => ({ fileId, kind: "other", title, instructions: "x", owner, dueOn, status })));
});

describe("GET /admin/requests", () => {
  test("needs attention: overdue, due within two days and answers, by due date, undated last, across pages", async () => {
    expect(await everyPage("")).toEqual([
      ["overdue seller", "overdue"],
      ["overdue lender", "overdue"],
      ["due today", "due_soon"],
      ["due in two days", "due_soon"],
      ["answered, due later", "submitted"],
      ["answered, undated", "submitted"],
    ]);
  });

  test.each([
    ["view=overdue", ["overdue seller", "overdue lender"]],
    ["view=due_soon", ["due today", "due in two days"]],
    ["view=submitted", ["answered, due later", "answered, undated"]],
    ["owner=seller", ["overdue seller", "due in two days"]],
    ["county=story", ["overdue lender", "due in two days", "answered, due later"]],
    ["office=Pella", ["overdue seller", "due today", "answered, undated"]],
    ["view=submitted&office=Pella&owner=buyer", ["answered, undated"]],
    ["view=&owner=&county=&office=", ["overdue seller", "overdue lender", "due today", "due in two days", "answered, due later", "answered, undated"]],
  ])("%s", async (query, titles) => {
    expect((await everyPage(query)).map(([title]) => title)).toEqual(titles);
  });

  test("a row carries its file and the request as staff see it", async () => {
    const res = await api(t, "GET", "/api/v1/admin/requests?limit=1", who.admin);
    expect(res.json.data[0]).toMatchObject({ title: "overdue seller", overdue: true, status: "open", county: "Black Hawk", office: "Pella", property_address: "412 Elm St, Cedar Falls, IA 50613" });
    expect(res.json.data[0].file_number).toMatch(/^HC-/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("bad filters and a bad cursor are 400 naming them; only staff with two-step verification", async () => {
    const bad = await api(t, "GET", "/api/v1/admin/requests?view=all&owner=notary&county=Cook&office=Chicago&limit=0", who.admin);
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ view: ATTENTION_MESSAGES.viewUnknown, owner: ATTENTION_MESSAGES.ownerUnknown, office: ATTENTION_MESSAGES.officeUnknown });
    expect(Object.keys(bad.json.fields).sort()).toEqual(["county", "limit", "office", "owner", "view"]);
    expect((await api(t, "GET", "/api/v1/admin/requests?cursor=abc", who.admin)).json.fields).toHaveProperty("cursor");
    expect((await api(t, "GET", "/api/v1/admin/requests", who.user)).status).toBe(403);
    expect((await api(t, "GET", "/api/v1/admin/requests")).status).toBe(401);
  });

  test("the page's statement can walk the partial index in order (status in ('open', 'submitted'), due_on, id)", async () => {
    for (const query of [{}, { view: "overdue", county: "Story" }]) {
      const filter = attentionFilterSchema.parse(query);
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return tx.execute(sql`explain ${datedQuery(tx, filter, undefined, 21, today, day(2))}`);
      });
      expect(JSON.stringify(plan)).toContain("closing_requests_attention_idx");
    }
  });
});
