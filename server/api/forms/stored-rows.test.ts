/** The row each form stores, field by field, as the spec names them. */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { leads, serviceRequests } from "#db/schema/index.ts";
import { GIFT_CARD_LEAD_MESSAGE } from "#core/leads/gift-card-claim.ts";
import { call, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
const post = (path: string, body: unknown, token?: string) => call(t.app, "POST", path, { body, token, headers: fromIp(freshIp()) });
const lead = async (id: string) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const request = async (id: string) => (await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!;

describe("stored rows", () => {
  test("contact: trimmed name, lower-cased e-mail, normalised phone, company, message, source contact", async () => {
    const res = await post("/api/v1/leads", {
      name: "  Lee   Park ",
      email: " Lee.Park@Example.COM ",
      company: " Prairie Realty ",
      phone: "319.555.0177",
      message: "  Closing on a farm near Le Mars in March.\nCan you do the abstract?  ",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), status: "new", created_at: expect.any(String) });
    expect(await lead(res.json.id)).toMatchObject({
      name: "Lee Park",
      email: "lee.park@example.com",
      company: "Prairie Realty",
      phone: "(319) 555-0177",
      message: "Closing on a farm near Le Mars in March.\nCan you do the abstract?",
      status: "new",
      source: "contact",
      userId: null,
    });
  });

  test("contact: empty company and phone are stored as null; a bad phone is refused", async () => {
    const ok = await post("/api/v1/leads", { name: "Lee", email: uniqueEmail(), company: "", phone: "", message: "Hi" });
    expect(await lead(ok.json.id)).toMatchObject({ company: null, phone: null });
    const bad = await post("/api/v1/leads", { name: "Lee", email: uniqueEmail(), phone: "555-0177", message: "Hi" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ phone: "Please enter a 10-digit phone number, e.g. (319) 555-0142" });
  });

  test.each([
    ["1031-exchange-guide", "1031 Exchange Guide Download", "/guides/1031-exchange-guide.pdf"],
    ["fsbo-package", "FSBO Package Download", "/guides/fsbo-package.pdf"],
  ])("guide download %s: a lead named after the address, its fixed message, and the PDF's path", async (guide, message, url) => {
    const email = uniqueEmail("jo.smith");
    const res = await post("/api/v1/guide-downloads", { email: email.toUpperCase(), guide });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), url });
    expect(await lead(res.json.id)).toMatchObject({
      name: email.split("@")[0],
      email,
      message,
      status: "new",
      source: "guide_download",
      company: null,
      phone: null,
    });
  });

  test("guide download: an unknown guide is refused", async () => {
    const res = await post("/api/v1/guide-downloads", { email: uniqueEmail(), guide: "secret-plans" });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ guide: "Please choose a guide to download" });
  });

  test("gift card claim: stored as a lead naming the offer, phone optional", async () => {
    const res = await post("/api/v1/gift-card-claims", { full_name: "Ana Cruz", email: "Ana.Cruz@Example.com", phone: "(515) 555 0123" });
    expect(res.status).toBe(201);
    expect(await lead(res.json.id)).toMatchObject({
      name: "Ana Cruz",
      email: "ana.cruz@example.com",
      phone: "(515) 555-0123",
      message: GIFT_CARD_LEAD_MESSAGE,
      source: "gift_card",
      status: "new",
    });
    const noPhone = await post("/api/v1/gift-card-claims", { full_name: "Bo Lind", email: uniqueEmail() });
    expect(await lead(noPhone.json.id)).toMatchObject({ phone: null });
  });

  test("service request: every field of the spec; the choice cash is stored as cash, itself (ADR 032)", async () => {
    const res = await post("/api/v1/service-requests", {
      service_type: "cash",
      name: "Dana Ruiz",
      email: "dana.ruiz@example.com",
      phone: "+1 (515) 555-0190",
      company: "Ruiz Holdings LLC",
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      closing_date_requested: "2026-12-18",
      message: "Cash purchase, inspection done.",
    });
    expect(res.status).toBe(201);
    expect(await request(res.json.id)).toMatchObject({
      serviceType: "cash",
      name: "Dana Ruiz",
      email: "dana.ruiz@example.com",
      phone: "(515) 555-0190",
      company: "Ruiz Holdings LLC",
      propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
      closingDateRequested: "2026-12-18",
      message: "Cash purchase, inspection done.",
      status: "new",
      userId: null,
      userType: null,
      type: null,
    });
  });

  test.each([[""], [null]])("service request: a requested date of %j is stored as null", async (date) => {
    const res = await post("/api/v1/service-requests", {
      service_type: "ron",
      name: "Kim",
      email: uniqueEmail(),
      phone: "3195550142",
      closing_date_requested: date,
    });
    expect(res.status).toBe(201);
    expect(await request(res.json.id)).toMatchObject({ serviceType: "ron", closingDateRequested: null, company: null, propertyAddress: null, message: null });
  });

  test("service request: an impossible date and an unknown service are refused at their fields", async () => {
    const res = await post("/api/v1/service-requests", {
      service_type: "plumbing",
      name: "Kim",
      email: uniqueEmail(),
      phone: "3195550142",
      closing_date_requested: "2026-02-30",
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      service_type: "Please choose a service",
      closing_date_requested: "Please enter a date as yyyy-mm-dd, e.g. 2026-12-18",
    });
  });

  test("service request from a signed-in lender: user_id and user_type from the account", async () => {
    const lender = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const res = await post(
      "/api/v1/service-requests",
      { service_type: "loan", name: "Pat Lee", email: uniqueEmail(), phone: "3195550142", user_type: "agent" },
      lender.session.access_token,
    );
    expect(res.status).toBe(201);
    expect(await request(res.json.id)).toMatchObject({ userId: lender.session.user.id, userType: "lender" });
  });

  test("the OpenAPI document lists the four form endpoints with their 400, 413, 415 and 429 answers", async () => {
    const doc = (await call(t.app, "GET", "/api/v1/openapi.json")).json;
    for (const path of ["/leads", "/guide-downloads", "/gift-card-claims", "/service-requests"]) {
      expect(Object.keys(doc.paths[path].post.responses).sort()).toEqual(["201", "400", "413", "415", "429"]);
    }
    expect(doc.paths["/service-requests"].post.requestBody.content["application/json"].schema).toBeDefined();
  });
});
