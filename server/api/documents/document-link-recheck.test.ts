/**
 * A download link proves whom it was issued to; whether they still may download is decided again
 * when it is used (issue 27, D6). Each case issues a link, changes the rules, then follows the
 * link within its lifetime: a holder who lost the right gets the same answer as an expired link.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { authUsers, closingDocuments, closingFiles, closingParties, profiles } from "#db/schema/index.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { SAMPLES, admin, form, openFile, person, send, statusLink, useDocumentsApp } from "#tests/support/kits/documents.ts";

const t = useDocumentsApp({ DOCUMENT_LINK_TTL_SECONDS: "300" });
const partyPath = (fileId: string) => `/api/v1/closing-files/${fileId}/documents`;
const staffPath = (fileId: string) => `/api/v1/admin/closing-files/${fileId}/documents`;
const statusPath = (token: string, docId: string) => `/api/v1/status/${token}/documents/${docId}/link`;

/** A file with the agent on it and one document of each visibility. */
async function setUp() {
  const agent = await person(t.app);
  await markEmailProven(t.database.db, agent.email);
  const boss = await admin(t);
  const fileId = await openFile(t.database, [{ role: "listing_agent", email: agent.email }]);
  const docs = {} as Record<"staff" | "professionals" | "everyone", string>;
  for (const visibility of ["staff", "professionals", "everyone"] as const) {
    const res = await send(t.app, "POST", staffPath(fileId), { token: boss.token, body: form({ name: `${visibility}.pdf`, bytes: SAMPLES.pdf }, { visibility }) });
    docs[visibility] = res.json.id;
  }
  return { agent, boss, fileId, docs };
}

const partyLink = async (token: string, fileId: string, docId: string) => {
  const res = await send(t.app, "POST", `${partyPath(fileId)}/${docId}/link`, { token });
  expect(res.status).toBe(200);
  return res.json.url as string;
};

/** What an expired link answers: the 403 page, uncached. */
async function expectRefusedLikeExpired(url: string) {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(403);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.text()).toContain("This download link has expired");
}

const setVisibility = (docId: string, visibility: "staff" | "professionals" | "everyone") =>
  t.database.db.update(closingDocuments).set({ visibility }).where(eq(closingDocuments.id, docId));

describe("an agent's link", () => {
  test("downloads while the rules allow it; refused once the document becomes staff-only", async () => {
    const { agent, fileId, docs } = await setUp();
    const url = await partyLink(agent.token, fileId, docs.professionals);
    expect((await t.app.request(url)).status).toBe(200);
    await setVisibility(docs.professionals, "staff");
    await expectRefusedLikeExpired(url);
  });

  test("refused once the agent has left the file", async () => {
    const { agent, fileId, docs } = await setUp();
    const url = await partyLink(agent.token, fileId, docs.everyone);
    await t.database.db.delete(closingParties).where(and(eq(closingParties.fileId, fileId), eq(closingParties.email, agent.email.toLowerCase())));
    await expectRefusedLikeExpired(url);
  });

  test("refused once the account is deleted", async () => {
    const { agent, fileId, docs } = await setUp();
    const url = await partyLink(agent.token, fileId, docs.everyone);
    await t.database.db.update(authUsers).set({ deletedAt: new Date() }).where(eq(authUsers.id, agent.id));
    await expectRefusedLikeExpired(url);
  });

  test("a deleted document answers the same as a refused one (no telling deleted from hidden)", async () => {
    const { agent, boss, fileId, docs } = await setUp();
    const url = await partyLink(agent.token, fileId, docs.everyone);
    expect((await send(t.app, "DELETE", `${staffPath(fileId)}/${docs.everyone}`, { token: boss.token })).status).toBe(204);
    await expectRefusedLikeExpired(url);
  });
});

describe("a staff member's link", () => {
  test("downloads a staff-only document while they are an administrator; refused once they are not", async () => {
    const { boss, fileId, docs } = await setUp();
    const res = await send(t.app, "POST", `${staffPath(fileId)}/${docs.staff}/link`, { token: boss.token });
    const url = res.json.url as string;
    expect((await t.app.request(url)).status).toBe(200);
    await t.database.db.update(profiles).set({ role: "user" }).where(eq(profiles.id, boss.id));
    await expectRefusedLikeExpired(url);
  });
});

describe("a status link holder's link", () => {
  test("refused once the status link has expired (the file completed more than 90 days ago)", async () => {
    const { fileId, docs } = await setUp();
    const { token } = await statusLink(t.database, fileId);
    const res = await send(t.app, "POST", statusPath(token, docs.everyone));
    const url = res.json.url as string;
    expect((await t.app.request(url)).status).toBe(200);
    await t.database.db.update(closingFiles).set({ completedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(closingFiles.id, fileId));
    await expectRefusedLikeExpired(url);
  });

  test("refused once the document is no longer shared with everyone", async () => {
    const { fileId, docs } = await setUp();
    const { token } = await statusLink(t.database, fileId);
    const url = (await send(t.app, "POST", statusPath(token, docs.everyone))).json.url as string;
    await setVisibility(docs.everyone, "professionals");
    await expectRefusedLikeExpired(url);
  });
});
