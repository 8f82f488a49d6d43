/** GET /api/v1/admin/messages: the recent outbound e-mails and texts, how each went, newest first. */
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import { enqueueEmail, enqueueSms } from "#server/messaging/outbox.ts";
import { administrator, apiCall, usePeopleApp, type Caller } from "#tests/support/kits/people.ts";

const t = usePeopleApp();
let admin: Caller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await administrator(t);
  const db = t.database.db;
  ids.welcome = await enqueueEmail(db, { to: "mary@example.com", subject: "Your closing is Friday", text: "See you at 10. Code: 123456", kind: "test.mail" });
  ids.text = await enqueueSms(db, { to: "+13195550142", body: "Reminder: closing Friday at 10", kind: "test.sms" });
  ids.bounce = await enqueueEmail(db, { to: "nobody@example.com", subject: "Documents ready", text: "Your documents are ready.", kind: "test.mail" });
  // How the outbox worker leaves them (server/messaging/outbox-worker.ts).
  await db.update(outbox).set({ status: "sent", attempts: 1, sentAt: new Date("2026-06-02T15:00:01Z"), createdAt: new Date("2026-06-02T15:00:00Z") }).where(eq(outbox.id, ids.welcome!));
  await db.update(outbox).set({ status: "sent", attempts: 1, sentAt: new Date("2026-06-02T15:01:01Z"), createdAt: new Date("2026-06-02T15:01:00Z") }).where(eq(outbox.id, ids.text!));
  await db
    .update(outbox)
    .set({ status: "failed", attempts: 8, lastError: "550 5.1.1 mailbox unavailable", createdAt: new Date("2026-06-02T15:02:00Z") })
    .where(eq(outbox.id, ids.bounce!));
});

const list = async (query = "") => {
  const res = await apiCall(t, "GET", `/api/v1/admin/messages?limit=100${query}`, admin.token);
  expect(res.status).toBe(200);
  return res.json.data as Record<string, unknown>[];
};
const ours = (rows: Record<string, unknown>[]) => rows.filter((r) => Object.values(ids).includes(r.id as string));

describe("GET /api/v1/admin/messages", () => {
  test("newest first, with the address, subject, status, attempts and error; never the message text", async () => {
    expect(ours(await list())).toEqual([
      {
        id: ids.bounce,
        channel: "email",
        to: "nobody@example.com",
        subject: "Documents ready",
        status: "failed",
        attempts: 8,
        last_error: "550 5.1.1 mailbox unavailable",
        created_at: "2026-06-02T15:02:00.000Z",
        sent_at: null,
      },
      { id: ids.text, channel: "sms", to: "+13195550142", subject: null, status: "sent", attempts: 1, last_error: null, created_at: "2026-06-02T15:01:00.000Z", sent_at: "2026-06-02T15:01:01.000Z" },
      expect.objectContaining({ id: ids.welcome, channel: "email", subject: "Your closing is Friday", status: "sent", sent_at: "2026-06-02T15:00:01.000Z" }),
    ]);
    expect(JSON.stringify(await list())).not.toContain("123456");
  });

  test("channel=email or sms shows only that channel", async () => {
    const emails = await list("&channel=email");
    expect(emails.every((m) => m.channel === "email")).toBe(true);
    expect(ours(emails).map((m) => m.id)).toEqual([ids.bounce, ids.welcome]);
    const texts = await list("&channel=sms");
    expect(texts.every((m) => m.channel === "sms")).toBe(true);
    expect(ours(texts).map((m) => m.id)).toEqual([ids.text]);
  });

  test("pages join without gaps or repeats", async () => {
    const all = (await list()).map((m) => m.id);
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const res = await apiCall(t, "GET", `/api/v1/admin/messages?limit=1${cursor ? `&cursor=${cursor}` : ""}`, admin.token);
      seen.push(...res.json.data.map((m: { id: string }) => m.id));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  test("?channel=fax is a 400 naming channel", async () => {
    const res = await apiCall(t, "GET", "/api/v1/admin/messages?channel=fax", admin.token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { channel: ADMIN_MESSAGES.invalidChannel } });
  });
});
