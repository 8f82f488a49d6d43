/**
 * PATCH /api/v1/admin/users/{id}/role: Make Admin / Remove Admin, each with its audit row in the
 * same transaction, and the last administrator who cannot remove their own role.
 */
import { describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, profiles } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { administrator, apiCall, onlyAdmin, regularUser, usePeopleApp } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
const setRole = (token: string, id: string, body: unknown) => apiCall(t, "PATCH", `/api/v1/admin/users/${id}/role`, token, body);

const roleOf = async (id: string) => (await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0]?.role;
const auditOf = (id: string) =>
  t.database.db
    .select({ actorId: auditEvents.actorId, payload: auditEvents.payload })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "profile.role_changed"), eq(auditEvents.targetType, "profile"), eq(auditEvents.targetId, id)))
    .orderBy(auditEvents.createdAt);

describe("PATCH /api/v1/admin/users/{id}/role", () => {
  test("Make Admin and Remove Admin: the account answers with its new role, each change audited as the admin's", async () => {
    const admin = await administrator(t);
    const user = await regularUser(t, "lender");
    const made = await setRole(admin.token, user.id, { role: "admin" });
    expect(made.status).toBe(200);
    expect(made.json).toEqual({ id: user.id, email: user.email, role: "admin", type: "lender", transaction_count: 0, created_at: expect.any(String), sending_suspended_at: null });
    expect(await roleOf(user.id)).toBe("admin");
    const removed = await setRole(admin.token, user.id, { role: "user" });
    expect(removed.json.role).toBe("user");
    expect(await roleOf(user.id)).toBe("user");
    expect(await auditOf(user.id)).toEqual([
      { actorId: admin.id, payload: { from: "user", to: "admin" } },
      { actorId: admin.id, payload: { from: "admin", to: "user" } },
    ]);
  });

  test("the role it already has: 200, nothing written to the audit log", async () => {
    const admin = await administrator(t);
    const user = await regularUser(t);
    const res = await setRole(admin.token, user.id, { role: "user" });
    expect(res.status).toBe(200);
    expect(res.json.role).toBe("user");
    expect(await auditOf(user.id)).toEqual([]);
  });

  test("the only administrator cannot remove their own role: 409 last_admin, nothing changed or audited", async () => {
    const admin = await administrator(t);
    await onlyAdmin(t, admin.id);
    const res = await setRole(admin.token, admin.id, { role: "user" });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: "last_admin", message: ADMIN_MESSAGES.lastAdmin, request_id: expect.any(String) });
    expect(res.json.message).toBe("You are the only administrator. Make another account an administrator before removing your own access.");
    expect(await roleOf(admin.id)).toBe("admin");
    expect(await auditOf(admin.id)).toEqual([]);

    // With a second administrator, removing one's own role is allowed.
    const other = await regularUser(t);
    expect((await setRole(admin.token, other.id, { role: "admin" })).status).toBe(200);
    const res2 = await setRole(admin.token, admin.id, { role: "user" });
    expect(res2.status).toBe(200);
    expect(await roleOf(admin.id)).toBe("user");
    expect((await auditOf(admin.id)).map((a) => a.payload)).toEqual([{ from: "admin", to: "user" }]);
  });

  test("two administrators removing their own roles at the same moment: one is refused, one administrator is left", async () => {
    const a = await administrator(t);
    const b = await administrator(t);
    await onlyAdmin(t, a.id, b.id);
    const answers = await Promise.all([setRole(a.token, a.id, { role: "user" }), setRole(b.token, b.id, { role: "user" })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const admins = await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
    expect(admins).toHaveLength(1);
    expect([a.id, b.id]).toContain(admins[0]!.id);
  });

  test("two administrators removing each other at the same moment: the later is no longer an administrator (403)", async () => {
    const a = await administrator(t);
    const b = await administrator(t);
    await onlyAdmin(t, a.id, b.id);
    const answers = await Promise.all([setRole(a.token, b.id, { role: "user" }), setRole(b.token, a.id, { role: "user" })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"))).toHaveLength(1);
  });

  test.each([[{}], [{ role: "owner" }], [{ role: "Admin" }], [{ role: null }], [{ role: true }]])("%j: 400 naming role, nothing changed", async (body) => {
    const admin = await administrator(t);
    const user = await regularUser(t);
    const res = await setRole(admin.token, user.id, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { role: ADMIN_MESSAGES.invalidRole } });
    expect(await roleOf(user.id)).toBe("user");
  });

  test.each(["00000000-0000-4000-8000-000000000000", "not-an-id", "1"])("an unknown or malformed id (%s): 404 not_found", async (id) => {
    const admin = await administrator(t);
    const res = await setRole(admin.token, id, { role: "admin" });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "not_found", message: ADMIN_MESSAGES.userNotFound });
  });
});
