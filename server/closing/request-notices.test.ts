/**
 * The notifier and a file's requests (issue 30) on a real database: an answer waiting for review
 * goes to staff in the file's next batch, beside the parties' uploads, once; an answer sent back is
 * told to its owner at once (not batched), with the reason, once however many instances run.
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { closingFileEvents, notificationPreferences, smsOptOuts } from "#db/schema/index.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { addEvent, addParty, insertFile, queuedAbout } from "#tests/support/kits/notifier.ts";
import { addFileEvent, addRequest } from "#tests/support/kits/request-rows.ts";
import { signUpFresh, useAuthApp } from "../auth/tests/helpers.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";

const env = { PUBLIC_URL: "https://closing.example", CLOSING_NOTIFY_BATCH_SECONDS: "180", STAFF_EMAIL: "closers@closing.example" };
const t = useAuthApp(env);
const services = () => createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger, kickOutbox: () => {} });
const db = () => t.database.db;

const staffNotices = async (fileId: string) => (await queuedAbout(db(), fileId, "email")).filter((m) => m.kind === "closing.staff_upload_notice");
const sentBackNotices = async (fileId: string) => (await queuedAbout(db(), fileId)).filter((m) => m.kind.startsWith("closing.request_sent_back"));

describe("a submitted answer", () => {
  test("is in the file's next staff batch, once the file is quiet, with the step changes of the batch, and told once", async () => {
    const file = await insertFile(db());
    await addParty(db(), file.id, "seller", "Sam Seller", `seller-${file.id.slice(0, 8)}@example.com`);
    const groundwater = await addRequest(db(), file.id, { owner: "seller", title: "Groundwater hazard questions", status: "submitted", answeredBy: "Sam Seller" });
    const dov = await addRequest(db(), file.id, { owner: "seller", title: "Declaration of Value facts", status: "submitted", answeredBy: "Sam Seller" });
    // A created request is history only: staff are not told of it.
    await addFileEvent(db(), file.id, "request.created", { requestId: dov.id, secondsAgo: 400 });
    await addFileEvent(db(), file.id, "request.submitted", { requestId: groundwater.id, tellStaff: true, secondsAgo: 300 });
    const latest = await addFileEvent(db(), file.id, "request.submitted", { requestId: dov.id, tellStaff: true, secondsAgo: 10 });

    // The newest answer is within the batch window: nothing yet.
    await notifyDueFiles(services());
    expect(await staffNotices(file.id)).toEqual([]);

    await db().update(closingFileEvents).set({ createdAt: new Date(Date.now() - 200_000) }).where(eq(closingFileEvents.id, latest.id));
    await notifyDueFiles(services());
    const notices = await staffNotices(file.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ to: "closers@closing.example", subject: `${file.fileNumber} · 412 Elm St: 2 answers to review` });
    expect(notices[0]!.text).toContain("- Groundwater hazard questions, owed by the seller, answered by Sam Seller");
    expect(notices[0]!.text).toContain("- Declaration of Value facts, owed by the seller, answered by Sam Seller");
    expect(notices[0]!.text).toContain(`https://closing.example/admin/closing-files/${file.id}`);
    const events = await db().select().from(closingFileEvents).where(eq(closingFileEvents.fileId, file.id));
    expect(events.filter((e) => e.tellStaff).every((e) => e.staffNotifiedAt !== null)).toBe(true);
    expect(events.find((e) => e.kind === "request.created")!.staffNotifiedAt).toBeNull();

    await notifyDueFiles(services());
    expect(await staffNotices(file.id)).toHaveLength(1);
  });

  test("waits with the batch's step changes and goes out beside their notices to the parties", async () => {
    const agent = await signUpFresh(t.app);
    const file = await insertFile(db());
    await addParty(db(), file.id, "buyers_agent", "Bo Agent", agent.email);
    const request = await addRequest(db(), file.id, { owner: "buyers_agent", status: "submitted", answeredBy: agent.email.toLowerCase() });
    await addEvent(db(), file.id, "abstract_ordered", "done", { secondsAgo: 300 });
    await addFileEvent(db(), file.id, "request.submitted", { requestId: request.id, tellStaff: true, secondsAgo: 250 });
    await notifyDueFiles(services());
    const mails = await queuedAbout(db(), file.id, "email");
    expect(mails.map((m) => m.kind).sort()).toEqual(["closing.milestone_notice", "closing.staff_upload_notice"]);
    expect(mails.find((m) => m.kind === "closing.staff_upload_notice")!.subject).toMatch(/: Signed purchase agreement and addenda answered$/);
  });
});

describe("an answer sent back", () => {
  const reason = "The addendum about the appliances is missing its second page.";

  test("tells an agent at once, with the reason, by e-mail and by text when their account asked for texts; once", async () => {
    const agent = await signUpFresh(t.app);
    await markEmailProven(db(), agent.email);
    await db().insert(notificationPreferences).values({ userId: agent.session.user.id, sms: true });
    const file = await insertFile(db());
    await addParty(db(), file.id, "listing_agent", "Dana Reyes", agent.email, "(319) 555-0142");
    // The other side's agent is not told of the listing agent's request.
    await addParty(db(), file.id, "buyers_agent", "Bo Agent", `bo-${file.id.slice(0, 8)}@example.com`);
    const request = await addRequest(db(), file.id, { owner: "listing_agent", reviewNote: reason });
    await addFileEvent(db(), file.id, "request.sent_back", { requestId: request.id, payload: { reason } });

    // Not batched: the pass right after tells them, though the batch window has not passed.
    await Promise.all([notifyDueFiles(services()), notifyDueFiles(services())]);
    // Queued in one transaction: the same created_at, so by channel.
    const told = (await sentBackNotices(file.id)).sort((a, b) => a.channel.localeCompare(b.channel));
    expect(told.map((m) => [m.channel, m.to])).toEqual([
      ["email", agent.email.toLowerCase()],
      ["sms", "+13195550142"],
    ]);
    expect(told[0]!.subject).toBe(`${file.fileNumber} · 412 Elm St: sent back: Signed purchase agreement and addenda`);
    expect(told[0]!.text).toContain(reason);
    expect(told[0]!.text).toContain(`https://closing.example/transactions/${file.id}`);
    expect(told[1]!.text).toContain("second page");

    await notifyDueFiles(services());
    expect(await sentBackNotices(file.id)).toHaveLength(2);
    const [event] = await db().select().from(closingFileEvents).where(eq(closingFileEvents.fileId, file.id));
    expect(event!.notifiedAt).not.toBeNull();
  });

  test("tells a seller by e-mail without the status link, and a seller with no e-mail by text, unless they replied STOP", async () => {
    const file = await insertFile(db());
    const sellerEmail = `seller-${file.id.slice(0, 8)}@example.com`;
    await addParty(db(), file.id, "seller", "Sam Seller", sellerEmail, "(515) 555-0101");
    await addParty(db(), file.id, "seller", "Sue Seller", null, "(515) 555-0102");
    await addParty(db(), file.id, "seller", "Stu Seller", null, "(515) 555-0103");
    await db().insert(smsOptOuts).values({ phone: "+15155550103", keyword: "STOP" }).onConflictDoNothing();
    await addParty(db(), file.id, "buyer", "Pat Buyer", `buyer-${file.id.slice(0, 8)}@example.com`);
    const request = await addRequest(db(), file.id, { owner: "seller", title: "Septic inspection report", reviewNote: reason });
    await addFileEvent(db(), file.id, "request.sent_back", { requestId: request.id });

    await notifyDueFiles(services());
    const told = (await sentBackNotices(file.id)).sort((a, b) => a.channel.localeCompare(b.channel));
    expect(told.map((m) => [m.channel, m.to])).toEqual([
      ["email", sellerEmail],
      ["sms", "+15155550102"],
    ]);
    // The reason from the request when the event carries none.
    expect(told[0]!.text).toContain(reason);
    for (const m of told) expect(m.text).not.toMatch(/\/status\//);
    expect(told[1]!.text).not.toMatch(/https?:/);
  });

  test("a staff-owned request's event is marked told with nothing sent", async () => {
    const file = await insertFile(db());
    const request = await addRequest(db(), file.id, { owner: "staff" });
    await addFileEvent(db(), file.id, "request.sent_back", { requestId: request.id });
    await notifyDueFiles(services());
    expect(await sentBackNotices(file.id)).toEqual([]);
    const [event] = await db().select().from(closingFileEvents).where(eq(closingFileEvents.fileId, file.id));
    expect(event!.notifiedAt).not.toBeNull();
  });
});
