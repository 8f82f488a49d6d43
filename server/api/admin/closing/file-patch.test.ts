/**
 * GET and PATCH /api/v1/admin/closing-files/{id}, and the staff list: fields changed and audited,
 * the appointment kept in Iowa time, the changes refused because the timeline would stop being
 * true, and the list's search, state filter and paging.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { uniqueWord } from "#tests/support/kits/pipeline.ts";
import { FILES, api, callers, fileAudit, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const patch = (id: string, body: unknown) => api(t, "PATCH", `${FILES}/${id}`, who.admin, body);
const move = (id: string, body: unknown) => api(t, "POST", `${FILES}/${id}/milestones`, who.admin, body);

describe("GET /admin/closing-files/{id}", () => {
  test("the file as staff see it, notes included", async () => {
    const file = await openFile(t, who.admin, { notes: "Seller is out of state; mail-away package." });
    const res = await api(t, "GET", `${FILES}/${file.id}`, who.admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual(file);
    expect(res.json.notes).toBe("Seller is out of state; mail-away package.");
  });

  test.each(["6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", "not-an-id"])("%s: 404 with the file message", async (id) => {
    const res = await api(t, "GET", `${FILES}/${id}`, who.admin);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "not_found", message: CLOSING_FILE_MESSAGES.notFound });
  });
});

describe("PATCH /admin/closing-files/{id}", () => {
  test("the body the OpenAPI document gives as its example is accepted", async () => {
    const doc = await api(t, "GET", "/api/v1/openapi.json");
    const example = doc.json.paths["/admin/closing-files/{id}"].patch.requestBody.content["application/json"].example;
    const file = await openFile(t, who.admin);
    const res = await patch(file.id, example);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject(example);
  });

  test("changes the fields sent, leaves the others, audits the change", async () => {
    const file = await openFile(t, who.admin, { notes: "keep me", closing_date: "2026-12-18", closing_time: "14:30" });
    const res = await patch(file.id, { property_address: "  414   Elm St, Cedar Falls, IA 50613 ", county: "obrien", sale_price_cents: null });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      property_address: "414 Elm St, Cedar Falls, IA 50613",
      county: "O'Brien",
      sale_price_cents: null,
      loan_amount_cents: 20_000_000,
      notes: "keep me",
      closing_date: "2026-12-18",
      closing_time: "14:30",
      file_number: file.file_number,
    });
    expect(Date.parse(res.json.updated_at)).toBeGreaterThan(Date.parse(file.updated_at));
    const audit = await fileAudit(t, file.id, "closing_file.updated");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: who.adminId });
    expect((audit[0]!.payload as { changed: string[] }).changed.sort()).toEqual(["county", "property_address", "sale_price_cents"]);
  });

  test("the appointment: a new date keeps the time; a null time keeps the date; a null date clears both", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-12-18", closing_time: "14:30" });
    expect((await patch(file.id, { closing_date: "2026-12-21" })).json).toMatchObject({ closing_date: "2026-12-21", closing_time: "14:30", closing_at: "2026-12-21T20:30:00.000Z" });
    expect((await patch(file.id, { closing_time: null })).json).toMatchObject({ closing_date: "2026-12-21", closing_time: null });
    expect((await patch(file.id, { closing_date: "2026-12-22", closing_time: "09:15" })).json).toMatchObject({ closing_time: "09:15", closing_at: "2026-12-22T15:15:00.000Z" });
    expect((await patch(file.id, { closing_date: null })).json).toMatchObject({ closing_date: null, closing_time: null, closing_at: null });
  });

  test("nothing changed: 200 and no audit row", async () => {
    const file = await openFile(t, who.admin);
    expect((await patch(file.id, { kind: "purchase" })).status).toBe(200);
    expect(await fileAudit(t, file.id, "closing_file.updated")).toEqual([]);
  });

  test("a kind under which a waived step is needed: 409 naming the step, nothing changed", async () => {
    const file = await openFile(t, who.admin, { kind: "cash", loan_amount_cents: null });
    for (const [m, extra] of [["abstract_ordered", {}], ["abstract_continued", {}], ["title_opinion", { objections: 0 }]] as const) {
      expect((await move(file.id, { milestone: m, state: "done", date: "2026-11-20", ...extra })).status).toBe(200);
    }
    expect((await move(file.id, { milestone: "commitment", state: "waived" })).status).toBe(200);
    const res = await patch(file.id, { kind: "purchase" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("waived_step_needed");
    expect(res.json.message).toContain("Iowa Title Guaranty commitment issued is waived");
    expect((await api(t, "GET", `${FILES}/${file.id}`, who.admin)).json.kind).toBe("cash");
    // Another kind under which it may still be waived is fine.
    expect((await patch(file.id, { notes: "still cash" })).status).toBe(200);
  });

  test("title evidence back to the abstract while abstract steps are waived: 409", async () => {
    const file = await openFile(t, who.admin, { title_evidence: "other" });
    expect((await move(file.id, { milestone: "abstract_ordered", state: "waived" })).status).toBe(200);
    const res = await patch(file.id, { title_evidence: "abstract_opinion_itg" });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("Abstract located and continuation ordered");
  });

  test("clearing the date of a closing marked scheduled: 409", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-12-18" });
    expect((await move(file.id, { milestone: "closing_scheduled", state: "done", date: "2026-11-20" })).status).toBe(200);
    const res = await patch(file.id, { closing_date: null });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("closing_date_needed");
    expect((await patch(file.id, { closing_date: "2026-12-19" })).status).toBe(200);
  });

  test.each([
    [{ county: "Atlantis" }, "county", CLOSING_FILE_MESSAGES.countyUnknown],
    [{ closing_time: "10:00" }, "closing_time", CLOSING_FILE_MESSAGES.timeNeedsDate],
    [{ loan_amount_cents: -5 }, "loan_amount_cents", CLOSING_FILE_MESSAGES.amountInvalid],
    [{ kind: "barter" }, "kind", expect.any(String)],
  ])("%j: 400 naming the field", async (body, field, message) => {
    const file = await openFile(t, who.admin);
    const res = await patch(file.id, body);
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({ [field]: message });
  });

  test("an unknown file: 404", async () => {
    expect((await patch("6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", { notes: "x" })).status).toBe(404);
  });
});

describe("GET /admin/closing-files", () => {
  test("newest first, a page at a time, no file twice", async () => {
    const word = uniqueWord();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await openFile(t, who.admin, { property_address: `${i} ${word} Ave, Ames, IA` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(t, "GET", `${FILES}?limit=2&q=${word}${cursor ? `&cursor=${cursor}` : ""}`, who.admin);
      expect(res.status).toBe(200);
      expect(res.json.data.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.data.map((f: { id: string }) => f.id));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });

  test("q matches the file number, the address and the county, case-insensitive", async () => {
    const word = uniqueWord();
    const file = await openFile(t, who.admin, { property_address: `7 ${word} Rd, Sioux Center, IA`, county: "Sioux" });
    const ids = async (q: string) => (await api(t, "GET", `${FILES}?limit=100&q=${encodeURIComponent(q)}`, who.admin)).json.data.map((f: { id: string }) => f.id);
    expect(await ids(word.toUpperCase())).toEqual([file.id]);
    expect(await ids(file.file_number.toLowerCase())).toEqual([file.id]);
    expect(await ids(`${word} rd, sioux center, ia sioux`)).toEqual([file.id]);
    expect(await ids(`${word}%`)).toEqual([]);
  });

  test("state: open, blocked, complete; an unknown state or a bad cursor: 400", async () => {
    const word = uniqueWord();
    const open = await openFile(t, who.admin, { property_address: `1 ${word} St, Ames, IA` });
    const blocked = await openFile(t, who.admin, { property_address: `2 ${word} St, Ames, IA` });
    expect((await move(blocked.id, { milestone: "abstract_ordered", state: "blocked", reason: "Abstract lost" })).status).toBe(200);
    const ids = async (state: string) =>
      (await api(t, "GET", `${FILES}?limit=100&q=${word}&state=${state}`, who.admin)).json.data.map((f: { id: string }) => f.id);
    expect(await ids("open")).toEqual([blocked.id, open.id]);
    expect(await ids("blocked")).toEqual([blocked.id]);
    expect(await ids("complete")).toEqual([]);
    expect(await ids("")).toEqual([blocked.id, open.id]);
    const bad = await api(t, "GET", `${FILES}?state=closed`, who.admin);
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toHaveProperty("state");
    expect((await api(t, "GET", `${FILES}?cursor=abc`, who.admin)).json.fields).toHaveProperty("cursor");
    expect((await api(t, "GET", `${FILES}?q=${"x".repeat(101)}`, who.admin)).json.fields).toHaveProperty("q");
  });

  test("the summary carries the next step and progress", async () => {
    const word = uniqueWord();
    await openFile(t, who.admin, { property_address: `3 ${word} St, Ames, IA`, closing_date: "2026-12-18" });
    const [summary] = (await api(t, "GET", `${FILES}?q=${word}`, who.admin)).json.data;
    expect(summary).toMatchObject({ next_milestone: "abstract_ordered", next_label: "Abstract located and continuation ordered", progress_percent: 8, closing_date: "2026-12-18" });
    expect(summary).not.toHaveProperty("notes");
  });
});
