/**
 * A file's conversation through the API (issue 31; docs/messages-contract.md), for each caller:
 * staff (admin routes), agents and lenders (party routes) and the verified buyer (status routes).
 * Who reads which visibility (a buyer never an internal note or an agents-and-lenders message,
 * not even by id), who may write at which, bad input and wire details refused with field errors,
 * documents attached only when on the file, visible and not more private, another file's message
 * 404, unread counts and read marks, and what a post keeps beside the message: its file event and
 * the conversation row the staff inbox reads.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { closingConversations, closingFileEvents, closingMessages } from "#db/schema/index.ts";
import { MESSAGE_MESSAGES } from "#core/closing/message-input.ts";
import { WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import { unreadCounts } from "#server/closing/messages/message-read.ts";
import { admin, person, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { fileWithConversation, insertDocument, partyPath, routesOf, statusRoutesOf, type ConversationFile, type People } from "#tests/support/kits/messages.ts";

const t = useDocumentsApp();
const p = {} as People;

beforeAll(async () => {
  [p.lister, p.buyersAgent, p.lender, p.stranger] = [await person(t.app), await person(t.app), await person(t.app, "lender"), await person(t.app)];
  [p.staff, p.otherStaff] = [await admin(t), await admin(t)];
});

const staff = () => routesOf(t.app, p.staff, true);
const lister = () => routesOf(t.app, p.lister, false);
const lender = () => routesOf(t.app, p.lender, false);
const buyer = (f: ConversationFile) => statusRoutesOf(t.app, f.token, f.buyerSession);

type Msg = { id: string; body: string; visibility: string; mine: boolean; author: { kind: string; name: string; role_label: string }; documents: { id: string }[]; read_by: { name: string; role: string }[]; revisions: unknown[] };

/** One message at each level from staff, the agent's two, and the buyer's. */
async function conversation(f: ConversationFile) {
  const post = async (routes: ReturnType<typeof statusRoutesOf>, body: string, visibility?: string) => {
    const res = await routes.post(f.fileId, { body, ...(visibility ? { visibility } : {}) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json as Msg;
  };
  return {
    note: await post(staff(), "Internal: the seller's payoff is short.", "staff"),
    pros: await post(staff(), "Agents: the appraisal came in at value.", "professionals"),
    all: await post(staff(), "Closing is set for Friday at 10.", "everyone"),
    agentPros: await post(lister(), "Can we move the walk-through?", "professionals"),
    agentAll: await post(lister(), "Keys go to the buyer's agent.", "everyone"),
    buyerAll: await post(buyer(f), "Do I need to bring my ID?"),
  };
}

const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((m) => m.id);

describe("who reads which message", () => {
  test("staff read everything; agents and lenders all but internal notes; the buyer only messages to everyone, not even a hidden one by id", async () => {
    const f = await fileWithConversation(t, p);
    const m = await conversation(f);
    const newestFirst = (...list: Msg[]) => list.map((x) => x.id).reverse();

    const asStaff = await staff().list(f.fileId);
    expect(asStaff.status).toBe(200);
    expect(ids(asStaff)).toEqual(newestFirst(m.note, m.pros, m.all, m.agentPros, m.agentAll, m.buyerAll));
    expect(ids(await lender().list(f.fileId))).toEqual(newestFirst(m.pros, m.all, m.agentPros, m.agentAll, m.buyerAll));
    const asBuyer = await buyer(f).list(f.fileId);
    expect(asBuyer.status).toBe(200);
    expect(ids(asBuyer)).toEqual(newestFirst(m.all, m.agentAll, m.buyerAll));
    expect(asBuyer.json.data.map((x: Msg) => x.visibility)).toEqual(["everyone", "everyone", "everyone"]);

    // By id: a message the caller may not see does not exist for them.
    for (const hidden of [m.note, m.pros, m.agentPros]) expect((await buyer(f).read(f.fileId, hidden.id)).status).toBe(404);
    expect((await lender().read(f.fileId, m.note.id)).status).toBe(404);

    // Who wrote it, as each reads it; staff-only fields stay empty for others.
    const buyerView = asBuyer.json.data as Msg[];
    expect(buyerView.find((x) => x.id === m.all.id)!.author).toMatchObject({ kind: "staff", role_label: "Heartland Closing" });
    expect(buyerView.find((x) => x.id === m.agentAll.id)!.author).toMatchObject({ kind: "professional", name: "Party Person", role_label: "Listing agent" });
    expect(buyerView.find((x) => x.id === m.buyerAll.id)).toMatchObject({ mine: true, author: { kind: "consumer", role_label: "Buyer" } });
    expect(buyerView.every((x) => x.read_by.length === 0 && x.revisions.length === 0)).toBe(true);
  });

  test("a stranger and an administrator on the party route get the file's 404; signed out 401; without a verified session 401", async () => {
    const f = await fileWithConversation(t, p);
    expect((await routesOf(t.app, p.stranger, false).list(f.fileId)).status).toBe(404);
    expect((await routesOf(t.app, p.stranger, false).post(f.fileId, { body: "Hello" })).status).toBe(404);
    expect((await routesOf(t.app, p.staff, false).list(f.fileId)).status).toBe(404);
    expect((await send(t.app, "GET", partyPath(f.fileId))).status).toBe(401);
    expect((await statusRoutesOf(t.app, f.token, "x".repeat(43)).list(f.fileId)).status).toBe(401);
    // An agent is no administrator.
    expect((await routesOf(t.app, p.lister, true).list(f.fileId)).status).toBe(403);
  });
});

describe("who writes at which visibility, and what is refused", () => {
  test("an agent may not write an internal note; the buyer only to everyone: 400 naming visibility, nothing saved", async () => {
    const f = await fileWithConversation(t, p);
    const agent = await lister().post(f.fileId, { body: "Just for staff", visibility: "staff" });
    expect(agent.status).toBe(400);
    expect(agent.json.fields).toEqual({ visibility: MESSAGE_MESSAGES.visibilityNotYours });
    const consumer = await buyer(f).post(f.fileId, { body: "Just for the agents", visibility: "professionals" });
    expect(consumer.status).toBe(400);
    expect(consumer.json.fields).toEqual({ visibility: MESSAGE_MESSAGES.visibilityNotYours });
    expect(await t.database.db.select().from(closingMessages).where(eq(closingMessages.fileId, f.fileId))).toEqual([]);
  });

  test("wire details are refused for every caller with the office's number, and nothing is saved", async () => {
    const f = await fileWithConversation(t, p);
    const body = "Wire to routing 071000013, account 123456789012";
    for (const res of [await staff().post(f.fileId, { body }), await lender().post(f.fileId, { body }), await buyer(f).post(f.fileId, { body })]) {
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "validation_failed", fields: { body: WIRE_DETAILS_REFUSED } });
    }
    expect(await t.database.db.select().from(closingMessages).where(eq(closingMessages.fileId, f.fileId))).toEqual([]);
    // A file number, a phone number and an amount are fine.
    expect((await buyer(f).post(f.fileId, { body: "File HC-2026-00142: call me at 319-555-0142 about the $5,000.00" })).status).toBe(201);
  });

  test("bad input is 400 with field errors, never 500", async () => {
    const f = await fileWithConversation(t, p);
    const cases: [unknown, string[]][] = [
      [{ body: "   " }, ["body"]],
      [{ body: "x".repeat(4001) }, ["body"]],
      [{}, ["body"]],
      [{ body: "Hi", visibility: "nobody" }, ["visibility"]],
      [{ body: "Hi", document_ids: ["not-an-id"] }, ["document_ids.0"]],
      [{ body: "Hi", document_ids: Array.from({ length: 11 }, () => crypto.randomUUID()) }, ["document_ids"]],
      [{ body: "Hi", extra: true }, ["_"]],
    ];
    for (const [input, fields] of cases) {
      const res = await lister().post(f.fileId, input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json.fields ?? {})).toEqual(fields);
    }
    expect((await lister().read(f.fileId, "nope")).json.fields).toEqual({ through: MESSAGE_MESSAGES.throughRequired });
    const cursor = await staff().list(f.fileId, "?cursor=abc");
    expect(cursor.status).toBe(400);
    expect(Object.keys(cursor.json.fields)).toEqual(["cursor"]);
    expect((await staff().list(f.fileId, "?limit=0")).status).toBe(400);
    const notJson = await t.app.request(partyPath(f.fileId), { method: "POST", headers: { authorization: `Bearer ${p.lister.token}`, "content-type": "text/plain" }, body: "hello" });
    expect(notJson.status).toBe(415);
  });

  test("another file's message is 404 on this file, for reading and for staff's changes", async () => {
    const [a, b] = [await fileWithConversation(t, p), await fileWithConversation(t, p)];
    const theirs = (await staff().post(b.fileId, { body: "On file B", visibility: "everyone" })).json as Msg;
    expect((await staff().read(a.fileId, theirs.id)).status).toBe(404);
    expect((await lister().read(a.fileId, theirs.id)).status).toBe(404);
    expect((await buyer(a).read(a.fileId, theirs.id)).status).toBe(404);
    expect((await send(t.app, "PATCH", `/api/v1/admin/closing-files/${a.fileId}/messages/${theirs.id}`, { token: p.staff.token, body: { body: "Changed" } })).status).toBe(404);
    expect((await send(t.app, "DELETE", `/api/v1/admin/closing-files/${a.fileId}/messages/${theirs.id}`, { token: p.staff.token })).status).toBe(404);
    expect((await staff().list(crypto.randomUUID())).status).toBe(404);
    expect((await staff().post(crypto.randomUUID(), { body: "No such file" })).status).toBe(404);
  });
});

