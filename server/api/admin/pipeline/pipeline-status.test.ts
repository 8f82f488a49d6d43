/**
 * A lead's or service request's detail with its status history, and the status change: saved
 * with its audit row in one transaction, nothing recorded when the status is the same, statuses
 * outside the four refused with the field's message.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, leads, serviceRequests } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { KINDS, api, callers, type Callers } from "#tests/support/kits/pipeline.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const ACTION = { lead: "lead.status_changed", service_request: "service_request.status_changed" } as const;

async function auditRows(kind: "lead" | "service_request", id: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, kind), eq(auditEvents.targetId, id)))
    .orderBy(auditEvents.createdAt);
}

async function storedStatus(kind: "lead" | "service_request", id: string) {
  const table = kind === "lead" ? leads : serviceRequests;
  const [row] = await t.database.db.select({ status: table.status, updatedAt: table.updatedAt }).from(table).where(eq(table.id, id));
  return row!;
}

describe.each(KINDS)("$path/{id}", (k) => {
  test("PATCH sets the status, answers the row as it is now, and writes the audit row", async () => {
    const [id] = await k.insert(t.database, [{ name: "Pat Change", createdAt: new Date("2026-01-05T12:00:00Z") }]);
    const before = await storedStatus(k.kind, id!);
    const res = await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "contacted" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, name: "Pat Change", status: "contacted" });
    expect(Date.parse(res.json.updated_at)).toBeGreaterThan(before.updatedAt.getTime());
    expect((await storedStatus(k.kind, id!)).status).toBe("contacted");
    const audit = await auditRows(k.kind, id!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: ACTION[k.kind], actorId: who.adminId, targetType: k.kind, targetId: id, payload: { from: "new", to: "contacted" } });
  });

  test("PATCH with the status it already has: 200, nothing changed, no audit row", async () => {
    const [id] = await k.insert(t.database, [{ name: "Pat Same", status: "qualified" }]);
    const before = await storedStatus(k.kind, id!);
    const res = await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "qualified" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: "qualified", updated_at: before.updatedAt.toISOString() });
    expect(await auditRows(k.kind, id!)).toEqual([]);
  });

  test("any status to any other, in any order (the spec's dropdown)", async () => {
    const [id] = await k.insert(t.database, [{ name: "Pat Any", status: "converted" }]);
    for (const status of ["new", "qualified", "contacted", "converted"]) {
      expect((await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status })).json.status).toBe(status);
    }
    expect((await auditRows(k.kind, id!)).map((a) => a.payload)).toEqual([
      { from: "converted", to: "new" },
      { from: "new", to: "qualified" },
      { from: "qualified", to: "contacted" },
      { from: "contacted", to: "converted" },
    ]);
  });

  test.each([[{ status: "closed" }], [{ status: "Contacted" }], [{ status: "" }], [{ status: null }], [{}], [{ state: "new" }]])(
    "PATCH %j: 400 naming status, nothing changed or recorded",
    async (body) => {
      const [id] = await k.insert(t.database, [{ name: "Pat Bad" }]);
      const res = await api(t, "PATCH", `${k.path}/${id}`, who.admin, body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "validation_failed", fields: { status: ADMIN_MESSAGES.invalidStatus } });
      expect((await storedStatus(k.kind, id!)).status).toBe("new");
      expect(await auditRows(k.kind, id!)).toEqual([]);
    },
  );

  test.each(["00000000-0000-4000-8000-000000000000", "not-an-id", "1"])("an id that is not one (%s): 404 for GET and PATCH", async (id) => {
    const read = await api(t, "GET", `${k.path}/${id}`, who.admin);
    expect(read.status).toBe(404);
    expect(read.json).toMatchObject({ code: "not_found", message: k.notFound });
    const change = await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "contacted" });
    expect(change.status).toBe(404);
    expect(await auditRows(k.kind, id)).toEqual([]);
  });

  test("the other pipeline's id is not found here", async () => {
    const other = KINDS.find((x) => x !== k)!;
    const [id] = await other.insert(t.database, [{ name: "Elsewhere" }]);
    expect((await api(t, "GET", `${k.path}/${id}`, who.admin)).status).toBe(404);
    expect((await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "contacted" })).status).toBe(404);
  });

  test("GET: the row with its whole message and its status history, newest first, with who changed it", async () => {
    const message = "Closing on a farm near Le Mars in March.\nThe sellers are in Arizona until then, so a remote signing would help.";
    const [id] = await k.insert(t.database, [{ name: "Pat History", message }]);
    const fresh = await api(t, "GET", `${k.path}/${id}`, who.admin);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("cache-control")).toBe("no-store");
    expect(fresh.json).toMatchObject({ id, name: "Pat History", message, status: "new", history: [] });

    await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "contacted" });
    await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "contacted" });
    await api(t, "PATCH", `${k.path}/${id}`, who.admin, { status: "converted" });
    const res = await api(t, "GET", `${k.path}/${id}`, who.admin);
    expect(res.json.status).toBe("converted");
    expect(res.json.history).toEqual([
      { from: "contacted", to: "converted", actor_email: who.adminEmail, at: expect.any(String) },
      { from: "new", to: "contacted", actor_email: who.adminEmail, at: expect.any(String) },
    ]);
    expect(Date.parse(res.json.history[0].at)).toBeGreaterThanOrEqual(Date.parse(res.json.history[1].at));
  });

  test("two admins changing one status at once: both saved in turn, each audit row from the status it really changed", async () => {
    const [id] = await k.insert(t.database, [{ name: "Pat Race" }]);
    const answers = await Promise.all(
      ["contacted", "qualified", "converted"].map((status) => api(t, "PATCH", `${k.path}/${id}`, who.admin, { status })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const audit = (await auditRows(k.kind, id!)).map((a) => a.payload as { from: string; to: string });
    expect(audit).toHaveLength(3);
    // A chain from "new" to the final status: no change is recorded from a status it did not see.
    expect(audit[0]!.from).toBe("new");
    for (let i = 1; i < audit.length; i++) expect(audit[i]!.from).toBe(audit[i - 1]!.to);
    expect((await storedStatus(k.kind, id!)).status).toBe(audit[2]!.to);
  });
});
