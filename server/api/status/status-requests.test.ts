/**
 * A verified buyer or seller and their requests through the status link (issue 30): they see
 * their role's requests shared with everyone, answer them (400 naming each field, 409 once
 * answered), upload a document to one; another party's, another file's or a hidden request is
 * 404; without a verified session, 401 verification_required.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { closingDocuments, closingFileEvents, closingParties, closingRequests } from "#db/schema/index.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { RequestKind, RequestOwner } from "#core/closing/request-types.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";
import { insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { statusPath, verifiedSession } from "#tests/support/kits/status-session.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
let n = 0;

async function insertRequest(fileId: string, kind: RequestKind, owner: RequestOwner, visibility: DocumentVisibility = "everyone") {
  const [row] = await t.database.db
    .insert(closingRequests)
    .values({ fileId, kind, owner, visibility, title: `${kind} of the ${owner}`, instructions: "Please answer.", dueOn: "2026-12-10" })
    .returning({ id: closingRequests.id });
  return row!.id;
}

/** A file with a seller and a buyer (each with an e-mail) and an agent, requests of each, and a live link. */
async function fileWithRequests() {
  n += 1;
  const file = await insertFile(t.database.db, {
    parties: [
      { role: "seller", name: "Sam Seller", email: `sam.${n}@example.com` },
      { role: "buyer", name: "Bea Buyer", email: `bea.${n}@example.com` },
      { role: "listing_agent", name: "Dana Agent", email: `dana.${n}@prairiehomes.example` },
    ],
  });
  const parties = await t.database.db.select().from(closingParties).where(eq(closingParties.fileId, file.id));
  const party = (role: string) => parties.find((p) => p.role === role)!;
  const link = await insertStatusLink(t.database.db, file.id);
  const requests = {
    groundwater: await insertRequest(file.id, "groundwater_hazard", "seller"),
    septic: await insertRequest(file.id, "septic_inspection", "seller"),
    hidden: await insertRequest(file.id, "other", "seller", "professionals"),
    buyers: await insertRequest(file.id, "vesting", "buyer"),
    agents: await insertRequest(file.id, "purchase_agreement", "listing_agent"),
  };
  const seller = { id: party("seller").id, email: party("seller").email! };
  const buyer = { id: party("buyer").id, email: party("buyer").email! };
  return { file, ...link, seller, buyer, requests };
}

const auth = (session?: string) => ({ ...fromIp(freshIp()), ...(session ? { authorization: `Bearer ${session}` } : {}) });
const list = (token: string, session?: string) => call(t.app, "GET", statusPath(token, "/requests"), { headers: auth(session) });
const answer = (token: string, requestId: string, body: unknown, session?: string) =>
  call(t.app, "POST", statusPath(token, `/requests/${requestId}/answers`), { body, headers: auth(session) });

