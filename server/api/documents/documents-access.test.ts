/** Reading, changing and downloading closing-file documents: who sees what, signed links, audit rows. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditEvents, closingDocuments, closingStatusLinks } from "#db/schema/index.ts";
import { loadConfig } from "#server/env.ts";
import { createServices, type Services } from "#server/services.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { signDocumentLink } from "./document-links.ts";
import { SAMPLES, admin, form, openFile, person, send, statusLink, useDocumentsApp, type Person } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp({ DOCUMENT_LINK_TTL_SECONDS: "120" });
let services: Services;
beforeAll(() => {
  services = createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", DOCUMENT_LINK_TTL_SECONDS: "120" }), logger: silentLogger });
});

const partyPath = (fileId: string) => `/api/v1/closing-files/${fileId}/documents`;
const staffPath = (fileId: string) => `/api/v1/admin/closing-files/${fileId}/documents`;

interface Setup {
  agent: Person;
  boss: Person;
  fileId: string;
  docs: Record<"staff" | "professionals" | "everyone", string>;
}

/** A file with the agent on it and one document of each visibility (staff-only uploaded by the administrator). */
async function fileWithDocuments(): Promise<Setup> {
  const agent = await person(t.app);
  const boss = await admin(t);
  const fileId = await openFile(t.database, [{ role: "listing_agent", email: agent.email }]);
  const docs = {} as Setup["docs"];
  for (const visibility of ["staff", "professionals", "everyone"] as const) {
    const res = await send(t.app, "POST", staffPath(fileId), { token: boss.token, body: form({ name: `${visibility}.pdf`, bytes: SAMPLES.pdf }, { visibility }) });
    expect(res.status).toBe(201);
    docs[visibility] = res.json.id;
  }
  return { agent, boss, fileId, docs };
}

const download = (url: string, init?: RequestInit) => t.app.request(url, init);

describe("listing", () => {
  test("a party sees agents-and-lenders and everyone documents, uploaded by \"Staff\"; staff see all three with the e-mail", async () => {
    const { agent, boss, fileId } = await fileWithDocuments();
    const party = await send(t.app, "GET", partyPath(fileId), { token: agent.token });
    expect(party.status).toBe(200);
    expect(party.headers.get("cache-control")).toBe("no-store");
    expect(party.json.data.map((d: { name: string }) => d.name).sort()).toEqual(["everyone.pdf", "professionals.pdf"]);
    expect(party.json.data.every((d: { uploaded_by: string }) => d.uploaded_by === "Staff")).toBe(true);

    const staff = await send(t.app, "GET", staffPath(fileId), { token: boss.token });
    expect(staff.status).toBe(200);
    expect(staff.json.data.map((d: { name: string }) => d.name)).toEqual(["everyone.pdf", "professionals.pdf", "staff.pdf"]);
    expect(staff.json.data[0].uploaded_by).toBe(boss.email);
  });

  test("another agent, a lender, an administrator on the party route: 404; no token: 401; staff list for a non-admin: 403", async () => {
    const { agent, boss, fileId } = await fileWithDocuments();
    for (const caller of [await person(t.app), await person(t.app, "lender"), boss]) {
      expect((await send(t.app, "GET", partyPath(fileId), { token: caller.token })).status).toBe(404);
    }
    expect((await send(t.app, "GET", partyPath(fileId))).status).toBe(401);
    expect((await send(t.app, "GET", staffPath(fileId), { token: agent.token })).status).toBe(403);
    expect((await send(t.app, "GET", staffPath("00000000-0000-4000-8000-000000000000"), { token: boss.token })).status).toBe(404);
  });
});

