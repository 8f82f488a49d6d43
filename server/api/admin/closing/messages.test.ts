/**
 * Staff's changes to their own messages (issue 31; docs/messages-contract.md "Edit and remove"):
 * within 10 minutes of posting, only their own; the earlier body is kept (staff see it, nobody
 * else does), a removed message stays as "Message removed", each change is audited and listed in
 * the file's history (posts and read marks are not), and the posting cap is per person.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditEvents, closingFileEvents, closingMessages } from "#db/schema/index.ts";
import { MESSAGE_MESSAGES } from "#core/closing/message-input.ts";
import { WIRE_DETAILS_REFUSED } from "#core/closing/wire-details.ts";
import { loadConfig } from "#server/env.ts";
import { hit } from "#server/http/rate-limit.ts";
import { messageCapOf } from "#server/closing/messages/message-caps.ts";
import { roomInWindow } from "#server/auth/tests/helpers.ts";
import { admin, person, send, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { fileWithConversation, routesOf, statusRoutesOf, type ConversationFile, type People } from "#tests/support/kits/messages.ts";

const t = useDocumentsApp();
const p = {} as People;

beforeAll(async () => {
  [p.lister, p.buyersAgent, p.lender, p.stranger] = [await person(t.app), await person(t.app), await person(t.app, "lender"), await person(t.app)];
  [p.staff, p.otherStaff] = [await admin(t), await admin(t)];
});

const staff = () => routesOf(t.app, p.staff, true);
const messagePath = (fileId: string, messageId: string) => `/api/v1/admin/closing-files/${fileId}/messages/${messageId}`;
const edit = (fileId: string, messageId: string, body: unknown, token = p.staff.token) => send(t.app, "PATCH", messagePath(fileId, messageId), { token, body });
const remove = (fileId: string, messageId: string, token = p.staff.token) => send(t.app, "DELETE", messagePath(fileId, messageId), { token });

/** Moves a message's posting time back, as if it was sent `minutes` ago. */
async function age(messageId: string, minutes: number) {
  await t.database.db
    .update(closingMessages)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(closingMessages.id, messageId));
}

async function posted(f: ConversationFile, body: string, visibility = "everyone") {
  const res = await staff().post(f.fileId, { body, visibility });
  expect(res.status).toBe(201);
  return res.json as { id: string; editable_until: string | null; created_at: string };
}