describe("documents on a message", () => {
  test("only the file's documents the caller may see, and none more private than the message", async () => {
    const f = await fileWithConversation(t, p);
    const other = await fileWithConversation(t, p);
    const docs = {
      staffOnly: await insertDocument(t, f.fileId, "staff"),
      pros: await insertDocument(t, f.fileId, "professionals"),
      all: await insertDocument(t, f.fileId, "everyone"),
      otherFile: await insertDocument(t, other.fileId, "everyone"),
    };
    const refused = async (routes: ReturnType<typeof statusRoutesOf>, visibility: string, docId: string, message: string) => {
      const res = await routes.post(f.fileId, { body: "See attached", visibility, document_ids: [docId] });
      expect(res.status).toBe(400);
      expect(res.json.fields).toEqual({ document_ids: message });
    };
    await refused(staff(), "everyone", docs.staffOnly, MESSAGE_MESSAGES.documentTooPrivate);
    await refused(staff(), "everyone", docs.pros, MESSAGE_MESSAGES.documentTooPrivate);
    await refused(lister(), "professionals", docs.staffOnly, MESSAGE_MESSAGES.documentNotFound);
    await refused(lister(), "everyone", docs.otherFile, MESSAGE_MESSAGES.documentNotFound);
    await refused(buyer(f), "everyone", docs.pros, MESSAGE_MESSAGES.documentNotFound);

    const agent = await lister().post(f.fileId, { body: "The appraisal and the disclosure", visibility: "professionals", document_ids: [docs.pros, docs.all, docs.all.toUpperCase()] });
    expect(agent.status).toBe(201);
    expect(agent.json.documents.map((d: { id: string }) => d.id).sort()).toEqual([docs.pros, docs.all].sort());
    const note = await staff().post(f.fileId, { body: "Our copy", visibility: "staff", document_ids: [docs.staffOnly] });
    expect(note.status).toBe(201);
    expect((await lender().list(f.fileId)).json.data.map((m: Msg) => m.documents.length)).toEqual([2]);
  });
});

