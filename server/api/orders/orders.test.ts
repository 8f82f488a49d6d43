/**
 * Issue 29: "Order Selected Service" then /get-started completes that same request (one row, its
 * details filled, the service kept), only for the account that placed it; "My orders" lists the
 * caller's own requests with the closing file opened from one.
 */
import { describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { closingFiles, outbox, serviceRequests } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10", STAFF_EMAIL: "staff@heartlandclosing.example" });

const details = { name: "Dana Ruiz", phone: "515-555-0190", property_address: "412 Elm St, Cedar Falls, IA 50613", closing_date_requested: "2026-12-18", company: "", message: "" };

async function order(token: string, service_type = "digital-cash"): Promise<string> {
  const res = await call(t.app, "POST", "/api/v1/orders", { token, body: { service_type } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}
const complete = (id: string, body: unknown, token?: string) => call(t.app, "POST", `/api/v1/orders/${id}/completion`, { token, body });
const requestsOf = (userId: string) => t.database.db.select().from(serviceRequests).where(eq(serviceRequests.userId, userId));

describe("POST /api/v1/orders/{id}/completion", () => {
  test("the order then its details: one request, its fields filled, Digital Cash kept; staff and the account are e-mailed once", async () => {
    const agent = await signUpFresh(t.app);
    const id = await order(agent.session.access_token);
    const res = await complete(id, { ...details, service_type: "title", email: "spoof@example.com", user_id: "00000000-0000-0000-0000-000000000000" }, agent.session.access_token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id,
      service_type: "digital-cash",
      service_name: "Digital Cash Closing",
      name: "Dana Ruiz",
      phone: "(515) 555-0190",
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      closing_date_requested: "2026-12-18",
      status: "new",
      needs_details: false,
      closing_file: null,
    });
    const rows = await requestsOf(agent.session.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      serviceType: "digital-cash",
      email: agent.email,
      phone: "(515) 555-0190",
      propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
      closingDateRequested: "2026-12-18",
      company: null,
      message: null,
      type: "dashboard_order",
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.refId, id));
    const staff = mails.find((m) => m.kind === "order.details_notify_staff");
    expect(staff?.subject).toBe("New Digital Cash Closing request from Dana Ruiz");
    expect(staff?.textBody).toContain("Service: Digital Cash Closing");
    expect(staff?.textBody).toContain("412 Elm St");
    expect(mails.find((m) => m.kind === "order.details_acknowledge")?.toAddress).toBe(agent.email);

    // Once: a second completion changes nothing and sends nothing.
    const again = await complete(id, { ...details, phone: "319-555-0142" }, agent.session.access_token);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("order_already_completed");
    expect((await requestsOf(agent.session.user.id))[0]!.phone).toBe("(515) 555-0190");
    expect(await t.database.db.$count(outbox, eq(outbox.refId, id))).toBe(mails.length);
  });

  test("Transaction Coordination stays Transaction Coordination", async () => {
    const lender = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const id = await order(lender.session.access_token, "tc");
    const res = await complete(id, details, lender.session.access_token);
    expect(res.json).toMatchObject({ service_type: "tc", service_name: "Transaction Coordination" });
  });

  test("another account cannot complete (or read) the order: 404, the request unchanged", async () => {
    const owner = await signUpFresh(t.app);
    const other = await signUpFresh(t.app);
    const id = await order(owner.session.access_token);
    const res = await complete(id, details, other.session.access_token);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("not_found");
    expect((await call(t.app, "GET", `/api/v1/orders/${id}`, { token: other.session.access_token })).status).toBe(404);
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({ phone: "", propertyAddress: null });
    expect((await complete(id, details)).status).toBe(401);
  });

  test.each([
    ["not-an-id"],
    ["00000000-0000-0000-0000-000000000000"],
  ])("an order id %s that names nothing: 404", async (id) => {
    const agent = await signUpFresh(t.app);
    expect((await complete(id, details, agent.session.access_token)).status).toBe(404);
  });

  test.each([
    [{ ...details, phone: "" }, "phone"],
    [{ ...details, name: " " }, "name"],
    [{ ...details, closing_date_requested: "2026-02-30" }, "closing_date_requested"],
    [{ ...details, property_address: "x".repeat(301) }, "property_address"],
    [{ ...details, name: 5 }, "name"],
  ])("bad details are a 400 naming the field (%#)", async (body, field) => {
    const agent = await signUpFresh(t.app);
    const id = await order(agent.session.access_token);
    const res = await complete(id, body, agent.session.access_token);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
    expect(res.json.fields).toHaveProperty(field);
  });

  test("a request sent on the public form already has its details: 409", async () => {
    const agent = await signUpFresh(t.app);
    const sent = await call(t.app, "POST", "/api/v1/service-requests", {
      token: agent.session.access_token,
      body: { service_type: "cash", name: "Dana Ruiz", email: agent.email, phone: "515-555-0190" },
    });
    expect(sent.status).toBe(201);
    expect((await complete(sent.json.id, details, agent.session.access_token)).status).toBe(409);
  });
});

describe("GET /api/v1/orders (My orders)", () => {
  test("only the caller's own orders, newest first, paged; a public-form pick keeps its service (cash stays Cash Closing)", async () => {
    const agent = await signUpFresh(t.app);
    const other = await signUpFresh(t.app);
    const first = await order(agent.session.access_token, "tc");
    await call(t.app, "POST", "/api/v1/service-requests", {
      token: agent.session.access_token,
      body: { service_type: "cash", name: "Dana Ruiz", email: agent.email, phone: "515-555-0190" },
    });
    const third = await order(agent.session.access_token, "digital-cash");
    await order(other.session.access_token, "tc");

    const page1 = await call(t.app, "GET", "/api/v1/orders?limit=2", { token: agent.session.access_token });
    expect(page1.status).toBe(200);
    expect(page1.headers.get("cache-control")).toBe("no-store");
    expect(page1.json.data.map((o: { id: string }) => o.id)[0]).toBe(third);
    expect(page1.json.data[0]).toMatchObject({ service_name: "Digital Cash Closing", needs_details: true, status: "new" });
    expect(page1.json.data[1]).toMatchObject({ service_type: "cash", service_name: "Cash Closing", needs_details: false });
    const page2 = await call(t.app, "GET", `/api/v1/orders?limit=2&cursor=${page1.json.next_cursor}`, { token: agent.session.access_token });
    expect(page2.json).toEqual({ data: [expect.objectContaining({ id: first, service_name: "Transaction Coordination" })], next_cursor: null });
  });

  test("shows the closing file opened from the order to an agent on it, not to one who is not", async () => {
    const agent = await signUpFresh(t.app);
    await markEmailProven(t.database.db, agent.email);
    const id = await order(agent.session.access_token);
    const file = await insertFile(t.database.db, { parties: [{ role: "buyers_agent", email: agent.email }] });
    await t.database.db.update(closingFiles).set({ serviceRequestId: id }).where(eq(closingFiles.id, file.id));
    await t.database.db.update(serviceRequests).set({ status: "converted" }).where(and(eq(serviceRequests.id, id)));

    const list = await call(t.app, "GET", "/api/v1/orders", { token: agent.session.access_token });
    expect(list.json.data[0]).toMatchObject({ id, status: "converted", closing_file: { id: file.id, file_number: file.fileNumber, completed_at: null } });
    const one = await call(t.app, "GET", `/api/v1/orders/${id}`, { token: agent.session.access_token });
    expect(one.json.closing_file).toMatchObject({ id: file.id });

    // A requester who is no party on the file (or has not proven the address) sees the order without it.
    const lender = await signUpFresh(t.app, { data: { account_type: "lender" } });
    const id2 = await order(lender.session.access_token);
    const file2 = await insertFile(t.database.db, { parties: [{ role: "lender", email: lender.email }] });
    await t.database.db.update(closingFiles).set({ serviceRequestId: id2 }).where(eq(closingFiles.id, file2.id));
    const mine = await call(t.app, "GET", "/api/v1/orders", { token: lender.session.access_token });
    expect(mine.json.data).toEqual([expect.objectContaining({ id: id2, closing_file: null })]);
  });

  test.each([["limit=0"], ["limit=abc"], ["cursor=not-a-cursor"]])("?%s is a 400", async (query) => {
    const agent = await signUpFresh(t.app);
    const res = await call(t.app, "GET", `/api/v1/orders?${query}`, { token: agent.session.access_token });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  test("without a token: 401", async () => {
    expect((await call(t.app, "GET", "/api/v1/orders")).status).toBe(401);
  });
});
