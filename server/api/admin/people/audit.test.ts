/** GET /api/v1/admin/audit: who changed what, from what to what; filtered by actor and kind; paged. */
import { beforeAll, describe, expect, test } from "vitest";
import { auditEvents, leads, serviceRequests } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { runAdminCommand } from "#server/cli/admin-command.ts";
import { administrator, apiCall, regularUser, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let alice: Caller;
let bob: Caller;
let target: Caller;
let leadId: string;
let requestId: string;

interface Entry {
  kind: string;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  target_type: string;
  target_id: string;
  target_label: string | null;
  from: string | number | null;
  to: string | number | null;
  via: string | null;
  created_at: string;
}

const audit = async (query: string, token = alice.token) => {
  const res = await apiCall(t, "GET", `/api/v1/admin/audit?limit=100${query}`, token);
  expect(res.status).toBe(200);
  return res.json.data as Entry[];
};

beforeAll(async () => {
  alice = await administrator(t);
  bob = await administrator(t);
  target = await regularUser(t);
  // Alice makes the target an administrator and sets its count; Bob removes the role again.
  await apiCall(t, "PATCH", `/api/v1/admin/users/${target.id}/role`, alice.token, { role: "admin" });
  await apiCall(t, "PUT", `/api/v1/admin/users/${target.id}/transaction-count`, alice.token, { count: 4 });
  await apiCall(t, "PATCH", `/api/v1/admin/users/${target.id}/role`, bob.token, { role: "user" });
  // Status changes as the pipeline writes them (action, target, actor, {from, to}).
  const [lead] = await t.database.db.insert(leads).values({ name: "Prairie Lead", email: "lead@example.com" }).returning({ id: leads.id });
  const [request] = await t.database.db
    .insert(serviceRequests)
    .values({ name: "Closing Request", email: "sr@example.com", serviceType: "title" })
    .returning({ id: serviceRequests.id });
  leadId = lead!.id;
  requestId = request!.id;
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
  await t.database.db.insert(auditEvents).values([
    { actorId: bob.id, action: "lead.status_changed", targetType: "lead", targetId: leadId, payload: { from: "new", to: "contacted" }, createdAt: later(1) },
    {
      actorId: alice.id,
      action: "service_request.status_changed",
      targetType: "service_request",
      targetId: requestId,
      payload: { from: "new", to: "qualified" },
      createdAt: later(2),
    },
    // An action the log has no kind for: still listed, as "other" (every audited event is).
    { actorId: alice.id, action: "auth.login", payload: {}, createdAt: later(3) },
  ]);
});

describe("GET /api/v1/admin/audit", () => {
  test("every role, count and status change, newest first, with who, what, from and to", async () => {
    const entries = await audit("");
    const mine = entries.filter((e) => [target.id, leadId, requestId].includes(e.target_id));
    expect(mine).toEqual([
      {
        id: expect.any(String),
        kind: "status",
        action: "service_request.status_changed",
        label: "Service request status",
        detail: null,
        actor_id: alice.id,
        actor_email: alice.email,
        target_type: "service_request",
        target_id: requestId,
        target_label: "Closing Request",
        file_id: null,
        file_number: null,
        from: "new",
        to: "qualified",
        via: null,
        created_at: expect.any(String),
      },
      expect.objectContaining({ kind: "status", action: "lead.status_changed", actor_email: bob.email, target_label: "Prairie Lead", from: "new", to: "contacted" }),
      expect.objectContaining({ kind: "role", actor_id: bob.id, target_type: "profile", target_label: target.email, from: "admin", to: "user" }),
      expect.objectContaining({ kind: "count", action: "profile.transaction_count_changed", actor_id: alice.id, target_label: target.email, from: 0, to: 4 }),
      expect.objectContaining({ kind: "role", action: "profile.role_changed", actor_id: alice.id, actor_email: alice.email, from: "user", to: "admin" }),
    ]);
    expect(entries.find((e) => e.action === "auth.login")).toMatchObject({ kind: "other", label: "auth.login", actor_id: alice.id });
    const times = entries.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test("kind=role, count or status shows only those changes", async () => {
    const role = await audit("&kind=role");
    expect(new Set(role.map((e) => e.action))).toEqual(new Set(["profile.role_changed"]));
    expect(role.filter((e) => e.target_id === target.id).map((e) => [e.from, e.to])).toEqual([
      ["admin", "user"],
      ["user", "admin"],
    ]);
    const count = await audit("&kind=count");
    expect(count.filter((e) => e.target_id === target.id).map((e) => [e.kind, e.from, e.to])).toEqual([["count", 0, 4]]);
    expect(new Set(count.map((e) => e.kind))).toEqual(new Set(["count"]));
    const status = await audit("&kind=status");
    expect(status.map((e) => e.target_label)).toEqual(["Closing Request", "Prairie Lead"]);
  });

  test("actor=<id> shows one administrator's changes; with kind, both filters apply", async () => {
    const byBob = (await audit(`&actor=${bob.id}`)).filter((e) => e.action !== "auth.login");
    expect(byBob.map((e) => [e.action, e.target_id])).toEqual([
      ["lead.status_changed", leadId],
      ["profile.role_changed", target.id],
    ]);
    const bobsRoles = await audit(`&actor=${bob.id.toUpperCase()}&kind=role`);
    expect(bobsRoles.map((e) => e.target_id)).toEqual([target.id]);
    expect(await audit(`&actor=${target.id}`)).toEqual([]);
  });

  test("a change from the command line shows via cli and no actor", async () => {
    const user = await regularUser(t);
    await runAdminCommand(t.database.db, ["promote", user.email]);
    const [entry] = (await audit("&kind=role")).filter((e) => e.target_id === user.id);
    expect(entry).toMatchObject({ actor_id: null, actor_email: null, target_label: user.email, from: "user", to: "admin", via: "cli" });
  });

  test("pages by (created_at, id) join without gaps or repeats", async () => {
    const all = (await audit("")).map((e) => e.target_id + e.created_at);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await apiCall(t, "GET", `/api/v1/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ""}`, alice.token);
      seen.push(...(res.json.data as Entry[]).map((e) => e.target_id + e.created_at));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  test.each([
    ["kind=login", "kind", ADMIN_MESSAGES.invalidAuditKind],
    ["actor=alice", "actor", ADMIN_MESSAGES.invalidActor],
    ["actor=%27%3B%20drop%20table%20audit_events%3B--", "actor", ADMIN_MESSAGES.invalidActor],
    ["cursor=abc", "cursor", "This page link is no longer valid. Please start again from the first page."],
  ])("?%s is a 400 naming %s", async (query, field, message) => {
    const res = await apiCall(t, "GET", `/api/v1/admin/audit?${query}`, alice.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: message } });
  });
});