const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
async function upload(token: string, requestId: string, session?: string) {
  const form = new FormData();
  form.append("label", "Septic inspection report");
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "septic-report.pdf");
  const res = await t.app.request(statusPath(token, `/requests/${requestId}/documents`), { method: "POST", body: form, headers: auth(session) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const NO_WELLS = { has_wells: false, has_solid_waste_site: false, has_hazardous_waste: false, has_underground_tanks: false, has_burial_sites: false, has_private_sewage: false };

describe("GET /status/{token}/requests", () => {
  test("the verified seller sees the seller's requests shared with everyone, can_answer on the open ones; nothing of the buyer's, the agent's or staff's", async () => {
    const f = await fileWithRequests();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const res = await list(f.token, session);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const ids = res.json.data.map((r: { id: string }) => r.id).sort();
    expect(ids).toEqual([f.requests.groundwater, f.requests.septic].sort());
    expect(res.json.data.every((r: { can_answer: boolean; owner: string }) => r.can_answer && r.owner === "seller")).toBe(true);
    // The buyer, verified on the same link, sees only theirs.
    const buyers = await list(f.token, await verifiedSession(t.app, f.token, f.buyer));
    expect(buyers.json.data.map((r: { id: string }) => r.id)).toEqual([f.requests.buyers]);
  });

  test("without a verified session: 401 verification_required; with another link's session: 401 too", async () => {
    const f = await fileWithRequests();
    const other = await fileWithRequests();
    const res = await list(f.token);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("verification_required");
    expect((await list(f.token, await verifiedSession(t.app, other.token, other.seller))).status).toBe(401);
  });
});

describe("POST /status/{token}/requests/{requestId}/answers", () => {
  test("the seller answers the groundwater questions: submitted, told to staff, can_answer off; a second answer is 409", async () => {
    const f = await fileWithRequests();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const res = await answer(f.token, f.requests.groundwater, { answer: NO_WELLS }, session);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: f.requests.groundwater, status: "submitted", can_answer: false, answered_by: "Sam Seller", answer: NO_WELLS });
    const events = await t.database.db.select().from(closingFileEvents).where(eq(closingFileEvents.requestId, f.requests.groundwater));
    expect(events.map((e) => [e.kind, e.tellStaff, e.actorLabel])).toEqual([["request.submitted", true, "Sam Seller"]]);
    const again = await answer(f.token, f.requests.groundwater, { answer: NO_WELLS }, session);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("request_not_open");
  });

  test("a bad answer is 400 naming each field under answer.<field>; nothing is saved", async () => {
    const f = await fileWithRequests();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const res = await answer(f.token, f.requests.groundwater, { answer: { has_wells: "maybe" } }, session);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    expect(Object.keys(res.json.fields).sort()).toEqual(
      ["has_burial_sites", "has_hazardous_waste", "has_private_sewage", "has_solid_waste_site", "has_underground_tanks", "has_wells"].map((k) => `answer.${k}`),
    );
    const shape = await answer(f.token, f.requests.groundwater, { answer: "yes", document_ids: ["x"] }, session);
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.json.fields).sort()).toEqual(["answer", "document_ids.0"]);
    const [row] = await t.database.db.select().from(closingRequests).where(eq(closingRequests.id, f.requests.groundwater));
    expect(row!.status).toBe("open");
  });

  test("another party's request, a hidden one, the agent's, another file's, or no such id: 404 not_found", async () => {
    const f = await fileWithRequests();
    const other = await fileWithRequests();
    const session = await verifiedSession(t.app, f.token, f.seller);
    for (const id of [f.requests.buyers, f.requests.hidden, f.requests.agents, other.requests.groundwater, "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", "not-an-id"]) {
      const res = await answer(f.token, id, { answer: NO_WELLS }, session);
      expect(res.status, id).toBe(404);
      expect(res.json.code).toBe("not_found");
    }
  });

  test("unverified: 401 verification_required, before the request is looked at", async () => {
    const f = await fileWithRequests();
    const res = await answer(f.token, f.requests.groundwater, { answer: NO_WELLS });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("verification_required");
  });
});

describe("POST /status/{token}/requests/{requestId}/documents", () => {
  test("the seller uploads the septic report to the request and answers with it; the document is kept with the request", async () => {
    const f = await fileWithRequests();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const missing = await answer(f.token, f.requests.septic, { answer: { paperwork: "inspection_report" } }, session);
    expect(missing.status).toBe(400);
    expect(missing.json.fields.documents).toBeDefined();
    const up = await upload(f.token, f.requests.septic, session);
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({ name: "septic-report.pdf", content_type: "application/pdf", visibility: "everyone" });
    const [doc] = await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.id, up.json.id));
    expect(doc!.fileId).toBe(f.file.id);
    const res = await answer(f.token, f.requests.septic, { answer: { paperwork: "inspection_report" }, document_ids: [up.json.id] }, session);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("submitted");
    expect(res.json.documents.map((d: { id: string }) => d.id)).toEqual([up.json.id]);
  });

  test("another party's request is 404 and no session is 401; nothing is stored", async () => {
    const f = await fileWithRequests();
    const session = await verifiedSession(t.app, f.token, f.seller);
    expect((await upload(f.token, f.requests.buyers, session)).status).toBe(404);
    expect((await upload(f.token, f.requests.septic)).status).toBe(401);
    expect(await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, f.file.id))).toEqual([]);
  });
});