describe("download links", () => {
  test("a party's link downloads the file as an attachment with its detected type, and the download is audited", async () => {
    const { agent, fileId, docs } = await fileWithDocuments();
    const res = await send(t.app, "POST", `${partyPath(fileId)}/${docs.professionals}/link`, { token: agent.token });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^/files/closing-documents/${docs.professionals}\\?by=u-${agent.id}&expires=\\d+&signature=[0-9a-f]{64}$`));
    const ttl = (Date.parse(res.json.expires_at) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);

    const file = await download(res.json.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="professionals.pdf"; filename*=UTF-8''professionals.pdf`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, docs.professionals), eq(auditEvents.action, "closing_document.downloaded")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(agent.id);
  });

  test("a staff-only document does not exist for a party: no link (404); staff get one", async () => {
    const { agent, boss, fileId, docs } = await fileWithDocuments();
    const res = await send(t.app, "POST", `${partyPath(fileId)}/${docs.staff}/link`, { token: agent.token });
    expect(res.status).toBe(404);
    const staff = await send(t.app, "POST", `${staffPath(fileId)}/${docs.staff}/link`, { token: boss.token });
    expect(staff.status).toBe(200);
    expect((await download(staff.json.url)).status).toBe(200);
  });

  test("a document of another file named under this one: 404", async () => {
    const { agent, fileId } = await fileWithDocuments();
    const elsewhere = await fileWithDocuments();
    expect((await send(t.app, "POST", `${partyPath(fileId)}/${elsewhere.docs.everyone}/link`, { token: agent.token })).status).toBe(404);
  });

  test("an expired link: 403 page saying so; altered links: 403 not valid; no download is audited", async () => {
    const { agent, fileId, docs } = await fileWithDocuments();
    const expired = await signDocumentLink(services, docs.everyone, { userId: agent.id }, new Date(Date.now() - 121_000));
    const expiredRes = await download(expired.url);
    expect(expiredRes.status).toBe(403);
    expect(await expiredRes.text()).toContain("This download link has expired");

    const good = (await send(t.app, "POST", `${partyPath(fileId)}/${docs.everyone}/link`, { token: agent.token })).json.url as string;
    const other = await person(t.app);
    const altered = [
      good.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      good.replace(docs.everyone, docs.professionals),
      good.replace(`u-${agent.id}`, `u-${other.id}`),
      good.replace(/signature=([0-9a-f])/, (_m, d: string) => `signature=${d === "0" ? "1" : "0"}`),
      good.replace(/&signature=.*$/, ""),
    ];
    for (const url of altered) {
      const res = await download(url);
      expect(res.status, url).toBe(403);
      expect(await res.text()).toContain("This download link is not valid");
    }
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "closing_document.downloaded"));
    expect(audit.filter((a) => a.targetId === docs.everyone || a.targetId === docs.professionals)).toEqual([]);
  });
});

