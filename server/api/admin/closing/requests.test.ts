/**
 * Staff and a file's requests (issue 30; docs/requests-contract.md): the requests a file gets when
 * it opens and when its facts or parties change (never twice, never removing one answered), the
 * facts on the file's API, a request added by hand, edits and reviews with their 409s, and each
 * change's file event and audit row. The party side is server/api/closing-files/requests.test.ts,
 * the gates requests-gates.test.ts, the needs-attention list attention.test.ts.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { closingFileEvents, closingRequests } from "#db/schema/index.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import { uniqueEmail } from "#tests/support/auth-requests.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { FILES, api, callers, fileAudit, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const party = (role: string, name: string) => ({ role, name, email: uniqueEmail(role) });
const everyone = () => [party("seller", "Sam Seller"), party("buyer", "Jamie Buyer"), party("listing_agent", "Lee Lister"), party("buyers_agent", "Bo Agent"), party("lender", "Morgan Lee")];

interface Req {
  id: string;
  kind: string;
  title: string;
  owner: string;
  status: string;
  visibility: string;
  due_on: string | null;
  review_note: string | null;
  sent_back: boolean;
  can_answer: boolean;
}
const list = async (fileId: string): Promise<Req[]> => {
  const res = await api(t, "GET", `${FILES}/${fileId}/requests`, who.admin);
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  return res.json.data;
};
const ruleKeys = async (fileId: string) =>
  (await t.database.db.select({ key: closingRequests.ruleKey }).from(closingRequests).where(eq(closingRequests.fileId, fileId))).map((r) => r.key).sort();
const events = (fileId: string, kind?: string) =>
  t.database.db
    .select()
    .from(closingFileEvents)
    .where(and(eq(closingFileEvents.fileId, fileId), kind ? eq(closingFileEvents.kind, kind) : undefined))
    .orderBy(asc(closingFileEvents.createdAt));
const patch = (fileId: string, requestId: string, body: unknown) => api(t, "PATCH", `${FILES}/${fileId}/requests/${requestId}`, who.admin, body);

describe("requests made from the file's facts", () => {
  test("opening a financed purchase by abstract makes its requests, each with a request.created event", async () => {
    const file = await openFile(t, who.admin, { parties: everyone() });
    const requests = await list(file.id);
    expect(requests.map((r) => [r.kind, r.owner])).toEqual(
      expect.arrayContaining([
        ["abstract_location", "seller"],
        ["declaration_of_value", "seller"],
        ["groundwater_hazard", "seller"],
        ["vesting", "buyer"],
        ["insurance_binder", "buyer"],
        ["purchase_agreement", "listing_agent"],
        ["commission_instructions", "listing_agent"],
        ["commission_instructions", "buyers_agent"],
        ["lender_instructions", "lender"],
        ["loan_documents_date", "lender"],
      ]),
    );
    // Unknown facts call for nothing yet: no payoff, no septic inspection.
    expect(requests.map((r) => r.kind)).not.toContain("payoff_authorization");
    expect(requests.map((r) => r.kind)).not.toContain("septic_inspection");
    expect(requests.every((r) => r.status === "open" && !r.can_answer)).toBe(true);
    const created = await events(file.id, "request.created");
    expect(created).toHaveLength(requests.length);
    expect(created[0]).toMatchObject({ actorId: who.adminId, actorLabel: "Staff", tellStaff: false });
  });

  test("the facts on the file: stored, shown, and each change adds what it calls for, never twice", async () => {
    const file = await openFile(t, who.admin, { parties: everyone(), office: "Pella" });
    expect(file).toMatchObject({ seller_loan_count: null, extra_counties: [], private_sewage: null, office: "Pella" });
    const before = await ruleKeys(file.id);
    const facts = { seller_loan_count: 2, extra_counties: ["grundy county"], private_sewage: true };
    const res = await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, facts);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ seller_loan_count: 2, extra_counties: ["Grundy"], private_sewage: true });
    const after = await ruleKeys(file.id);
    expect(after).toEqual([...before, "declaration_of_value:Grundy", "payoff:1", "payoff:2", "septic_inspection"].sort());
    // The same facts again, and a party added: nothing made twice.
    expect((await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, facts)).status).toBe(200);
    expect((await api(t, "POST", `${FILES}/${file.id}/parties`, who.admin, party("buyer", "Second Buyer"))).status).toBe(201);
    expect(await ruleKeys(file.id)).toEqual(after);
    expect((await fileAudit(t, file.id, "closing_file.updated")).at(-1)?.payload).toEqual({ changed: ["seller_loan_count", "extra_counties", "private_sewage"] });
  });

  test("a request no longer called for, or answered, stays: facts going back remove nothing", async () => {
    const file = await openFile(t, who.admin, { parties: everyone(), seller_loan_count: 1 });
    const payoff = (await list(file.id)).find((r) => r.kind === "payoff_authorization")!;
    expect((await patch(file.id, payoff.id, { action: "waive", reason: "Paid off last month" })).status).toBe(200);
    await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, { seller_loan_count: 0, loan_amount_cents: null });
    const now = await list(file.id);
    expect(now.find((r) => r.id === payoff.id)).toMatchObject({ status: "waived" });
    expect(now.map((r) => r.kind)).toContain("insurance_binder");
  });

  test.each([
    ["ten loans", { seller_loan_count: 10 }, { seller_loan_count: CLOSING_FILE_MESSAGES.sellerLoansInvalid }],
    ["a county outside Iowa", { extra_counties: ["Cook"] }, { "extra_counties.0": CLOSING_FILE_MESSAGES.extraCountyUnknown }],
    ["the file's own county", { extra_counties: ["Black Hawk"] }, { extra_counties: CLOSING_FILE_MESSAGES.extraCountyIsFileCounty }],
    ["sewage as text", { private_sewage: "yes" }, { private_sewage: CLOSING_FILE_MESSAGES.privateSewageInvalid }],
    ["an office we do not have", { office: "Chicago" }, { office: CLOSING_FILE_MESSAGES.officeUnknown }],
  ])("facts: %s is 400 naming the field, on opening and on a change", async (_what, body, fields) => {
    const opened = await api(t, "POST", FILES, who.admin, { property_address: "1 Main St, Waterloo, IA", county: "Black Hawk", kind: "purchase", ...body });
    expect(opened.status).toBe(400);
    expect(opened.json.fields).toEqual(fields);
    const file = await openFile(t, who.admin);
    const changed = await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, body);
    expect(changed.status).toBe(400);
    expect(changed.json.fields).toEqual(fields);
  });

  test("moving the file's county onto one of its other counties is 400 naming extra_counties", async () => {
    const file = await openFile(t, who.admin, { extra_counties: ["Grundy"] });
    const res = await api(t, "PATCH", `${FILES}/${file.id}`, who.admin, { county: "Grundy" });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ extra_counties: CLOSING_FILE_MESSAGES.extraCountyIsFileCounty });
  });
});

describe("POST /admin/closing-files/{id}/requests", () => {
  test("staff add a request by hand: 201, its event and audit row; the kind's visibility unless sent", async () => {
    const file = await openFile(t, who.admin, { parties: everyone() });
    const body = { kind: "title_requirement", title: "Release of the 2014 mortgage", instructions: "Schedule B-I requirement 4.", owner: "listing_agent", due_on: "2026-12-10" };
    const res = await api(t, "POST", `${FILES}/${file.id}/requests`, who.admin, body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ...body, status: "open", visibility: "professionals", owner_label: "Listing agent", answer: null, documents: [], can_answer: false });
    expect((await events(file.id, "request.created")).at(-1)).toMatchObject({ requestId: res.json.id, actorId: who.adminId, payload: { title: body.title } });
    expect((await fileAudit(t, file.id, "closing_file.request_created"))[0]).toMatchObject({ actorId: who.adminId, payload: { request_id: res.json.id, owner: "listing_agent" } });
    // A seller owes it: everyone, so the seller sees it through the status link.
    const seller = await api(t, "POST", `${FILES}/${file.id}/requests`, who.admin, { ...body, owner: "seller" });
    expect(seller.json.visibility).toBe("everyone");
  });

  test("bad input is 400 naming each field; an owner not on the file is 400 naming owner", async () => {
    const file = await openFile(t, who.admin);
    const bad = await api(t, "POST", `${FILES}/${file.id}/requests`, who.admin, { kind: "coffee", title: " ", instructions: "", owner: "notary", due_on: "12/10/2026" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(["due_on", "instructions", "kind", "owner", "title"]);
    expect(bad.json.fields).toMatchObject({ title: REQUEST_MESSAGES.titleRequired, instructions: REQUEST_MESSAGES.instructionsRequired, due_on: REQUEST_MESSAGES.dueOnInvalid });
    const nobody = await api(t, "POST", `${FILES}/${file.id}/requests`, who.admin, { title: "Payoff", instructions: "Call the bank", owner: "lender" });
    expect(nobody.status).toBe(400);
    expect(nobody.json.fields).toEqual({ owner: REQUEST_MESSAGES.ownerNotOnFile });
  });

  test("an unknown file is 404; not an administrator 403; signed out 401", async () => {
    const body = { title: "X", instructions: "Y", owner: "staff" };
    expect((await api(t, "POST", `${FILES}/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f/requests`, who.admin, body)).status).toBe(404);
    expect((await api(t, "GET", `${FILES}/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f/requests`, who.admin)).status).toBe(404);
    const file = await openFile(t, who.admin);
    expect((await api(t, "GET", `${FILES}/${file.id}/requests`, who.user)).status).toBe(403);
    expect((await api(t, "POST", `${FILES}/${file.id}/requests`, who.user, body)).status).toBe(403);
    expect((await api(t, "GET", `${FILES}/${file.id}/requests`)).status).toBe(401);
  });
});

describe("PATCH /admin/closing-files/{id}/requests/{requestId}", () => {
  test("an edit: the fields changed, its event and audit row with from and to; a new seller owner makes it everyone's", async () => {
    const file = await openFile(t, who.admin, { parties: everyone() });
    const made = await api(t, "POST", `${FILES}/${file.id}/requests`, who.admin, { title: "Survey", instructions: "Order it", owner: "listing_agent" });
    const res = await patch(file.id, made.json.id, { due_on: "2026-12-05", owner: "seller", title: "Survey" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ due_on: "2026-12-05", owner: "seller", visibility: "everyone" });
    expect((await events(file.id, "request.updated"))[0]).toMatchObject({ payload: { changed: ["owner", "due_on", "visibility"] } });
    expect((await fileAudit(t, file.id, "closing_file.request_changed"))[0]?.payload).toMatchObject({
      changed: ["owner", "due_on", "visibility"],
      from: { owner: "listing_agent", due_on: null, visibility: "professionals" },
      to: { owner: "seller", due_on: "2026-12-05", visibility: "everyone" },
    });
  });

  test("reviews: accept or send back only a submitted answer (409), waive with a reason, not twice (409), reopen", async () => {
    const file = await openFile(t, who.admin, { parties: everyone() });
    const request = (await list(file.id)).find((r) => r.kind === "groundwater_hazard")!;
    for (const action of ["accept", "send_back"]) {
      const res = await patch(file.id, request.id, { action, reason: "Why" });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ code: "request_not_submitted", message: REQUEST_MESSAGES.notSubmitted });
    }
    const noReason = await patch(file.id, request.id, { action: "waive" });
    expect(noReason.status).toBe(400);
    expect(noReason.json.fields).toEqual({ reason: REQUEST_MESSAGES.reasonRequired });
    const waived = await patch(file.id, request.id, { action: "waive", reason: "The seller answered on paper" });
    expect(waived.json).toMatchObject({ status: "waived", review_note: "The seller answered on paper" });
    const again = await patch(file.id, request.id, { action: "waive", reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("request_settled");
    const reopened = await patch(file.id, request.id, { action: "reopen" });
    expect(reopened.json).toMatchObject({ status: "open", review_note: null });
    expect((await patch(file.id, request.id, { action: "reopen" })).json.code).toBe("request_not_settled");
    expect((await events(file.id)).filter((e) => e.requestId === request.id).map((e) => e.kind)).toEqual(["request.created", "request.waived", "request.reopened"]);
    expect((await fileAudit(t, file.id, "closing_file.request_reviewed")).map((a) => [a.payload.action, a.payload.from, a.payload.to])).toEqual([
      ["waive", "open", "waived"],
      ["reopen", "waived", "open"],
    ]);
  });

  test("another file's request, or junk, is 404; a bad action 400", async () => {
    const one = await openFile(t, who.admin, { parties: everyone() });
    const other = await openFile(t, who.admin, { parties: everyone() });
    const request = (await list(one.id))[0]!;
    const res = await patch(other.id, request.id, { action: "waive", reason: "x" });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "not_found", message: REQUEST_MESSAGES.notFound });
    expect((await patch(one.id, "not-an-id", { title: "x" })).status).toBe(404);
    expect((await patch(one.id, request.id, { action: "approve" })).json.fields).toEqual({ action: REQUEST_MESSAGES.actionRequired });
  });
});
