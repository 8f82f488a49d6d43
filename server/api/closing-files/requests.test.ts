/**
 * Agents and lenders and a file's requests (issue 30; docs/requests-contract.md): each sees what
 * they owe and what their side owes (never the other side's, never staff-only ones of others),
 * answers their own with documents uploaded to the request and typed fields checked by the kind's
 * schema (400 naming answer.<field>), and is refused the rest: another file's, the other side's
 * and anyone's not on the file answer 404; their side's owed by another 403 request_not_yours;
 * one already answered 409 request_not_open.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, closingDocuments, closingFileEvents, closingRequests } from "#db/schema/index.ts";
import { REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import { syncRequests } from "#server/closing/requests/sync-requests.ts";
import { SAMPLES, admin, form, openFile, person, send, useDocumentsApp, type Person } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp();
let lister: Person, buyersAgent: Person, lender: Person, stranger: Person, staff: Person;

beforeAll(async () => {
  [lister, buyersAgent, lender, stranger, staff] = [await person(t.app), await person(t.app), await person(t.app, "lender"), await person(t.app), await admin(t)];
});

/** A purchase with every party, and the requests its facts call for. */
async function fileWithRequests() {
  const fileId = await openFile(t.database, [
    { role: "seller", email: "seller@example.com" },
    { role: "buyer", email: "buyer@example.com" },
    { role: "listing_agent", email: lister.email },
    { role: "buyers_agent", email: buyersAgent.email },
    { role: "lender", email: lender.email },
  ]);
  await t.database.db.transaction((tx) => syncRequests(tx, fileId, { actorId: null, actorLabel: null }));
  const rows = await t.database.db.select().from(closingRequests).where(eq(closingRequests.fileId, fileId));
  const of = (kind: string, owner?: string) => rows.find((r) => r.kind === kind && (!owner || r.owner === owner))!.id;
  return { fileId, of };
}

const path = (fileId: string, rest = "") => `/api/v1/closing-files/${fileId}/requests${rest}`;
const listOf = async (fileId: string, who: Person) => {
  const res = await send(t.app, "GET", path(fileId), { token: who.token });
  expect(res.status).toBe(200);
  return res.json.data as { id: string; kind: string; owner: string; can_answer: boolean; documents: { id: string }[] }[];
};
const answer = (fileId: string, requestId: string, who: Person, body: unknown) => send(t.app, "POST", path(fileId, `/${requestId}/answers`), { token: who.token, body });
const upload = (fileId: string, requestId: string, who: Person, fields: Record<string, string> = {}) =>
  send(t.app, "POST", path(fileId, `/${requestId}/documents`), { token: who.token, body: form({ name: "agreement.pdf", bytes: SAMPLES.pdf }, fields) });

describe("GET /closing-files/{id}/requests", () => {
  test("each side sees its own side's requests; can_answer on what they owe; staff-only ones of others hidden", async () => {
    const { fileId } = await fileWithRequests();
    const seller = await listOf(fileId, lister);
    expect(new Set(seller.map((r) => r.owner))).toEqual(new Set(["seller", "listing_agent"]));
    expect(seller.filter((r) => r.can_answer).map((r) => r.kind).sort()).toEqual(["commission_instructions", "purchase_agreement"]);
    const buyer = await listOf(fileId, buyersAgent);
    expect(new Set(buyer.map((r) => r.owner))).toEqual(new Set(["buyer", "buyers_agent", "lender"]));
    // The lender's instructions are staff-only: the lender owes them and sees them; the buyer's agent does not.
    expect(buyer.map((r) => r.kind)).not.toContain("lender_instructions");
    expect((await listOf(fileId, lender)).find((r) => r.kind === "lender_instructions")).toMatchObject({ can_answer: true });
  });

  test("an agent not on the file, and an administrator through the party route, get 404; signed out 401", async () => {
    const { fileId } = await fileWithRequests();
    expect((await send(t.app, "GET", path(fileId), { token: stranger.token })).status).toBe(404);
    expect((await send(t.app, "GET", path(fileId), { token: staff.token })).status).toBe(404);
    expect((await send(t.app, "GET", path(fileId))).status).toBe(401);
  });
});

