/**
 * POST /api/v1/admin/closing-files/{id}/milestones and GET …/history: every rule of the timeline
 * through the API (the order of steps, what may be waived, what a step must record, reopening),
 * completion and the status link's expiry, the history staff read, and the audit rows.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { closingFiles, closingMilestoneEvents } from "#db/schema/index.ts";
import { MILESTONE_MESSAGES } from "#core/closing/milestones.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { iowaToday } from "#server/closing/milestone-move.ts";
import { FILES, aBuyer, api, callers, fileAudit, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const move = (fileId: string, body: Record<string, unknown>) => api(t, "POST", `${FILES}/${fileId}/milestones`, who.admin, body);
const done = (milestone: string, extra: Record<string, unknown> = {}) => ({ milestone, state: "done", date: "2026-11-20", ...extra });

async function moved(fileId: string, body: Record<string, unknown>) {
  const res = await move(fileId, body);
  if (res.status !== 200) throw new Error(`${JSON.stringify(body)}: ${res.status} ${res.text}`);
  return res.json;
}

interface Step {
  id: string;
  state: string;
  done_on: string | null;
  reason: string | null;
  objections: number | null;
  recording_reference: string | null;
}
const stepOf = (file: { milestones: Step[] }, id: string) => file.milestones.find((m) => m.id === id)!;

/** The steps of a financed purchase up to title, each done. */
async function throughTitle(fileId: string) {
  await moved(fileId, done("abstract_ordered"));
  await moved(fileId, done("abstract_continued"));
  await moved(fileId, done("title_opinion", { objections: 2 }));
}

