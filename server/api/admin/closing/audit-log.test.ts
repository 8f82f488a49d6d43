/**
 * The admin audit log lists every audited event (issue 29): staff's closing-file changes (the file,
 * its steps, parties and status links), documents, accounts handed over, the service-role admin API
 * and any action it has no kind for yet, each with its kind, label and the file it concerns;
 * filtered by kind and by file number.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { authUsers } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { AUDIT_KIND_VALUES, KNOWN_AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { loadConfig } from "#server/env.ts";
import { createServices } from "#server/services.ts";
import { handOver } from "#server/auth/account-handover.ts";
import { mintServiceRoleKey } from "#server/auth/service-role.ts";
import { SERVICE_ROLE_AUDIT } from "#server/auth/routes/admin/admin-audit.queries.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { signUpFresh } from "#server/auth/tests/helpers.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { call } from "#tests/support/auth-requests.ts";
import { SAMPLES, form, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { FILES, aBuyer, api, callers, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useDocumentsApp();
let who: Callers;
let file: { id: string; file_number: string };
let other: { id: string; file_number: string };
let docId: string;
let handedOver: string;

interface Entry {
  kind: string;
  action: string;
  label: string;
  detail: string | null;
  actor_id: string | null;
  target_type: string;
  target_id: string;
  target_label: string | null;
  file_id: string | null;
  file_number: string | null;
  from: string | number | null;
  to: string | number | null;
  via: string | null;
}

const audit = async (query: string) => {
  const res = await api(t, "GET", `/api/v1/admin/audit?limit=100${query}`, who.admin);
  expect(res.status, res.text).toBe(200);
  return res.json.data as Entry[];
};

beforeAll(async () => {
  who = await callers(t);
  // One file through its day: opened with a buyer (and its status link), a step, details, a party
  // added, changed and removed, a new link, the link revoked, a document uploaded.
  file = await openFile(t, who.admin, { parties: [aBuyer()] });
  other = await openFile(t, who.admin);
  const path = `${FILES}/${file.id}`;
  const ok = async (method: string, p: string, body?: unknown) => {
    const res = await api(t, method, p, who.admin, body);
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${res.text}`);
    return res.json;
  };
  await ok("POST", `${path}/milestones`, { milestone: "abstract_ordered", state: "done" });
  await ok("PATCH", path, { closing_date: "2026-12-18" });
  const party = await ok("POST", `${path}/parties`, { role: "lender", name: "Lee Lender", email: "lee@lender.example" });
  await ok("PATCH", `${path}/parties/${party.id}`, { role: "lender", name: "Lee A. Lender", email: "lee@lender.example" });
  await ok("DELETE", `${path}/parties/${party.id}`);
  await ok("POST", `${path}/status-link`);
  await ok("DELETE", `${path}/status-link`);
  const doc = await send(t.app, "POST", `${path}/documents`, { token: who.admin, body: form({ name: "title-commitment.pdf", bytes: SAMPLES.pdf, type: "application/pdf" }, { visibility: "professionals" }) });
  expect(doc.status).toBe(201);
  docId = doc.json.id;
  await ok("POST", `${FILES}/${other.id}/milestones`, { milestone: "abstract_ordered", state: "done" });

  // An account handed over to its proven address, and the service role reading an account.
  const user = await signUpFresh(t.app);
  handedOver = user.session.user.id;
  const [row] = await t.database.db.select().from(authUsers).where(eq(authUsers.id, handedOver));
  await t.database.db.transaction((tx) => handOver(tx, row!, "magiclink"));
  const serviceKey = await mintServiceRoleKey(createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test" }), logger: silentLogger }));
  expect((await call(t.app, "GET", `/auth/v1/admin/users/${handedOver}`, { token: serviceKey })).status).toBe(200);
  // An action this log has no kind for yet (a feature newer than its table): listed all the same.
  await writeAudit(t.database.db, { actorId: who.adminId, action: "closing_file.something_new", targetType: "closing_file", targetId: other.id });
});

describe("GET /api/v1/admin/audit: every audited event", () => {
  test("every kind of event appears, named and with the file it concerns", async () => {
    const entries = await audit("");
    const kinds = new Set(entries.map((e) => e.kind));
    for (const kind of ["file", "step", "party", "link", "document", "account", "admin_api", "other"]) expect(kinds, kind).toContain(kind);
    const ofFile = entries.filter((e) => e.file_id === file.id).map((e) => e.action);
    expect(new Set(ofFile)).toEqual(
      new Set([
        "closing_file.opened",
        "closing_file.milestone_changed",
        "closing_file.status_link_issued",
        "closing_file.updated",
        "closing_file.party_added",
        "closing_file.party_updated",
        "closing_file.party_removed",
        "closing_file.status_link_revoked",
        "closing_document.uploaded",
      ]),
    );
    const step = entries.find((e) => e.file_id === file.id && e.action === "closing_file.milestone_changed" && e.detail?.startsWith("Abstract located"));
    expect(step).toMatchObject({
      kind: "step",
      label: "Step",
      from: "pending",
      to: "done",
      file_number: file.file_number,
      target_type: "closing_file",
      target_label: "412 Elm St, Cedar Falls, IA 50613",
      actor_id: who.adminId,
    });
    expect(entries.find((e) => e.action === "closing_file.party_removed" && e.file_id === file.id)).toMatchObject({ kind: "party", label: "Party removed", detail: "Lender / loan officer · Lee A. Lender" });
    expect(entries.find((e) => e.action === "closing_document.uploaded")).toMatchObject({
      kind: "document",
      label: "Document uploaded",
      target_id: docId,
      target_label: "title-commitment.pdf",
      file_id: file.id,
      file_number: file.file_number,
    });
    expect(entries.find((e) => e.action === "auth.account_handed_over" && e.target_id === handedOver)).toMatchObject({ kind: "account", actor_id: handedOver });
    expect(entries.find((e) => e.action === "auth.admin.user_read" && e.target_id === handedOver)).toMatchObject({
      kind: "admin_api",
      label: "Admin API: account read",
      actor_id: null,
      via: "service_role",
    });
    expect(entries.find((e) => e.action === "closing_file.something_new")).toMatchObject({ kind: "other", label: "closing_file.something_new", file_id: other.id });
  });

  test("every action the service-role admin API writes has its kind and words", () => {
    for (const action of Object.values(SERVICE_ROLE_AUDIT)) expect(KNOWN_AUDIT_ACTIONS, action).toContain(action);
  });

  test.each([
    ["step", ["closing_file.milestone_changed"]],
    ["party", ["closing_file.party_added", "closing_file.party_updated", "closing_file.party_removed"]],
    ["link", ["closing_file.status_link_issued", "closing_file.status_link_revoked"]],
    ["document", ["closing_document.uploaded"]],
    ["other", ["closing_file.something_new"]],
  ])("kind=%s lists only those actions", async (kind, actions) => {
    const entries = await audit(`&kind=${kind}`);
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(actions));
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set([kind]));
  });

  test("file=<number> lists that file's events, its documents' too, and no other file's; with kind, both apply", async () => {
    const entries = await audit(`&file=${file.file_number}`);
    expect(entries.length).toBe(11);
    expect(new Set(entries.map((e) => e.file_id))).toEqual(new Set([file.id]));
    expect(entries.map((e) => e.action)).toContain("closing_document.uploaded");
    // Typed in lower case, with spaces around: the same file.
    expect((await audit(`&file=${encodeURIComponent(` ${file.file_number.toLowerCase()} `)}`)).length).toBe(11);
    const steps = await audit(`&file=${file.file_number}&kind=step`);
    expect(steps.map((e) => e.detail?.split(" · ")[0])).toEqual(["Abstract located and continuation ordered", "Order received and file opened"]);
    expect((await audit(`&file=${other.file_number}`)).map((e) => e.action)).toEqual([
      "closing_file.something_new",
      "closing_file.milestone_changed",
      "closing_file.milestone_changed",
      "closing_file.opened",
    ]);
    expect(await audit("&file=HC-1999-99999")).toEqual([]);
  });

  test("pages of one file join without gaps or repeats", async () => {
    const all = (await audit(`&file=${file.file_number}`)).map((e) => e.action + e.detail);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(t, "GET", `/api/v1/admin/audit?limit=3&file=${file.file_number}${cursor ? `&cursor=${cursor}` : ""}`, who.admin);
      seen.push(...(res.json.data as Entry[]).map((e) => e.action + e.detail));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  test.each([
    ["file=412%20Elm", "file", ADMIN_MESSAGES.invalidAuditFile],
    ["file=", "file", ADMIN_MESSAGES.invalidAuditFile],
    [`file=HC-2026-${"1".repeat(60)}`, "file", ADMIN_MESSAGES.invalidAuditFile],
    ["kind=steps", "kind", ADMIN_MESSAGES.invalidAuditKind],
  ])("?%s is a 400 naming %s", async (query, field, message) => {
    const res = await api(t, "GET", `/api/v1/admin/audit?${query}`, who.admin);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: message } });
  });

  test("the kinds are what the filter offers", () => {
    expect(AUDIT_KIND_VALUES).toEqual(["role", "count", "status", "sending", "file", "step", "party", "link", "document", "account", "admin_api", "retention", "other"]);
  });
});
