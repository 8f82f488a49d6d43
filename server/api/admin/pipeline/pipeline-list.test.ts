/**
 * The admin lists of leads and service requests: status filter, search, the four sorts and
 * keyset paging through each without gaps or repeats; bad views are 400s naming the field.
 * Each test searches by a word only its own rows contain, so tests never see each other's rows.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { KINDS, allPages, api, callers, uniqueWord, type Callers, type Row } from "#tests/support/kits/pipeline.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 15, minute));

describe.each(KINDS)("GET $path", (k) => {
  test("newest first by default, every field, and paged without gaps or repeats", async () => {
    const word = uniqueWord();
    await k.insert(
      t.database,
      Array.from({ length: 7 }, (_, i) => ({ name: `${word} Row ${i}`, createdAt: at(i), message: "Closing in Ames" })),
    );
    const first = await api(t, "GET", `${k.path}?q=${word}&limit=3`, who.admin);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.json.data).toHaveLength(3);
    expect(first.json.next_cursor).toEqual(expect.any(String));
    const row = first.json.data[0];
    expect(row).toMatchObject({ name: `${word} Row 6`, status: "new", message: "Closing in Ames", created_at: at(6).toISOString() });
    if (k.kind === "lead") {
      expect(Object.keys(row).sort()).toEqual(
        ["company", "created_at", "email", "id", "message", "name", "owner_email", "owner_id", "phone", "source", "status", "updated_at", "user_id"].sort(),
      );
    } else {
      expect(Object.keys(row).sort()).toEqual(
        [
          "closing_date_requested",
          "company",
          "created_at",
          "email",
          "id",
          "message",
          "name",
          "phone",
          "property_address",
          "service_type",
          "status",
          "owner_email",
          "owner_id",
          "sale_price_cents",
          "lead_id",
          "type",
          "updated_at",
          "user_id",
          "user_type",
        ].sort(),
      );
      expect(row).toMatchObject({ service_type: "title", closing_date_requested: "2026-12-18", property_address: "12 Main St, Ames, IA" });
    }
    const { names, sizes } = await allPages(t, who.admin, `${k.path}?q=${word}&limit=3`);
    expect(names).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `${word} Row ${i}`));
    expect(sizes).toEqual([3, 3, 1]);
  });

  test.each([
    ["newest", (rows: Row[]) => [...rows].sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())],
    ["oldest", (rows: Row[]) => [...rows].sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())],
    ["name", (rows: Row[]) => [...rows].sort((a, b) => (a.name < b.name ? -1 : 1))],
    ["name_desc", (rows: Row[]) => [...rows].sort((a, b) => (a.name < b.name ? 1 : -1))],
  ])("sort=%s pages through every row in order", async (sort, expected) => {
    const word = uniqueWord();
    // Distinct names and times, in an order that is neither by name nor by time.
    const rows: Row[] = ["delta", "alpha", "echo", "charlie", "bravo", "golf", "foxtrot"].map((n, i) => ({
      name: `${word} ${n}`,
      createdAt: at((i * 3) % 7),
    }));
    await k.insert(t.database, rows);
    const { names } = await allPages(t, who.admin, `${k.path}?q=${word}&sort=${sort}&limit=2`);
    expect(names).toEqual(expected(rows).map((r) => r.name));
  });

  test.each(["newest", "oldest", "name", "name_desc"])("sort=%s: rows tied on the sort key are paged by id, none lost", async (sort) => {
    const word = uniqueWord();
    // Twelve rows with one name and one timestamp: only the id tells them apart.
    const ids = await k.insert(t.database, Array.from({ length: 12 }, () => ({ name: `${word} Same`, createdAt: at(30) })));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(t, "GET", `${k.path}?q=${word}&sort=${sort}&limit=5${cursor ? `&cursor=${cursor}` : ""}`, who.admin);
      expect(res.status).toBe(200);
      seen.push(...res.json.data.map((r: { id: string }) => r.id));
      cursor = res.json.next_cursor;
    } while (cursor);
    const ascending = [...ids].sort();
    expect(seen).toEqual(sort === "newest" || sort === "name_desc" ? ascending.reverse() : ascending);
  });

  test("status filter: only rows with that status, and paged within it", async () => {
    const word = uniqueWord();
    await k.insert(
      t.database,
      (["new", "contacted", "qualified", "converted", "qualified", "qualified"] as const).map((status, i) => ({
        name: `${word} ${i}`,
        status,
        createdAt: at(i),
      })),
    );
    const { names } = await allPages(t, who.admin, `${k.path}?q=${word}&status=qualified&limit=2`);
    expect(names).toEqual([`${word} 5`, `${word} 4`, `${word} 2`]);
    const converted = await api(t, "GET", `${k.path}?q=${word}&status=converted`, who.admin);
    expect(converted.json.data.map((r: { status: string }) => r.status)).toEqual(["converted"]);
    const every = await api(t, "GET", `${k.path}?q=${word}&status=`, who.admin);
    expect(every.json.data).toHaveLength(6);
  });

  test.each<[string, string, string[]]>([
    ["the name, in any case", "qUILLON", ["Name match Quillon"]],
    ["the e-mail", "@prairie-realty-search.example", ["Email match"]],
    ["the company", "Cedar Valley Title", ["Company match"]],
    ["the message", "farm near le mars", ["Message match"]],
    ["a % taken literally", "100%", ["Percent match"]],
    ["an _ taken literally", "a_b", ["Underscore match"]],
    ["nothing", "no such words anywhere", []],
  ])("search finds %s", async (_what, query, expected) => {
    const word = uniqueWord();
    await k.insert(t.database, [
      { name: "Name match Quillon", message: word },
      { name: "Email match", email: `${word}@prairie-realty-search.example` },
      { name: "Company match", company: `Cedar Valley Title ${word}` },
      { name: "Message match", message: `Closing on a Farm near Le Mars ${word}` },
      { name: "Percent match", message: `${word} 100% financed` },
      { name: "Underscore match", message: `${word} a_b` },
      { name: "Lookalike", message: `${word} 1000 financed, axb` },
    ]);
    // The test's word narrows to its own rows; the query is the part under test.
    const rows = (await api(t, "GET", `${k.path}?q=${encodeURIComponent(query)}&limit=100`, who.admin)).json.data;
    const mine = rows.filter((r: { name: string; email: string; company: string | null; message: string | null }) =>
      [r.name, r.email, r.company ?? "", r.message ?? ""].join(" ").includes(word),
    );
    expect(mine.map((r: { name: string }) => r.name).sort()).toEqual([...expected].sort());
  });

  test("the search is trimmed, and combines with the status filter", async () => {
    const word = uniqueWord();
    await k.insert(t.database, [
      { name: `${word} One`, status: "contacted" },
      { name: `${word} Two`, status: "new" },
    ]);
    const res = await api(t, "GET", `${k.path}?q=${encodeURIComponent(`   ${word}  `)}&status=contacted`, who.admin);
    expect(res.json.data.map((r: { name: string }) => r.name)).toEqual([`${word} One`]);
  });

  test.each([
    ["status=closed", "status", ADMIN_MESSAGES.invalidStatus],
    ["status=NEW", "status", ADMIN_MESSAGES.invalidStatus],
    ["sort=created_at", "sort", ADMIN_MESSAGES.invalidSort],
    [`q=${"x".repeat(101)}`, "q", ADMIN_MESSAGES.pipelineSearchTooLong],
    ["q=%00", "q", "Please remove the invisible control characters from this text"],
    ["limit=0", "limit", "Enter a whole number from 1 to 100."],
    ["limit=101", "limit", "Enter a whole number from 1 to 100."],
    // Numbers only as digits: JavaScript would also read these (found by the fuzzer, seed 659291161).
    ["limit=0x10", "limit", "Enter a whole number from 1 to 100."],
    ["limit=1e1", "limit", "Enter a whole number from 1 to 100."],
    ["limit=%2016", "limit", "Enter a whole number from 1 to 100."],
    ["limit=", "limit", "Enter a whole number from 1 to 100."],
    ["cursor=nope", "cursor", expect.stringContaining("no longer valid")],
  ])("%s: 400 naming %s", async (query, field, message) => {
    const res = await api(t, "GET", `${k.path}?${query}`, who.admin);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: message } });
  });

  test("a cursor of one sort is refused by another (400), not answered from the wrong place", async () => {
    const word = uniqueWord();
    await k.insert(t.database, Array.from({ length: 3 }, (_, i) => ({ name: `${word} ${i}`, createdAt: at(i) })));
    const byName = await api(t, "GET", `${k.path}?q=${word}&sort=name&limit=1`, who.admin);
    const cursor = byName.json.next_cursor as string;
    const newest = await api(t, "GET", `${k.path}?q=${word}&sort=newest&cursor=${cursor}`, who.admin);
    expect(newest.status).toBe(400);
    expect(newest.json.fields).toHaveProperty("cursor");
    const other = KINDS.find((x) => x !== k)!;
    expect((await api(t, "GET", `${other.path}?sort=name&cursor=${cursor}`, who.admin)).status).toBe(400);
  });

  test.each([
    ["a NUL in the name", ["name", "a\u0000b", "00000000-0000-4000-8000-000000000000"]],
    ["an impossible date", ["newest", "2026-02-30 10:00:00+00", "00000000-0000-4000-8000-000000000000"]],
    ["an id that is not one", ["name", "Smith", "1; drop table leads"]],
    ["a missing part", ["name", "Smith"]],
  ])("a forged cursor (%s): 400 naming cursor", async (_what, [sort, ...rest]) => {
    const forged = Buffer.from(JSON.stringify([`${k.kind}:${sort}`, ...rest])).toString("base64url");
    const res = await api(t, "GET", `${k.path}?sort=${sort}&cursor=${forged}`, who.admin);
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty("cursor");
  });

  test("a name longer than a timestamp still pages (the cursor carries it)", async () => {
    const word = uniqueWord();
    const long = `${word} ${"Bartholomew ".repeat(10).trim()}`;
    await k.insert(t.database, [{ name: `${long} A` }, { name: `${long} B` }]);
    const { names } = await allPages(t, who.admin, `${k.path}?q=${word}&sort=name&limit=1`);
    expect(names).toEqual([`${long} A`, `${long} B`]);
  });
});