describe("staff changes", () => {
  test("PATCH changes the visibility and the label, audited; parties see the change", async () => {
    const { agent, boss, fileId, docs } = await fileWithDocuments();
    const res = await send(t.app, "PATCH", `${staffPath(fileId)}/${docs.staff}`, { token: boss.token, body: { visibility: "professionals", label: "Title opinion" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: docs.staff, visibility: "professionals", label: "Title opinion" });
    const party = await send(t.app, "GET", partyPath(fileId), { token: agent.token });
    expect(party.json.data.map((d: { id: string }) => d.id)).toContain(docs.staff);

    const labelOnly = await send(t.app, "PATCH", `${staffPath(fileId)}/${docs.staff}`, { token: boss.token, body: { label: "" } });
    expect(labelOnly.json).toMatchObject({ visibility: "professionals", label: null });
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, docs.staff), eq(auditEvents.action, "closing_document.updated")));
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => a.actorId)).toEqual([boss.id, boss.id]);
  });

  test.each([[{ visibility: "public" }], [{ label: "x".repeat(121) }]])("PATCH %j: 400", async (body) => {
    const { boss, fileId, docs } = await fileWithDocuments();
    const res = await send(t.app, "PATCH", `${staffPath(fileId)}/${docs.staff}`, { token: boss.token, body });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_failed");
  });

  test("PATCH with nothing to change (an empty object, or only unknown fields): 200, unchanged, nothing audited", async () => {
    const { boss, fileId, docs } = await fileWithDocuments();
    for (const body of [{}, { padding: "x" }]) {
      const res = await send(t.app, "PATCH", `${staffPath(fileId)}/${docs.staff}`, { token: boss.token, body });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: docs.staff, visibility: "staff", label: null });
    }
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, docs.staff), eq(auditEvents.action, "closing_document.updated")));
    expect(audit).toEqual([]);
  });

  test("DELETE removes the row and the stored bytes, audited; an old link then finds nothing; non-admins 403", async () => {
    const { agent, boss, fileId, docs } = await fileWithDocuments();
    const link = (await send(t.app, "POST", `${partyPath(fileId)}/${docs.everyone}/link`, { token: agent.token })).json.url as string;
    expect((await send(t.app, "DELETE", `${staffPath(fileId)}/${docs.everyone}`, { token: agent.token })).status).toBe(403);
    const res = await send(t.app, "DELETE", `${staffPath(fileId)}/${docs.everyone}`, { token: boss.token });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.id, docs.everyone))).toEqual([]);
    expect(existsSync(join(t.dataDir, "files", "closing", fileId, docs.everyone))).toBe(false);
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, docs.everyone), eq(auditEvents.action, "closing_document.deleted")));
    expect(audit).toHaveLength(1);
    expect((await download(link)).status).toBe(403); // the answer of an expired link: a deleted document looks like a hidden one
    expect((await send(t.app, "DELETE", `${staffPath(fileId)}/${docs.everyone}`, { token: boss.token })).status).toBe(404);
  });
});

describe("status link holders (buyers and sellers)", () => {
  const statusPath = (token: string, docId: string) => `/api/v1/status/${token}/documents/${docId}/link`;

  test("a live link gets documents shared with everyone, and the download is audited as the status link", async () => {
    const { fileId, docs } = await fileWithDocuments();
    const { token, linkId } = await statusLink(t.database, fileId);
    const res = await send(t.app, "POST", statusPath(token, docs.everyone));
    expect(res.status).toBe(200);
    const file = await download(res.json.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLES.pdf)).toBe(true);
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, docs.everyone), eq(auditEvents.action, "closing_document.downloaded")));
    expect(audit).toMatchObject({ actorId: null, payload: { by: `status link ${linkId}`, file_id: fileId } });

    for (const hidden of [docs.professionals, docs.staff]) {
      const refused = await send(t.app, "POST", statusPath(token, hidden));
      expect(refused.status).toBe(404);
      expect(refused.json.code).toBe("not_found");
    }
  });

  test("revoking the status link stops both new links and links already handed out", async () => {
    const { fileId, docs } = await fileWithDocuments();
    const { token, linkId } = await statusLink(t.database, fileId);
    const url = (await send(t.app, "POST", statusPath(token, docs.everyone))).json.url as string;
    await t.database.db.update(closingStatusLinks).set({ revokedAt: new Date() }).where(eq(closingStatusLinks.id, linkId));
    const res = await send(t.app, "POST", statusPath(token, docs.everyone));
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("status_link_invalid");
    expect((await download(url)).status).toBe(403); // the answer of an expired link
  });

  test("a wrong token: 404 status_link_invalid; a file complete for 90 days: 410 status_link_expired", async () => {
    const { docs } = await fileWithDocuments();
    const wrong = await send(t.app, "POST", statusPath("A".repeat(43), docs.everyone));
    expect(wrong.status).toBe(404);
    expect(wrong.json.code).toBe("status_link_invalid");
    expect(wrong.headers.get("x-robots-tag")).toBe("noindex");
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    const old = await openFile(t.database, [], new Date(Date.now() - 91 * 86_400_000));
    const { token } = await statusLink(t.database, old);
    const expired = await send(t.app, "POST", statusPath(token, docs.everyone));
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe("status_link_expired");
  });
});