describe("answers and documents", () => {
  test("the listing agent uploads the purchase agreement and answers: submitted, staff told, audited; not twice", async () => {
    const { fileId, of } = await fileWithRequests();
    const request = of("purchase_agreement");
    // A document is needed first.
    const early = await answer(fileId, request, lister, { answer: {} });
    expect(early.status).toBe(400);
    expect(early.json.fields).toEqual({ documents: REQUEST_MESSAGES.documentNeeded });

    const doc = await upload(fileId, request, lister, { visibility: "everyone", label: "Signed agreement" });
    expect(doc.status).toBe(201);
    // The kind decides who sees its documents, not the form.
    expect(doc.json).toMatchObject({ name: "agreement.pdf", label: "Signed agreement", content_type: "application/pdf", visibility: "professionals", uploaded_by: lister.email });
    const res = await answer(fileId, request, lister, { answer: { notes: "Addendum 2 extends the closing date." }, document_ids: [doc.json.id] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "submitted", can_answer: false, answer: { notes: "Addendum 2 extends the closing date." }, answered_by: lister.email });
    expect(res.json.documents.map((d: { id: string }) => d.id)).toEqual([doc.json.id]);

    const [event] = await t.database.db
      .select()
      .from(closingFileEvents)
      .where(and(eq(closingFileEvents.requestId, request), eq(closingFileEvents.kind, "request.submitted")));
    expect(event).toMatchObject({ tellStaff: true, staffNotifiedAt: null, actorId: lister.id, actorLabel: lister.email });
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, fileId), eq(auditEvents.action, "closing_file.request_answered")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: lister.id, payload: { request_id: request, documents: 1 } });

    const again = await answer(fileId, request, lister, { answer: {} });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "request_not_open", message: REQUEST_MESSAGES.notOpen });
    expect((await upload(fileId, request, lister)).status).toBe(409);
  });

  test("bad answers are 400 naming each field under answer.; what was sent is not stored", async () => {
    const { fileId, of } = await fileWithRequests();
    const request = of("loan_documents_date");
    const res = await answer(fileId, request, lender, { answer: { ready_on: "next week", notes: 42 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(["answer.notes", "answer.ready_on"]);
    const bad = await answer(fileId, request, lender, { answer: "soon", document_ids: ["x"] });
    expect(Object.keys(bad.json.fields).sort()).toEqual(["answer", "document_ids.0"]);
    const [row] = await t.database.db.select().from(closingRequests).where(eq(closingRequests.id, request));
    expect(row).toMatchObject({ status: "open", answer: null });
    const ok = await answer(fileId, request, lender, { answer: { ready_on: "2026-12-15" } });
    expect(ok.json).toMatchObject({ status: "submitted", answer: { ready_on: "2026-12-15" } });
  });

  test("a document of another request is refused by the answer (400 document_ids)", async () => {
    const { fileId, of } = await fileWithRequests();
    const other = await upload(fileId, of("commission_instructions", "listing_agent"), lister);
    await upload(fileId, of("purchase_agreement"), lister);
    const res = await answer(fileId, of("purchase_agreement"), lister, { answer: {}, document_ids: [other.json.id] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(["document_ids"]);
  });

  test("refusals: the other side's request 404, their side's owed by another 403, another file's 404, no file 404", async () => {
    const { fileId, of } = await fileWithRequests();
    const other = await fileWithRequests();
    const cases: [Person, string, string, number, string][] = [
      [lister, fileId, of("vesting"), 404, "not_found"],
      [lister, fileId, of("groundwater_hazard"), 403, "request_not_yours"],
      [buyersAgent, fileId, of("lender_instructions"), 404, "not_found"],
      [buyersAgent, fileId, of("commission_instructions", "listing_agent"), 404, "not_found"],
      [lister, fileId, other.of("purchase_agreement"), 404, "not_found"],
      [stranger, fileId, of("purchase_agreement"), 404, "not_found"],
    ];
    for (const [who, file, request, status, code] of cases) {
      const res = await answer(file, request, who, { answer: {} });
      expect([res.status, res.json.code]).toEqual([status, code]);
      const doc = await upload(file, request, who);
      expect([doc.status, doc.json.code]).toEqual([status, code]);
    }
    expect((await answer(fileId, of("purchase_agreement"), lister, undefined)).status).toBe(400);
    expect((await send(t.app, "POST", path(fileId, `/${of("purchase_agreement")}/answers`), { body: { answer: {} } })).status).toBe(401);
    // Nothing refused left a document behind.
    expect(await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, fileId))).toEqual([]);
  });

  test("sent back: open again with the reason, the owner answers again", async () => {
    const { fileId, of } = await fileWithRequests();
    const request = of("loan_documents_date");
    await answer(fileId, request, lender, { answer: { ready_on: "2026-12-15" } });
    const back = await send(t.app, "PATCH", `/api/v1/admin/closing-files/${fileId}/requests/${request}`, { token: staff.token, body: { action: "send_back", reason: "The closing moved; give the new date." } });
    expect(back.status).toBe(200);
    const mine = (await listOf(fileId, lender)).find((r) => r.id === request);
    expect(mine).toMatchObject({ status: "open", sent_back: true, review_note: "The closing moved; give the new date.", can_answer: true });
    const again = await answer(fileId, request, lender, { answer: { ready_on: "2026-12-18" } });
    expect(again.json).toMatchObject({ status: "submitted", review_note: null, sent_back: false });
  });
});
