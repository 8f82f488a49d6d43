/**
 * Iowa's paperwork gates on milestone moves (core/closing/request-gates.ts) through the API: a
 * step the law's paperwork blocks is refused with 409 requests_open naming the open requests,
 * until each is accepted or waived; the opinion's number of objections, left out, is counted
 * from the file's objection requests.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { FILES, api, callers, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const move = (fileId: string, body: Record<string, unknown>) => api(t, "POST", `${FILES}/${fileId}/milestones`, who.admin, body);
async function moved(fileId: string, milestone: string, extra: Record<string, unknown> = {}) {
  const res = await move(fileId, { milestone, state: "done", date: "2026-11-20", ...extra });
  if (res.status !== 200) throw new Error(`${milestone}: ${res.status} ${res.text}`);
  return res.json;
}
const requestsOf = async (fileId: string) => (await api(t, "GET", `${FILES}/${fileId}/requests`, who.admin)).json.data as { id: string; kind: string; title: string }[];
const review = (fileId: string, requestId: string, body: Record<string, unknown>) => api(t, "PATCH", `${FILES}/${fileId}/requests/${requestId}`, who.admin, body);
const addRequest = async (fileId: string, kind: string, title: string) => {
  const res = await api(t, "POST", `${FILES}/${fileId}/requests`, who.admin, { kind, title, instructions: "From the attorney's opinion.", owner: "staff" });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.json.id as string;
};

describe("gates", () => {
  test("recorded waits for the Declaration of Value (Iowa Code 428A.1) and the groundwater answers (558.69): 409 naming them", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-12-18", extra_counties: ["Grundy"] });
    for (const step of ["abstract_ordered", "abstract_continued"]) await moved(file.id, step);
    await moved(file.id, "title_opinion", { objections: 0 });
    for (const step of ["commitment", "objections_cleared", "closing_scheduled", "settlement_approved", "closed_disbursed"]) await moved(file.id, step);
    const gated = (await requestsOf(file.id)).filter((r) => r.kind === "declaration_of_value" || r.kind === "groundwater_hazard");
    expect(gated).toHaveLength(3);
    const refused = await move(file.id, { milestone: "recorded", state: "done", recording_reference: "Book 2026 Page 1" });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("requests_open");
    for (const r of gated) expect(refused.json.message).toContain(r.title);
    // Waived with a reason, each in turn: refused until the last is settled.
    for (const [i, r] of gated.entries()) {
      expect((await review(file.id, r.id, { action: "waive", reason: "Filed on paper at the counter" })).status).toBe(200);
      const res = await move(file.id, { milestone: "recorded", state: "done", recording_reference: "Book 2026 Page 1" });
      expect(res.status).toBe(i === gated.length - 1 ? 200 : 409);
    }
  });

  test("objections cleared waits for commitment requirements and opinion objections; closing scheduled for the septic inspection (455B.172)", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-12-18", private_sewage: true });
    const requirement = await addRequest(file.id, "title_requirement", "Release of the 2014 mortgage");
    for (const step of ["abstract_ordered", "abstract_continued"]) await moved(file.id, step);
    await moved(file.id, "title_opinion", { objections: 0 });
    await moved(file.id, "commitment");
    const objections = await move(file.id, { milestone: "objections_cleared", state: "done" });
    expect(objections.status).toBe(409);
    expect(objections.json).toMatchObject({ code: "requests_open", message: expect.stringContaining("Release of the 2014 mortgage") });
    await review(file.id, requirement, { action: "waive", reason: "Released of record 2019" });
    await moved(file.id, "objections_cleared");
    const septic = (await requestsOf(file.id)).find((r) => r.kind === "septic_inspection")!;
    const scheduled = await move(file.id, { milestone: "closing_scheduled", state: "done" });
    expect(scheduled.status).toBe(409);
    expect(scheduled.json.message).toContain(septic.title);
    // Not done, no gate: blocking the step is always allowed.
    expect((await move(file.id, { milestone: "closing_scheduled", state: "blocked", reason: "Septic inspection pending" })).status).toBe(200);
  });

  test("the opinion's objections left out are its objection requests not waived", async () => {
    const file = await openFile(t, who.admin);
    const first = await addRequest(file.id, "opinion_objection", "Objection 1: gap in the chain of title, 1938");
    await addRequest(file.id, "opinion_objection", "Objection 2: unreleased 1962 mortgage");
    await addRequest(file.id, "opinion_objection", "Objection 3: easement not shown");
    await review(file.id, first, { action: "waive", reason: "Cured by the 40-year marketable title act (Iowa Code 614.29)" });
    for (const step of ["abstract_ordered", "abstract_continued"]) await moved(file.id, step);
    const after = await moved(file.id, "title_opinion");
    expect(after.milestones.find((m: { id: string }) => m.id === "title_opinion")).toMatchObject({ state: "done", objections: 2 });
    // A number staff send is kept as sent.
    await move(file.id, { milestone: "title_opinion", state: "pending" });
    const sent = await moved(file.id, "title_opinion", { objections: 5 });
    expect(sent.milestones.find((m: { id: string }) => m.id === "title_opinion").objections).toBe(5);
  });
});
