/**
 * POST /api/v1/admin/service-requests/{id}/closing-file: a file for a request, with the requester as
 * a party, the request moved on and audited, and one file per request.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, serviceRequests } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { uniqueEmail } from "#tests/support/auth-requests.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { FILES, aBuyer, api, baseFile, callers, fileAudit, mailTo, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

async function aRequest(userType: "agent" | "lender" | null = null, status: "new" | "converted" = "new") {
  const email = uniqueEmail("requester");
  const [row] = await t.database.db
    .insert(serviceRequests)
    .values({
      name: "Riley Requester",
      email,
      phone: "(319) 555-0199",
      company: "Prairie Homes",
      serviceType: "title",
      userType,
      propertyAddress: "12 Main St, Ames, IA 50010",
      closingDateRequested: "2026-12-18",
      status,
    })
    .returning();
  return row!;
}

const openFor = (id: string, body: Record<string, unknown> = {}) =>
  api(t, "POST", `/api/v1/admin/service-requests/${id}/closing-file`, who.admin, { ...baseFile, property_address: "12 Main St, Ames, IA 50010", county: "Story", closing_date: "2026-12-18", ...body });

describe("POST /admin/service-requests/{id}/closing-file", () => {
  test("the body the OpenAPI document gives as its example is accepted", async () => {
    const doc = await api(t, "GET", "/api/v1/openapi.json");
    const example = doc.json.components.schemas.ClosingFileOpenFromRequest.example;
    const res = await api(t, "POST", `/api/v1/admin/service-requests/${(await aRequest("agent")).id}/closing-file`, who.admin, example);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ property_address: example.property_address, county: example.county });
  });

  test("opens the file with the request's fields and the requester as a buyer's agent; the request is converted and audited", async () => {
    const request = await aRequest("agent");
    const buyer = aBuyer();
    const res = await openFor(request.id, { parties: [buyer] });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ service_request_id: request.id, property_address: "12 Main St, Ames, IA 50010", county: "Story", closing_date: "2026-12-18" });
    expect(res.json.parties.map((p: { role: string; email: string }) => [p.role, p.email])).toEqual([
      ["buyers_agent", request.email],
      ["buyer", buyer.email],
    ]);
    expect(res.json.parties[0]).toMatchObject({ name: "Riley Requester", phone: "(319) 555-0199", company: "Prairie Homes" });
    expect(await mailTo(t, buyer.email)).toHaveLength(1);

    const [after] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
    expect(after!.status).toBe("converted");
    const changes = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "service_request"), eq(auditEvents.targetId, request.id)));
    expect(changes).toEqual([expect.objectContaining({ action: "service_request.status_changed", actorId: who.adminId, payload: { from: "new", to: "converted" } })]);
    expect((await fileAudit(t, res.json.id, "closing_file.opened"))[0]!.payload).toMatchObject({ service_request_id: request.id });
    // The request's history in the pipeline shows it.
    expect((await api(t, "GET", `/api/v1/admin/service-requests/${request.id}`, who.admin)).json.history[0]).toMatchObject({ from: "new", to: "converted" });
  });

  test("a lender's request makes the requester the lender; requester_role overrides", async () => {
    const fromLender = await openFor((await aRequest("lender")).id);
    expect(fromLender.json.parties[0].role).toBe("lender");
    const chosen = await openFor((await aRequest("lender")).id, { requester_role: "listing_agent" });
    expect(chosen.json.parties[0].role).toBe("listing_agent");
    const anonymous = await openFor((await aRequest(null)).id);
    // Without an account the requester is the buyer (the seller for a for-sale-by-owner closing): core/closing/file-from-request.ts.
    expect(anonymous.json.parties[0].role).toBe("buyer");
  });

  test("the requester already listed by the form is not added twice", async () => {
    const request = await aRequest("agent");
    const res = await openFor(request.id, { parties: [{ role: "buyers_agent", name: "Riley R.", email: request.email }] });
    expect(res.json.parties).toHaveLength(1);
  });

  test("a request already converted stays so, with no status change recorded", async () => {
    const request = await aRequest("agent", "converted");
    expect((await openFor(request.id)).status).toBe(201);
    const changes = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetType, "service_request"), eq(auditEvents.targetId, request.id)));
    expect(changes).toEqual([]);
  });

  test("a second file for the request: 409 already_opened with the file's id", async () => {
    const request = await aRequest("agent");
    const first = await openFor(request.id);
    const second = await openFor(request.id);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: "already_opened", message: CLOSING_FILE_MESSAGES.alreadyOpened, file_id: first.json.id });
    const both = await Promise.all([openFor((await aRequest()).id), openFor(request.id)]);
    expect(both.map((r) => r.status)).toEqual([201, 409]);
  });

  test("two staff opening the same request at once make one file", async () => {
    const request = await aRequest("agent");
    const results = await Promise.all([openFor(request.id), openFor(request.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = (await api(t, "GET", `${FILES}?limit=100&q=12 main st`, who.admin)).json.data.filter((f: { id: string }) => results.some((r) => r.json.id === f.id || r.json.file_id === f.id));
    expect(list).toHaveLength(1);
  });

  test("an unknown request: 404; bad fields: 400", async () => {
    const res = await openFor("6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f");
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(ADMIN_MESSAGES.requestNotFound);
    expect((await openFor("nope")).status).toBe(404);
    const request = await aRequest();
    const bad = await openFor(request.id, { county: "Nowhere", requester_role: "boss" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ county: CLOSING_FILE_MESSAGES.countyUnknown, requester_role: expect.any(String) });
  });
});
