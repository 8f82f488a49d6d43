/**
 * The verified buyer's and seller's side of the conversation (issue 31): they write to everyone,
 * attach a document uploaded from their message box (stored for everyone on the file, whatever
 * the form says), read each other's messages as not theirs, and need a verified session of this
 * link for all of it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { closingDocuments } from "#db/schema/index.ts";
import { freshIp, fromIp } from "#server/auth/tests/helpers.ts";
import { SAMPLES, admin, form, person, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { fileWithConversation, routesOf, statusRoutesOf, type People } from "#tests/support/kits/messages.ts";
import { statusPath, verifiedSession } from "#tests/support/kits/status-session.ts";

const t = useDocumentsApp();
const p = {} as People;

beforeAll(async () => {
  [p.lister, p.buyersAgent, p.lender, p.stranger] = [await person(t.app), await person(t.app), await person(t.app, "lender"), await person(t.app)];
  [p.staff, p.otherStaff] = [await admin(t), await admin(t)];
});

async function upload(token: string, session: string | undefined, fields: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...fromIp(freshIp()), ...(session ? { authorization: `Bearer ${session}` } : {}) };
  const res = await t.app.request(statusPath(token, "/messages/documents"), { method: "POST", headers, body: form({ name: "pre-approval.pdf", bytes: SAMPLES.pdf }, fields) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

describe("POST /status/{token}/messages/documents and a message carrying it", () => {
  test("the buyer uploads from the message box (kept for everyone), attaches it, and the agent sees it with the message", async () => {
    const f = await fileWithConversation(t, p);
    const doc = await upload(f.token, f.buyerSession, { visibility: "staff", label: "Pre-approval letter" });
    expect(doc.status).toBe(201);
    expect(doc.json).toMatchObject({ visibility: "everyone", name: "pre-approval.pdf" });
    const [row] = await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.id, doc.json.id));
    expect(row).toMatchObject({ fileId: f.fileId, visibility: "everyone", byParty: true });

    const buyer = statusRoutesOf(t.app, f.token, f.buyerSession);
    const posted = await buyer.post(f.fileId, { body: "Here is my pre-approval", document_ids: [doc.json.id] });
    expect(posted.status).toBe(201);
    expect(posted.json.documents.map((d: { id: string }) => d.id)).toEqual([doc.json.id]);
    const agentView = (await routesOf(t.app, p.buyersAgent, false).list(f.fileId)).json.data[0];
    expect(agentView).toMatchObject({ body: "Here is my pre-approval", mine: false, author: { kind: "consumer", role: "buyer" }, documents: [{ id: doc.json.id }] });
  });

  test("without a verified session of this link: 401 for the upload, the page, a post and a read mark; nothing stored", async () => {
    const f = await fileWithConversation(t, p);
    const other = await fileWithConversation(t, p);
    expect((await upload(f.token, undefined)).status).toBe(401);
    expect((await upload(f.token, other.buyerSession)).status).toBe(401);
    const stranger = statusRoutesOf(t.app, f.token, other.buyerSession);
    expect((await stranger.list(f.fileId)).status).toBe(401);
    expect((await stranger.post(f.fileId, { body: "Hello" })).status).toBe(401);
    expect((await stranger.read(f.fileId, crypto.randomUUID())).status).toBe(401);
    expect(await t.database.db.select().from(closingDocuments).where(eq(closingDocuments.fileId, f.fileId))).toEqual([]);
  });
});

describe("buyer and seller on one file", () => {
  test("the seller reads the buyer's message as not theirs and has it unread; the buyer's own is never unread to them", async () => {
    const f = await fileWithConversation(t, p);
    const buyer = statusRoutesOf(t.app, f.token, f.buyerSession);
    const seller = statusRoutesOf(t.app, f.token, await verifiedSession(t.app, f.token, f.seller));
    const posted = (await buyer.post(f.fileId, { body: "Is the closing still Friday?" })).json;
    const asSeller = await seller.list(f.fileId);
    expect(asSeller.json).toMatchObject({ unread: 1, read_through: null, data: [{ id: posted.id, mine: false, author: { role_label: "Buyer" } }] });
    expect((await buyer.list(f.fileId)).json).toMatchObject({ unread: 0, data: [{ id: posted.id, mine: true }] });
    expect((await seller.read(f.fileId, posted.id)).json).toEqual({ unread: 0, read_through: posted.id });
  });
});