describe("POST /admin/closing-files/{id}/milestones", () => {
  test("a step done: its date and detail, the next step and the progress; an event and an audit row", async () => {
    const file = await openFile(t, who.admin);
    const after = await moved(file.id, done("abstract_ordered"));
    expect(stepOf(after, "abstract_ordered")).toMatchObject({ state: "done", done_on: "2026-11-20", reason: null });
    expect(after).toMatchObject({ next_milestone: "abstract_continued", next_label: "Abstract continued", progress_percent: 17, blocked: false });
    const events = await t.database.db.select().from(closingMilestoneEvents).where(eq(closingMilestoneEvents.fileId, file.id));
    expect(events.map((e) => [e.milestone, e.state, e.doneOn, e.actorId, e.notifiedAt])).toEqual(
      expect.arrayContaining([["abstract_ordered", "done", "2026-11-20", who.adminId, null]]),
    );
    const audit = await fileAudit(t, file.id, "closing_file.milestone_changed");
    expect(audit.at(-1)).toMatchObject({ actorId: who.adminId, payload: { milestone: "abstract_ordered", from: "pending", to: "done", done_on: "2026-11-20" } });
  });

  test("Mark done: a step that records only its date, sent without one, is done today in Iowa", async () => {
    const file = await openFile(t, who.admin);
    const after = await moved(file.id, { milestone: "abstract_ordered", state: "done" });
    expect(stepOf(after, "abstract_ordered")).toMatchObject({ state: "done", done_on: iowaToday() });
    expect(after.next_milestone).toBe("abstract_continued");
    // The opinion's number of objections left out is counted from the file's objection requests (none here).
    await moved(file.id, { milestone: "abstract_continued", state: "done" });
    const opinion = await moved(file.id, { milestone: "title_opinion", state: "done" });
    expect(stepOf(opinion, "title_opinion")).toMatchObject({ state: "done", objections: 0 });
  });

  test("earlier steps missing: 409 needs_earlier_steps naming every one of them by its full label, nothing changed", async () => {
    const file = await openFile(t, who.admin);
    await moved(file.id, done("abstract_ordered"));
    const res = await move(file.id, done("commitment"));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: "needs_earlier_steps",
      message:
        "“Iowa Title Guaranty commitment issued” can't be marked done yet. Mark these 2 steps done or waived first: “Abstract continued” and “Attorney's title opinion issued”.",
    });
    // Every step closing waits on, not only the three it names itself: the scheduling under the figures too.
    const closed = await move(file.id, done("closed_disbursed"));
    expect(closed.json).toMatchObject({
      code: "needs_earlier_steps",
      message:
        "“Closed and disbursed” can't be marked done yet. Mark these 6 steps done or waived first: “Abstract continued”; “Attorney's title opinion issued”; " +
        "“Iowa Title Guaranty commitment issued”; “Title objections cleared or waived”; “Closing scheduled”; and “Closing disclosure / settlement statement approved”.",
    });
    const now = (await api(t, "GET", `${FILES}/${file.id}`, who.admin)).json;
    expect(stepOf(now, "commitment").state).toBe("pending");
    expect(await fileAudit(t, file.id, "closing_file.milestone_changed")).toHaveLength(2);
  });

  test("waiving a step that is needed: 409 not_waivable", async () => {
    const file = await openFile(t, who.admin);
    const res = await move(file.id, { milestone: "abstract_ordered", state: "waived" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("not_waivable");
    expect(res.json.message).toContain("Abstract located and continuation ordered");
  });

  test("the commitment is waived on a cash file, not on a financed one", async () => {
    const cash = await openFile(t, who.admin, { kind: "cash", loan_amount_cents: null });
    await throughTitle(cash.id);
    const after = await moved(cash.id, { milestone: "commitment", state: "waived", reason: "Buyer declined the owner's certificate" });
    expect(stepOf(after, "commitment")).toMatchObject({ state: "waived", reason: "Buyer declined the owner's certificate", done_on: iowaToday(), waivable: true });

    const financed = await openFile(t, who.admin);
    await throughTitle(financed.id);
    expect((await move(financed.id, { milestone: "commitment", state: "waived" })).json.code).toBe("not_waivable");
  });

  test("abstract steps are waived when title is not shown by abstract and opinion", async () => {
    const file = await openFile(t, who.admin, { title_evidence: "other" });
    for (const id of ["abstract_ordered", "abstract_continued", "title_opinion"]) await moved(file.id, { milestone: id, state: "waived" });
    expect((await moved(file.id, done("commitment"))).next_milestone).toBe("objections_cleared");
  });

  test("reopening a step under a settled later step: 409 later_steps_settled naming it", async () => {
    const file = await openFile(t, who.admin);
    await throughTitle(file.id);
    const res = await move(file.id, { milestone: "abstract_continued", state: "pending" });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("later_steps_settled");
    expect(res.json.message).toContain("Attorney's title opinion issued");
    // Reopening the later one first lets it through.
    await moved(file.id, { milestone: "title_opinion", state: "pending" });
    const back = await moved(file.id, { milestone: "abstract_continued", state: "pending" });
    expect(stepOf(back, "abstract_continued")).toMatchObject({ state: "pending", done_on: null });
    expect(back.next_milestone).toBe("abstract_continued");
  });

  test("the same state again: 409 unchanged", async () => {
    const file = await openFile(t, who.admin);
    const res = await move(file.id, done("file_opened"));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "unchanged", message: "“Order received and file opened” is already done." });
  });

  test("blocked needs a reason; with one, the file is blocked until the step moves on", async () => {
    const file = await openFile(t, who.admin);
    const bare = await move(file.id, { milestone: "abstract_ordered", state: "blocked" });
    expect(bare.status).toBe(400);
    expect(bare.json.fields).toEqual({ reason: MILESTONE_MESSAGES.reasonRequired });
    const blocked = await moved(file.id, { milestone: "abstract_ordered", state: "blocked", reason: "Seller to find the abstract by Friday" });
    expect(blocked).toMatchObject({ blocked: true, next_milestone: "abstract_ordered" });
    expect(stepOf(blocked, "abstract_ordered").reason).toBe("Seller to find the abstract by Friday");
    // Blocked again with a new reason is a change, not "unchanged".
    expect((await move(file.id, { milestone: "abstract_ordered", state: "blocked", reason: "Now Monday" })).status).toBe(200);
    const list = (await api(t, "GET", `${FILES}?state=blocked&limit=100`, who.admin)).json.data.map((f: { id: string }) => f.id);
    expect(list).toContain(file.id);
    const unblocked = await moved(file.id, done("abstract_ordered"));
    expect(unblocked.blocked).toBe(false);
    expect(stepOf(unblocked, "abstract_ordered").reason).toBeNull();
  });

  test.each([
    ["an impossible date", { milestone: "abstract_ordered", state: "done", date: "2026-02-30" }, { date: MILESTONE_MESSAGES.dateRequired }],
    ["recorded without its reference", done("recorded"), { recording_reference: MILESTONE_MESSAGES.recordingReferenceRequired }],
    ["a step that does not exist", { milestone: "coffee", state: "done", date: "2026-11-20" }, { milestone: expect.any(String) }],
    ["a state that does not exist", { milestone: "abstract_ordered", state: "finished" }, { state: expect.any(String) }],
  ])("%s: 400 naming the field", async (_what, body, fields) => {
    const file = await openFile(t, who.admin);
    const res = await move(file.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields });
  });

  test("closing scheduled needs the closing date on the file", async () => {
    const file = await openFile(t, who.admin);
    const res = await move(file.id, done("closing_scheduled"));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: "closing_date_needed", message: "Set the closing date before marking the closing scheduled." });
    await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, { closing_date: "2026-12-18" });
    expect(stepOf(await moved(file.id, done("closing_scheduled")), "closing_scheduled").state).toBe("done");
  });

  test("every step settled completes the file (completed_at, the link's expiry); a step reopened clears it", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-12-18", parties: [aBuyer()] });
    await throughTitle(file.id);
    for (const step of ["commitment", "objections_cleared", "closing_scheduled", "settlement_approved", "closed_disbursed"]) await moved(file.id, done(step));
    // Recording waits for the Declaration of Value and the groundwater answers (requests-gates.test.ts tests the gates).
    for (const r of (await api(t, "GET", `${FILES}/${file.id}/requests`, who.admin)).json.data as { id: string }[]) {
      await api(t, "PATCH", `${FILES}/${file.id}/requests/${r.id}`, who.admin, { action: "waive", reason: "Handled on paper" });
    }
    await moved(file.id, done("recorded", { recording_reference: "Book 2026 Page 1234" }));
    await moved(file.id, done("final_opinion"));
    const complete = await moved(file.id, done("certificates_issued"));
    expect(complete).toMatchObject({ progress_percent: 100, next_milestone: null, next_label: null });
    expect(complete.completed_at).not.toBeNull();
    expect(stepOf(complete, "recorded").recording_reference).toBe("Book 2026 Page 1234");
    expect(stepOf(complete, "title_opinion").objections).toBe(2);
    const expires = Date.parse(complete.completed_at) + 90 * 86_400_000;
    expect(Date.parse(complete.status_link.expires_at)).toBe(expires);
    expect((await api(t, "GET", `${FILES}?state=complete&limit=100`, who.admin)).json.data.map((f: { id: string }) => f.id)).toContain(file.id);

    const reopened = await moved(file.id, { milestone: "certificates_issued", state: "pending" });
    expect(reopened).toMatchObject({ completed_at: null, next_milestone: "certificates_issued", progress_percent: 92 });
    expect(reopened.status_link.expires_at).toBeNull();
    const [row] = await t.database.db.select().from(closingFiles).where(eq(closingFiles.id, file.id));
    expect(row!.completedAt).toBeNull();
  });

  test("an unknown file: 404; only an administrator with two-step verification", async () => {
    expect((await move("6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", done("abstract_ordered"))).status).toBe(404);
    const file = await openFile(t, who.admin);
    expect((await api(t, "POST", `${FILES}/${file.id}/milestones`, who.user, done("abstract_ordered"))).status).toBe(403);
    expect((await api(t, "POST", `${FILES}/${file.id}/milestones`, who.adminAal1, done("abstract_ordered"))).status).toBe(403);
  });

  test("two moves at once are applied one after the other", async () => {
    const file = await openFile(t, who.admin);
    const [a, b] = await Promise.all([move(file.id, done("abstract_ordered")), move(file.id, done("abstract_ordered"))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe("GET /admin/closing-files/{id}/history", () => {
  test("newest first, with who made each change, a page at a time", async () => {
    const file = await openFile(t, who.admin);
    await throughTitle(file.id);
    await moved(file.id, { milestone: "commitment", state: "blocked", reason: "ITG asked for the survey" });
    const first = await api(t, "GET", `${FILES}/${file.id}/history?limit=3`, who.admin);
    expect(first.status).toBe(200);
    expect(first.json.data.map((e: { milestone: string; state: string }) => `${e.milestone}:${e.state}`)).toEqual([
      "commitment:blocked",
      "title_opinion:done",
      "abstract_continued:done",
    ]);
    expect(first.json.data[0]).toMatchObject({ source: "step", label: "Iowa Title Guaranty commitment issued", reason: "ITG asked for the survey", actor_email: who.adminEmail });
    expect(first.json.data[1]).toMatchObject({ objections: 2, done_on: "2026-11-20" });
    // The rest, a page at a time: the earlier steps, and the requests the file opened with (issue 30).
    const rest: { source: string; milestone: string | null; label: string }[] = [];
    for (let cursor = first.json.next_cursor as string | null; cursor; ) {
      const page = await api(t, "GET", `${FILES}/${file.id}/history?limit=3&cursor=${cursor}`, who.admin);
      expect(page.status).toBe(200);
      rest.push(...page.json.data);
      cursor = page.json.next_cursor;
    }
    expect(rest.filter((e) => e.source === "step").map((e) => e.milestone)).toEqual(["abstract_ordered", "file_opened"]);
    const requests = rest.filter((e) => e.source === "request");
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((e) => e.milestone === null && e.label.startsWith("Request added: "))).toBe(true);
    expect(new Set([...first.json.data, ...rest].map((e: { id: string }) => e.id)).size, "no entry twice across pages").toBe(first.json.data.length + rest.length);
  });

  test("a request's review is in the history, with who made it", async () => {
    const file = await openFile(t, who.admin);
    const added = await api(t, "POST", `${FILES}/${file.id}/requests`, who.admin, {
      kind: "title_requirement",
      title: "Release of the 2009 mortgage",
      instructions: "Record a release of the 2009 mortgage to First Bank.",
      owner: "staff",
    });
    expect(added.status).toBe(201);
    const waived = await api(t, "PATCH", `${FILES}/${file.id}/requests/${added.json.id}`, who.admin, { action: "waive", reason: "Released in 2012, Book 2012 Page 88" });
    expect(waived.status).toBe(200);
    const history = await api(t, "GET", `${FILES}/${file.id}/history?limit=2`, who.admin);
    expect(history.json.data.map((e: { label: string }) => e.label)).toEqual([
      expect.stringContaining("Release of the 2009 mortgage"),
      "Request added: Release of the 2009 mortgage",
    ]);
    expect(history.json.data[0].label).toContain("Released in 2012, Book 2012 Page 88");
    expect(history.json.data[0]).toMatchObject({ source: "request", milestone: null, state: null, actor_email: who.adminEmail });
  });

  test("an unknown file: 404; a bad cursor: 400", async () => {
    expect((await api(t, "GET", `${FILES}/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f/history`, who.admin)).status).toBe(404);
    const file = await openFile(t, who.admin);
    const res = await api(t, "GET", `${FILES}/${file.id}/history?cursor=nonsense`, who.admin);
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty("cursor");
  });
});
