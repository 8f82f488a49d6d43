/**
 * What staff do on a lead or a service request besides its status (issue 29): set its owner (an
 * administrator; audited; the list shows it and filters "mine"), add internal notes, reply by
 * e-mail through the outbox within the sending caps (the history shows the reply and its
 * delivery), convert a lead into a service request once, and see the closing file a request became.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, leads, outbox, serviceRequests } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { PIPELINE_ACTION_MESSAGES } from "#core/admin/pipeline-notes.ts";
import { COMMUNICATION_MESSAGES } from "#core/clients/communication-fields.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { KINDS, api, callers, type Callers } from "#tests/support/kits/pipeline.ts";
import { baseFile } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;
let userId: string;
const NOBODY = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  who = await callers(t);
  userId = (await signUpFresh(t.app)).session.user.id;
});

async function audit(kind: "lead" | "service_request", id: string, action: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, kind), eq(auditEvents.targetId, id), eq(auditEvents.action, action)));
}

describe.each(KINDS)("$path/{id}: owner, notes and replies", (k) => {
  const one = async (email = uniqueEmail("pipeline")) => (await k.insert(t.database, [{ name: "Olive Owner", email }]))[0]!;

  test("PUT owner: an administrator takes it, audited; the list shows who and filters mine and none; null lets go", async () => {
    const id = await one();
    const res = await api(t, "PUT", `${k.path}/${id}/owner`, who.admin, { owner_id: who.adminId });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, owner_id: who.adminId, owner_email: who.adminEmail });
    expect(await audit(k.kind, id, `${k.kind}.owner_changed`)).toEqual([expect.objectContaining({ actorId: who.adminId, payload: { from: null, to: who.adminId } })]);

    const ids = async (query: string) => ((await api(t, "GET", `${k.path}?limit=100&q=olive&${query}`, who.admin)).json.data as { id: string; owner_email: string | null }[]).map((r) => r.id);
    expect(await ids("owner=mine")).toContain(id);
    expect(await ids("owner=none")).not.toContain(id);
    const listed = (await api(t, "GET", `${k.path}?limit=100&q=olive&owner=mine`, who.admin)).json.data.find((r: { id: string }) => r.id === id);
    expect(listed.owner_email).toBe(who.adminEmail);

    // The same owner again changes nothing; null lets go.
    await api(t, "PUT", `${k.path}/${id}/owner`, who.admin, { owner_id: who.adminId });
    expect(await audit(k.kind, id, `${k.kind}.owner_changed`)).toHaveLength(1);
    const freed = await api(t, "PUT", `${k.path}/${id}/owner`, who.admin, { owner_id: null });
    expect(freed.json).toMatchObject({ owner_id: null, owner_email: null });
    expect(await ids("owner=none")).toContain(id);
  });

  test("PUT owner refuses anyone who is not an administrator (400 on the field), bad bodies, unknown rows and non-admins", async () => {
    const id = await one();
    const notStaff = await api(t, "PUT", `${k.path}/${id}/owner`, who.admin, { owner_id: userId });
    expect(notStaff.status).toBe(400);
    expect(notStaff.json.fields).toEqual({ owner_id: PIPELINE_ACTION_MESSAGES.ownerNotStaff });
    expect((await api(t, "PUT", `${k.path}/${id}/owner`, who.admin, { owner_id: NOBODY })).status).toBe(400);
    for (const body of [{ owner_id: "me" }, {}, { owner_id: 7 }]) {
      const bad = await api(t, "PUT", `${k.path}/${id}/owner`, who.admin, body);
      expect(bad.status).toBe(400);
      expect(bad.json.fields.owner_id).toBe(PIPELINE_ACTION_MESSAGES.ownerInvalid);
    }
    expect((await api(t, "PUT", `${k.path}/${NOBODY}/owner`, who.admin, { owner_id: null })).json).toMatchObject({ code: "not_found", message: k.notFound });
    expect((await api(t, "PUT", `${k.path}/${id}/owner`, who.user, { owner_id: null })).status).toBe(403);
    expect((await api(t, "PUT", `${k.path}/${id}/owner`, who.adminAal1, { owner_id: null })).status).toBe(403);
    expect((await api(t, "GET", `${k.path}?owner=someone`, who.admin)).json.fields.owner).toBe(PIPELINE_ACTION_MESSAGES.invalidOwnerFilter);
  });

  test("POST notes: an internal note with its author and time, newest first in the detail, audited; blank refused", async () => {
    const id = await one();
    const first = await api(t, "POST", `${k.path}/${id}/notes`, who.admin, { body: "  Called back; wants the 18th.  " });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ kind: "note", body: "Called back; wants the 18th.", author_email: who.adminEmail, subject: null, delivery: null });
    await api(t, "POST", `${k.path}/${id}/notes`, who.admin, { body: "Sent the fee sheet." });
    const detail = await api(t, "GET", `${k.path}/${id}`, who.admin);
    expect(detail.json.notes.map((n: { body: string }) => n.body)).toEqual(["Sent the fee sheet.", "Called back; wants the 18th."]);
    expect(await audit(k.kind, id, `${k.kind}.note_added`)).toHaveLength(2);

    const blank = await api(t, "POST", `${k.path}/${id}/notes`, who.admin, { body: "   " });
    expect(blank.status).toBe(400);
    expect(blank.json.fields.body).toBe(PIPELINE_ACTION_MESSAGES.noteRequired);
    expect((await api(t, "POST", `${k.path}/${id}/notes`, who.admin, { body: "x".repeat(5001) })).json.fields.body).toBe(PIPELINE_ACTION_MESSAGES.noteTooLong);
    expect((await api(t, "POST", `${k.path}/${NOBODY}/notes`, who.admin, { body: "Hello" })).status).toBe(404);
    expect((await api(t, "POST", `${k.path}/${id}/notes`, who.user, { body: "Hello" })).status).toBe(403);
  });

  test("POST replies: queued in the outbox to the row's address with Reply-To the administrator, shown in the history with its delivery", async () => {
    const email = uniqueEmail("reply");
    const id = await one(email);
    const res = await api(t, "POST", `${k.path}/${id}/replies`, who.admin, { subject: "Your closing", content: "Hi Olive,\n\nWe can close on the 18th." });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ kind: "email", subject: "Your closing", body: "Hi Olive,\n\nWe can close on the 18th.", author_email: who.adminEmail });
    expect(res.json.delivery).toMatchObject({ to: email, status: expect.stringMatching(/^(pending|sending|sent)$/) });
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "pipeline.reply", subject: "Your closing", refId: id, metadata: { replyTo: who.adminEmail } });
    expect(mail[0]!.textBody).toContain("We can close on the 18th.");
    const detail = await api(t, "GET", `${k.path}/${id}`, who.admin);
    expect(detail.json.notes[0]).toMatchObject({ id: res.json.id, kind: "email", delivery: { to: email } });
    expect(await audit(k.kind, id, `${k.kind}.replied`)).toHaveLength(1);
  });

  test("POST replies refuses what a client e-mail refuses, unknown rows and non-admins, and sends nothing", async () => {
    const email = uniqueEmail("refused");
    const id = await one(email);
    const money = await api(t, "POST", `${k.path}/${id}/replies`, who.admin, { subject: "Wire", content: "Please wire the funds to account 12345678, routing 073000228." });
    expect(money.status).toBe(400);
    expect(money.json.fields.content).toBe(COMMUNICATION_MESSAGES.moneyTalk);
    expect((await api(t, "POST", `${k.path}/${id}/replies`, who.admin, { content: "No subject" })).json.fields.subject).toBe(COMMUNICATION_MESSAGES.subjectRequired);
    expect((await api(t, "POST", `${k.path}/${NOBODY}/replies`, who.admin, { subject: "Hi", content: "Hello" })).status).toBe(404);
    expect((await api(t, "POST", `${k.path}/${id}/replies`, who.user, { subject: "Hi", content: "Hello" })).status).toBe(403);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email))).toEqual([]);
  });

  test("replies count against the sending caps: over the recipient's day, 429 and nothing queued", async () => {
    const app = t.appWith({ CLIENT_MESSAGES_PER_RECIPIENT_PER_DAY: "2" });
    const email = uniqueEmail("capped");
    const id = await one(email);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await call(app, "POST", `${k.path}/${id}/replies`, { token: who.admin, body: { subject: `Note ${i}`, content: "Checking in." } }));
    expect(statuses.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(statuses[2]!.json.message).toMatch(/^This address or number has had 2 messages from us today/);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email))).toHaveLength(2);
  });
});

describe("POST /admin/leads/{id}/service-request: converting a lead", () => {
  async function aLead() {
    const [row] = await t.database.db
      .insert(leads)
      .values({ name: "Casey Convert", email: uniqueEmail("convert"), phone: "(319) 555-0111", company: "Prairie Homes", message: "Cash sale in Ames", ownerId: who.adminId })
      .returning();
    return row!;
  }
  const convert = (id: string, body: unknown, token = who.admin) => api(t, "POST", `/api/v1/admin/leads/${id}/service-request`, token, body);

  test("makes a request carrying the lead's details and what staff add; the lead is converted; both link; audited", async () => {
    const lead = await aLead();
    const res = await convert(lead.id, { service_type: "digital-cash", property_address: "12 Main St, Ames, IA 50010", closing_date_requested: "2026-12-18", sale_price_cents: 25_000_000 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Casey Convert",
      email: lead.email,
      phone: "(319) 555-0111",
      company: "Prairie Homes",
      message: "Cash sale in Ames",
      service_type: "digital-cash",
      property_address: "12 Main St, Ames, IA 50010",
      closing_date_requested: "2026-12-18",
      sale_price_cents: 25_000_000,
      lead_id: lead.id,
      owner_id: who.adminId,
      status: "new",
    });
    const detail = await api(t, "GET", `/api/v1/admin/leads/${lead.id}`, who.admin);
    expect(detail.json).toMatchObject({ status: "converted", service_request_id: res.json.id });
    expect(detail.json.history[0]).toMatchObject({ from: "new", to: "converted" });
    expect(await audit("lead", lead.id, "lead.converted")).toEqual([expect.objectContaining({ actorId: who.adminId, payload: { service_request_id: res.json.id } })]);
  });

  test("a second conversion answers 409 already_converted with the request's id, and makes nothing", async () => {
    const lead = await aLead();
    const first = await convert(lead.id, { service_type: "title" });
    const second = await convert(lead.id, { service_type: "loan" });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ code: "already_converted", message: PIPELINE_ACTION_MESSAGES.alreadyConverted, service_request_id: first.json.id });
    expect(await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.leadId, lead.id))).toHaveLength(1);
  });

  test("refuses bad bodies on their fields, unknown leads and non-admins", async () => {
    const lead = await aLead();
    const bad = await convert(lead.id, { service_type: "moving", closing_date_requested: "2026-02-30", sale_price_cents: -1 });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      service_type: PIPELINE_ACTION_MESSAGES.chooseService,
      closing_date_requested: PIPELINE_ACTION_MESSAGES.dateInvalid,
      sale_price_cents: PIPELINE_ACTION_MESSAGES.priceInvalid,
    });
    expect((await convert(NOBODY, { service_type: "title" })).json).toMatchObject({ code: "not_found", message: ADMIN_MESSAGES.leadNotFound });
    expect((await convert(lead.id, { service_type: "title" }, who.user)).status).toBe(403);
    expect((await convert(lead.id, { service_type: "title" }, who.adminAal1)).status).toBe(403);
  });
});

describe("a request and the closing file it became", () => {
  test("the request's detail links to its file, and the file to its request", async () => {
    const [request] = await t.database.db
      .insert(serviceRequests)
      .values({ name: "Finn File", email: uniqueEmail("file"), phone: "(319) 555-0122", serviceType: "digital-cash", propertyAddress: "12 Main St, Ames, IA 50010" })
      .returning();
    expect((await api(t, "GET", `/api/v1/admin/service-requests/${request!.id}`, who.admin)).json.closing_file).toBeNull();
    const file = await api(t, "POST", `/api/v1/admin/service-requests/${request!.id}/closing-file`, who.admin, { ...baseFile, property_address: "12 Main St, Ames, IA 50010", county: "Story" });
    expect(file.status).toBe(201);
    expect(file.json.service_request_id).toBe(request!.id);
    const detail = await api(t, "GET", `/api/v1/admin/service-requests/${request!.id}`, who.admin);
    expect(detail.json.closing_file).toEqual({ id: file.json.id, file_number: file.json.file_number });
  });
});

describe("GET /admin/staff", () => {
  test("lists the administrators, who may own a row; not for anyone else", async () => {
    const res = await api(t, "GET", "/api/v1/admin/staff", who.admin);
    expect(res.status).toBe(200);
    expect(res.json.data).toContainEqual({ id: who.adminId, email: who.adminEmail });
    expect(res.json.data.map((s: { id: string }) => s.id)).not.toContain(userId);
    expect((await api(t, "GET", "/api/v1/admin/staff", who.user)).status).toBe(403);
    expect((await api(t, "GET", "/api/v1/admin/staff")).status).toBe(401);
  });
});