describe("unread counts and read marks", () => {
  test("each counts what they may see after their mark, never their own; marks never move back; staff see who read", async () => {
    const f = await fileWithConversation(t, p);
    const m = await conversation(f);
    // Staff wrote three; the agent two; the buyer one.
    expect((await staff().list(f.fileId)).json).toMatchObject({ unread: 3, read_through: null });
    expect((await lender().list(f.fileId)).json.unread).toBe(5);
    expect((await lister().list(f.fileId)).json.unread).toBe(3);
    expect((await buyer(f).list(f.fileId)).json.unread).toBe(2);

    const read = await lender().read(f.fileId, m.agentPros.id);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ unread: 2, read_through: m.agentPros.id });
    // An earlier message does not move the mark back.
    expect((await lender().read(f.fileId, m.pros.id)).json).toEqual({ unread: 2, read_through: m.agentPros.id });
    expect((await buyer(f).read(f.fileId, m.buyerAll.id)).json).toEqual({ unread: 0, read_through: m.buyerAll.id });

    const asStaff = (await staff().list(f.fileId)).json.data as Msg[];
    const readers = (id: string) => asStaff.find((x) => x.id === id)!.read_by.map((r) => r.role).sort();
    // The buyer's mark is past the agents' messages, but they never saw them.
    expect(readers(m.pros.id)).toEqual(["lender"]);
    expect(readers(m.all.id)).toEqual(["buyer", "lender"]);
    expect(readers(m.agentAll.id)).toEqual(["buyer"]);
    expect(readers(m.note.id)).toEqual([]);

    // One marked read: a message.read event for staff only, once.
    const reads = await t.database.db.select().from(closingFileEvents).where(and(eq(closingFileEvents.fileId, f.fileId), eq(closingFileEvents.kind, "message.read")));
    expect(reads.map((e) => [e.visibility, e.messageId])).toEqual([
      ["staff", m.agentPros.id],
      ["staff", m.buyerAll.id],
    ]);

    // The file lists ask for many files at once.
    const second = await fileWithConversation(t, p);
    await staff().post(second.fileId, { body: "Hello agents", visibility: "professionals" });
    const counts = await unreadCounts(t.database.db, `user:${p.lender.id}`, { kind: "professional", roles: ["lender"] }, [f.fileId, second.fileId, crypto.randomUUID(), "nope"]);
    expect(Object.fromEntries(counts)).toEqual({ [f.fileId]: 2, [second.fileId]: 1 });
    const buyerCounts = await unreadCounts(t.database.db, `party:${second.buyer.id}`, { kind: "consumer", partyId: second.buyer.id, role: "buyer" }, [second.fileId]);
    expect(buyerCounts.get(second.fileId)).toBeUndefined();
  });

  test("pages: newest first, Load earlier with next_cursor", async () => {
    const f = await fileWithConversation(t, p);
    for (const body of ["one", "two", "three"]) await staff().post(f.fileId, { body, visibility: "everyone" });
    const first = await buyer(f).list(f.fileId, "?limit=2");
    expect(first.json.data.map((m: Msg) => m.body)).toEqual(["three", "two"]);
    const rest = await buyer(f).list(f.fileId, `?limit=2&cursor=${first.json.next_cursor}`);
    expect(rest.json.data.map((m: Msg) => m.body)).toEqual(["one"]);
    expect(rest.json.next_cursor).toBeNull();
  });
});

