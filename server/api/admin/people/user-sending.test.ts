/**
 * PUT /api/v1/admin/users/{id}/sending: staff pause an account's messages to its clients, and
 * allow them again; each change is audited in its transaction, and the account's sends answer
 * 403 sending_suspended while it lasts (issue 27, defect 2).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import { auditEvents, profiles } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller & { aal1Token: string };
beforeAll(async () => {
  admin = await administrator(t);
});
const setSending = (token: string, id: string, body: unknown) => apiCall(t, "PUT", `/api/v1/admin/users/${id}/sending`, token, body);
const auditOf = (id: string) =>
  t.database.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, payload: auditEvents.payload })
    .from(auditEvents)
    .where(and(like(auditEvents.action, "profile.sending_%"), eq(auditEvents.targetId, id)))
    .orderBy(asc(auditEvents.createdAt));

describe("PUT /api/v1/admin/users/{id}/sending", () => {
  test("suspend: the account's sends answer 403 sending_suspended; resume: they go again; each change audited once", async () => {
    const agent = await regularUser(t);
    await markEmailProven(t.database.db, agent.email);
    const client = await apiCall(t, "POST", "/api/v1/clients", agent.token, { name: "Mary Smith", phone: "(319) 266-0001" });
    const sendText = () => apiCall(t, "POST", `/api/v1/clients/${client.json.id}/communications`, agent.token, { type: "sms", content: "See you Friday" });

    const suspended = await setSending(admin.token, agent.id, { suspended: true });
    expect(suspended.status).toBe(200);
    expect(suspended.json).toMatchObject({ id: agent.id, sending_suspended_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const refused = await sendText();
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("sending_suspended");

    // The same state again changes nothing and is not audited again.
    const again = await setSending(admin.token, agent.id, { suspended: true });
    expect(again.json.sending_suspended_at).toBe(suspended.json.sending_suspended_at);

    const resumed = await setSending(admin.token, agent.id, { suspended: false });
    expect(resumed.json.sending_suspended_at).toBeNull();
    expect((await sendText()).status).toBe(201);
    expect(await auditOf(agent.id)).toEqual([
      { action: "profile.sending_suspended", actorId: admin.id, payload: { from: "allowed", to: "suspended" } },
      { action: "profile.sending_resumed", actorId: admin.id, payload: { from: "suspended", to: "allowed" } },
    ]);
    const log = await apiCall(t, "GET", "/api/v1/admin/audit?kind=sending&limit=5", admin.token);
    expect(log.json.data.slice(0, 2).map((e: { kind: string; from: string; to: string }) => [e.kind, e.from, e.to])).toEqual([
      ["sending", "suspended", "allowed"],
      ["sending", "allowed", "suspended"],
    ]);
  });

  test("only an administrator at aal2; nothing changes otherwise", async () => {
    const agent = await regularUser(t);
    const other = await regularUser(t);
    expect((await setSending(other.token, agent.id, { suspended: true })).status).toBe(403);
    expect((await setSending(admin.aal1Token, agent.id, { suspended: true })).json.code).toBe("mfa_required");
    expect((await setSending("", agent.id, { suspended: true })).status).toBe(401);
    const [row] = await t.database.db.select({ at: profiles.sendingSuspendedAt }).from(profiles).where(eq(profiles.id, agent.id));
    expect(row!.at).toBeNull();
  });

  test.each([
    [{}, ADMIN_MESSAGES.invalidSuspended],
    [{ suspended: "yes" }, ADMIN_MESSAGES.invalidSuspended],
  ])("%j: 400 on suspended", async (body, message) => {
    const agent = await regularUser(t);
    const res = await setSending(admin.token, agent.id, body);
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ suspended: message });
  });

  test("an unknown account: 404", async () => {
    expect((await setSending(admin.token, "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", { suspended: true })).status).toBe(404);
    expect((await setSending(admin.token, "not-an-id", { suspended: true })).status).toBe(404);
  });
});