describe("PATCH and DELETE /admin/closing-files/{id}/messages/{messageId}", () => {
  test("staff correct their own message within the window: the earlier body kept for staff only, audited, in the history", async () => {
    const f = await fileWithConversation(t, p);
    const m = await posted(f, "Closing is Thursday at 10.");
    expect(Date.parse(m.editable_until!) - Date.parse(m.created_at)).toBe(10 * 60_000);

    const res = await edit(f.fileId, m.id, { body: "Closing is Friday at 10." });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ body: "Closing is Friday at 10.", revisions: [{ body: "Closing is Thursday at 10.", change: "edited" }] });
    expect(res.json.edited_at).not.toBeNull();

    const buyerView = (await statusRoutesOf(t.app, f.token, f.buyerSession).list(f.fileId)).json.data[0];
    expect(buyerView).toMatchObject({ body: "Closing is Friday at 10.", revisions: [], editable_until: null });
    expect(buyerView.edited_at).not.toBeNull();

    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, f.fileId), eq(auditEvents.action, "closing_file.message_edited")));
    expect(audit.map((a) => [a.actorId, (a.payload as { message_id: string }).message_id])).toEqual([[p.staff.id, m.id]]);
    // Bodies stay out of the audit log: the revision keeps them.
    expect(JSON.stringify(audit[0]!.payload)).not.toContain("Thursday");

    const history = await send(t.app, "GET", `/api/v1/admin/closing-files/${f.fileId}/history`, { token: p.staff.token });
    expect(history.status).toBe(200);
    expect(history.json.data.map((r: { label: string }) => r.label)).toEqual(["Message edited: from Heartland Closing"]);
  });

  test("removed: the row stays with an empty body and removed_at; staff still see what it said; then 409 message_removed", async () => {
    const f = await fileWithConversation(t, p);
    const m = await posted(f, "Wrong file, sorry", "professionals");
    const res = await remove(f.fileId, m.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ body: "", revisions: [{ body: "Wrong file, sorry", change: "removed" }], editable_until: null });
    expect(res.json.removed_at).not.toBeNull();
    const agentView = (await routesOf(t.app, p.lister, false).list(f.fileId)).json.data[0];
    expect(agentView).toMatchObject({ id: m.id, body: "", revisions: [] });
    for (const again of [await edit(f.fileId, m.id, { body: "Back" }), await remove(f.fileId, m.id)]) {
      expect(again.status).toBe(409);
      expect(again.json.code).toBe("message_removed");
    }
    const events = await t.database.db.select().from(closingFileEvents).where(eq(closingFileEvents.messageId, m.id));
    expect(events.map((e) => [e.kind, e.visibility])).toEqual([
      ["message.posted", "professionals"],
      ["message.removed", "professionals"],
    ]);
    expect((await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, f.fileId), eq(auditEvents.action, "closing_file.message_removed")))).length).toBe(1);
  });

  test("after 10 minutes: 409 edit_window_over; another's message: 403 message_not_yours; an agent's message is nobody's to change", async () => {
    const f = await fileWithConversation(t, p);
    const old = await posted(f, "Sent a while ago");
    await age(old.id, 11);
    for (const res of [await edit(f.fileId, old.id, { body: "Too late" }), await remove(f.fileId, old.id)]) {
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ code: "edit_window_over", message: MESSAGE_MESSAGES.editWindowOver });
    }
    const recent = await posted(f, "Just now");
    await age(recent.id, 9);
    expect((await edit(f.fileId, recent.id, { body: "Still in time" })).status).toBe(200);

    const mine = await posted(f, "Mine");
    expect((await edit(f.fileId, mine.id, { body: "Theirs now" }, p.otherStaff.token)).json.code).toBe("message_not_yours");
    expect((await remove(f.fileId, mine.id, p.otherStaff.token)).status).toBe(403);
    const agents = (await routesOf(t.app, p.lister, false).post(f.fileId, { body: "From the agent" })).json;
    expect((await edit(f.fileId, agents.id, { body: "Edited by staff" })).status).toBe(403);
    // Agents have no edit route at all.
    expect((await send(t.app, "PATCH", `/api/v1/admin/closing-files/${f.fileId}/messages/${agents.id}`, { token: p.lister.token, body: { body: "x" } })).status).toBe(403);
    expect((await send(t.app, "PATCH", `/api/v1/closing-files/${f.fileId}/messages/${agents.id}`, { token: p.lister.token, body: { body: "x" } })).status).toBe(404);
  });

  test("an edit is checked as a post is: empty 400, wire details 400 naming body; unknown id 404", async () => {
    const f = await fileWithConversation(t, p);
    const m = await posted(f, "Call me");
    expect((await edit(f.fileId, m.id, { body: "" })).json.fields).toEqual({ body: MESSAGE_MESSAGES.bodyRequired });
    expect((await edit(f.fileId, m.id, { body: "ABA 071000013 acct 99887766" })).json.fields).toEqual({ body: WIRE_DETAILS_REFUSED });
    expect((await edit(f.fileId, crypto.randomUUID(), { body: "x" })).status).toBe(404);
    expect((await edit(f.fileId, "not-an-id", { body: "x" })).status).toBe(404);
    expect((await remove(crypto.randomUUID(), m.id)).status).toBe(404);
  });
});

describe("the posting cap", () => {
  test("30 messages in 10 minutes per person: the 31st is 429 with Retry-After and saves nothing; others still write", async () => {
    const f = await fileWithConversation(t, p);
    await roomInWindow(600);
    const config = loadConfig({ NODE_ENV: "test" });
    const cap = messageCapOf(config, `user:${p.lister.id}`);
    for (let i = 0; i < cap.max; i++) await hit(t.database.db, cap);
    const res = await routesOf(t.app, p.lister, false).post(f.fileId, { body: "One more" });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("rate_limited");
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await t.database.db.select().from(closingMessages).where(eq(closingMessages.fileId, f.fileId))).toEqual([]);
    expect((await routesOf(t.app, p.lender, false).post(f.fileId, { body: "Not capped" })).status).toBe(201);
  });
});