describe("what a post keeps beside the message", () => {
  test("its file event carries the message's visibility and id; the conversation waits for staff until they write to the parties", async () => {
    const f = await fileWithConversation(t, p);
    const conversationRow = async () => (await t.database.db.select().from(closingConversations).where(eq(closingConversations.fileId, f.fileId)))[0];
    const asked = (await lister().post(f.fileId, { body: "When is closing?", visibility: "professionals" })).json as Msg & { created_at: string };
    const events = await t.database.db.select().from(closingFileEvents).where(eq(closingFileEvents.fileId, f.fileId));
    expect(events.map((e) => [e.kind, e.visibility, e.messageId, e.notifiedAt])).toEqual([["message.posted", "professionals", asked.id, null]]);
    expect((await conversationRow())!.awaitingSince?.toISOString()).toBe(asked.created_at);

    await buyer(f).post(f.fileId, { body: "Me too: when?" });
    expect((await conversationRow())!.awaitingSince?.toISOString()).toBe(asked.created_at);
    await staff().post(f.fileId, { body: "Ask the closer", visibility: "staff" });
    expect((await conversationRow())!.awaitingSince).not.toBeNull();
    const answer = (await staff().post(f.fileId, { body: "Friday at 10", visibility: "everyone" })).json as Msg & { created_at: string };
    const row = await conversationRow();
    expect(row).toMatchObject({ awaitingSince: null });
    expect(row!.lastStaffReplyAt?.toISOString()).toBe(answer.created_at);
    expect(row!.lastMessageAt.toISOString()).toBe(answer.created_at);
  });
});
