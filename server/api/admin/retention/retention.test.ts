/**
 * /api/v1/admin/retention (issue 33): the policy and what is due, a page of due items, a new
 * policy (audited, every bad input refused on its field), and "Run now"; every route refused to a
 * user (403), an administrator without two-step verification (403 mfa_required) and no one (401).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditEvents, leads } from "#db/schema/index.ts";
import { DEFAULT_RETENTION_POLICY } from "#core/retention/retention-policy.ts";
import { takeLease } from "#server/jobs/job-lease.queries.ts";
import { RETENTION_RUNNING_MESSAGE } from "./retention.routes.ts";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller & { aal1Token: string };
let user: Caller;
const oldLeads: string[] = [];

beforeAll(async () => {
  admin = await administrator(t);
  user = await regularUser(t);
  // Three leads idle for three years (due under any policy), one from today (never due).
  const long = new Date(Date.now() - 3 * 365 * 86_400_000);
  for (let i = 0; i < 3; i += 1) {
    const [row] = await t.database.db
      .insert(leads)
      .values({ name: "Idle Lead", email: `idle-${i}@example.com`, createdAt: new Date(long.getTime() + i * 1000), updatedAt: long })
      .returning({ id: leads.id });
    oldLeads.push(row!.id);
  }
  await t.database.db.insert(leads).values({ name: "Fresh Lead", email: "fresh@example.com" });
});

const ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/v1/admin/retention"],
  ["GET", "/api/v1/admin/retention/due?kind=leads"],
  ["PUT", "/api/v1/admin/retention/policy", DEFAULT_RETENTION_POLICY],
  ["POST", "/api/v1/admin/retention/run"],
];

describe("who may call", () => {
  test.each(ROUTES)("%s %s: 401 without a token, 403 for a user, 403 mfa_required at aal1", async (method, path, body) => {
    expect((await apiCall(t, method, path, undefined, body)).status).toBe(401);
    const asUser = await apiCall(t, method, path, user.token, body);
    expect([asUser.status, asUser.json.code]).toEqual([403, "forbidden"]);
    const aal1 = await apiCall(t, method, path, admin.aal1Token, body);
    expect([aal1.status, aal1.json.code]).toEqual([403, "mfa_required"]);
  });
});

describe("the policy and what is due", () => {
  test("before anyone saves, the defaults apply and the idle leads are counted", async () => {
    const res = await apiCall(t, "GET", "/api/v1/admin/retention", admin.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ policy: DEFAULT_RETENTION_POLICY, saved: false, updated_at: null, due: { leads: 3, bank_details: 0, documents: 0 } });
  });

  test("the due list pages through one kind, newest first, and names no content", async () => {
    const first = await apiCall(t, "GET", "/api/v1/admin/retention/due?kind=leads&limit=2", admin.token);
    expect(first.status).toBe(200);
    expect(first.json.data.map((d: { id: string }) => d.id)).toEqual([oldLeads[2], oldLeads[1]]);
    expect(first.json.data[0]).toMatchObject({ kind: "leads", what: "Lead (contact, new)", file_id: null });
    expect(JSON.stringify(first.json)).not.toContain("Idle Lead");
    const second = await apiCall(t, "GET", `/api/v1/admin/retention/due?kind=leads&limit=2&cursor=${first.json.next_cursor}`, admin.token);
    expect(second.json).toMatchObject({ data: [{ id: oldLeads[0] }], next_cursor: null });
  });

  test.each([
    ["kind=notes", "kind"],
    ["", "kind"],
    ["kind=leads&limit=0", "limit"],
    ["kind=leads&cursor=nonsense", "cursor"],
  ])("GET due?%s: 400 naming %s", async (query, field) => {
    const res = await apiCall(t, "GET", `/api/v1/admin/retention/due?${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual([field]);
  });
});

describe("PUT /api/v1/admin/retention/policy", () => {
  test.each([
    [{ bank_details_days: 0 }, "bank_details_days", "Enter a whole number of days from 1 to 365."],
    [{ bank_details_days: 366 }, "bank_details_days", "Enter a whole number of days from 1 to 365."],
    [{ document_years: 4 }, "document_years", "Enter a whole number of years from 5 to 30."],
    [{ document_years: 7.5 }, "document_years", "Enter a whole number of years from 5 to 30."],
    [{ inactive_lead_days: 731 }, "inactive_lead_days", "Enter a whole number of days from 30 to 730."],
    [{ inactive_lead_days: "90" }, "inactive_lead_days", "Enter a whole number of days from 30 to 730."],
    [{ expired_access_days: null }, "expired_access_days", "Enter a whole number of days from 1 to 365."],
    [{ expired_access_days: undefined }, "expired_access_days", "Enter a whole number of days from 1 to 365."],
  ])("%j: 400 on its field, nothing saved", async (change, field, message) => {
    const res = await apiCall(t, "PUT", "/api/v1/admin/retention/policy", admin.token, { ...DEFAULT_RETENTION_POLICY, ...change });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ [field]: message });
    expect((await apiCall(t, "GET", "/api/v1/admin/retention", admin.token)).json.saved).toBe(false);
  });

  test("an unknown field, or no JSON: refused", async () => {
    expect((await apiCall(t, "PUT", "/api/v1/admin/retention/policy", admin.token, { ...DEFAULT_RETENTION_POLICY, audit_days: 1 })).status).toBe(400);
    expect((await apiCall(t, "PUT", "/api/v1/admin/retention/policy", admin.token, [])).status).toBe(400);
  });

  test("a valid policy is saved, audited with the periods before and after, and changes what is due", async () => {
    const policy = { ...DEFAULT_RETENTION_POLICY, inactive_lead_days: 30 };
    const res = await apiCall(t, "PUT", "/api/v1/admin/retention/policy", admin.token, policy);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ policy, saved: true });
    const [row] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "retention.policy_changed"));
    expect(row).toMatchObject({ actorId: admin.id, payload: { from: DEFAULT_RETENTION_POLICY, to: policy } });
    expect((await apiCall(t, "GET", "/api/v1/admin/retention", admin.token)).json.policy).toEqual(policy);
  });
});

describe("POST /api/v1/admin/retention/run", () => {
  test("disposes of what is due now, and the overview shows the run", async () => {
    const res = await apiCall(t, "POST", "/api/v1/admin/retention/run", admin.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ran: true, disposed: { leads: 3 } });
    const after = await apiCall(t, "GET", "/api/v1/admin/retention", admin.token);
    expect(after.json.due.leads).toBe(0);
    expect(after.json.last_run).toMatchObject({ result: "succeeded", running: false, disposed: { leads: 3 } });
    expect(await t.database.db.select().from(leads).where(eq(leads.email, "fresh@example.com"))).toHaveLength(1);
  });

  test("while another instance holds the run's lease: 409 retention_running, and the overview says it is running", async () => {
    const now = new Date();
    expect(await takeLease(t.database.db, "retention", "another-instance", now, new Date(now.getTime() + 60_000))).toBe(true);
    const res = await apiCall(t, "POST", "/api/v1/admin/retention/run", admin.token);
    expect([res.status, res.json.code, res.json.message]).toEqual([409, "retention_running", RETENTION_RUNNING_MESSAGE]);
    expect((await apiCall(t, "GET", "/api/v1/admin/retention", admin.token)).json.last_run.running).toBe(true);
  });
});
