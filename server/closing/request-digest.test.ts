/**
 * The daily reminder of each person's requests (issue 30) on a real database: one per person per
 * Iowa day after 7:00, across their files, overdue and due within two days only, nothing when
 * nothing, reminders off respected, and two instances send it once. Each test runs on its own Iowa
 * day and reads only its own people's messages, since the pass looks at every file.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { closingParties, notificationPreferences, outbox, requestDigests } from "#db/schema/index.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { addParty, insertFile } from "#tests/support/kits/notifier.ts";
import { addRequest } from "#tests/support/kits/request-rows.ts";
import { signUpFresh, useAuthApp } from "../auth/tests/helpers.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { sendDueDigests, startRequestDigest } from "./request-digest.ts";

const env = { PUBLIC_URL: "https://closing.example" };
const t = useAuthApp(env);
const services = () => createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger, kickOutbox: () => {} });
const db = () => t.database.db;

/** 8:00 in the morning in Iowa (CST, UTC-6) on `day`. */
const iowaMorning = (day: string, hour = 8) => new Date(`${day}T${String(hour + 6).padStart(2, "0")}:00:00Z`);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const unique = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

const remindersTo = (to: string) =>
  db()
    .select({ channel: outbox.channel, subject: outbox.subject, text: outbox.textBody, kind: outbox.kind })
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), like(outbox.kind, "closing.request_digest%")))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));

/** An agent with a proven account, on two files as listing agent. */
async function agentOnTwoFiles(prefs?: { reminders?: boolean; sms?: boolean }) {
  const agent = await signUpFresh(t.app);
  await markEmailProven(db(), agent.email);
  if (prefs) await db().insert(notificationPreferences).values({ userId: agent.session.user.id, sms: prefs.sms ?? false, reminders: prefs.reminders ?? true });
  const elm = await insertFile(db());
  const oak = await insertFile(db(), { propertyAddress: "9 Oak Ave, Pella, IA 50219", county: "Marion" });
  await addParty(db(), elm.id, "listing_agent", "Dana Reyes", agent.email, "(319) 555-0142");
  await addParty(db(), oak.id, "listing_agent", "Dana Reyes", agent.email, "(319) 555-0142");
  return { email: agent.email.toLowerCase(), userId: agent.session.user.id, elm, oak };
}

describe("an agent's daily reminder", () => {
  test("once per Iowa day after 7:00, across files, overdue and due within two days only, with a link to each file", async () => {
    const day = "2026-12-01";
    const { email, elm, oak } = await agentOnTwoFiles();
    await addRequest(db(), elm.id, { owner: "listing_agent", title: "Signed purchase agreement and addenda", dueOn: plusDays(day, -2) });
    await addRequest(db(), oak.id, { owner: "listing_agent", title: "Commission instructions", dueOn: plusDays(day, 2) });
    // Not listed: due in three days, undated, submitted (waits on staff), accepted, waived,
    // another role's, staff-only.
    await addRequest(db(), elm.id, { owner: "listing_agent", title: "Due later", dueOn: plusDays(day, 3) });
    await addRequest(db(), elm.id, { owner: "listing_agent", title: "Undated" });
    await addRequest(db(), elm.id, { owner: "listing_agent", title: "Submitted one", dueOn: day, status: "submitted" });
    await addRequest(db(), oak.id, { owner: "listing_agent", title: "Accepted one", dueOn: day, status: "accepted" });
    await addRequest(db(), oak.id, { owner: "listing_agent", title: "Waived one", dueOn: day, status: "waived" });
    await addRequest(db(), oak.id, { owner: "buyers_agent", title: "The buyer's agent's", dueOn: day });

    // Before 7:00 in Iowa: nothing yet.
    await sendDueDigests(services(), iowaMorning(day, 6));
    expect(await remindersTo(email)).toEqual([]);

    await sendDueDigests(services(), iowaMorning(day));
    const [mail, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: "email", kind: "closing.request_digest", subject: "Your closing files: 2 requests due soon or overdue (1 overdue)" });
    expect(mail!.text).toContain("- Signed purchase agreement and addenda: overdue since Sunday, November 29");
    expect(mail!.text).toContain("- Commission instructions: due Thursday, December 3");
    for (const title of ["Due later", "Undated", "Submitted one", "Accepted one", "Waived one", "The buyer's agent's"]) expect(mail!.text).not.toContain(title);
    expect(mail!.text).toContain(`https://closing.example/transactions/${elm.id}`);
    expect(mail!.text).toContain(`https://closing.example/transactions/${oak.id}`);

    // Later the same day, and by the worker's loop: not again.
    await sendDueDigests(services(), iowaMorning(day, 17));
    const worker = startRequestDigest(services(), { intervalMs: 10, now: () => iowaMorning(day, 9) });
    await worker.runOnce();
    await worker.stop();
    expect(await remindersTo(email)).toHaveLength(1);

    // The next day: again, the overdue one still listed.
    await sendDueDigests(services(), iowaMorning(plusDays(day, 1)));
    const mails = await remindersTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("- Signed purchase agreement and addenda: overdue since Sunday, November 29");
  });

  test("two instances at once send it once", async () => {
    const day = "2026-12-08";
    const { email, elm, userId } = await agentOnTwoFiles({ sms: true });
    await addRequest(db(), elm.id, { owner: "listing_agent", dueOn: day });
    await Promise.all([sendDueDigests(services(), iowaMorning(day)), sendDueDigests(services(), iowaMorning(day)), sendDueDigests(services(), iowaMorning(day))]);
    expect(await remindersTo(email)).toHaveLength(1);
    // Texts too, as the account asked: one.
    const texts = await remindersTo("+13195550142");
    expect(texts.filter((m) => m.text.includes(elm.fileNumber))).toHaveLength(1);
    expect(texts.at(-1)!.text).toBe(`Heartland Closing Co.: 1 request due soon or overdue on ${elm.fileNumber} 412 Elm St. https://closing.example/transactions/${elm.id}`);
    const rows = await db().select().from(requestDigests).where(eq(requestDigests.recipient, `user:${userId}`));
    expect(rows).toEqual([expect.objectContaining({ day, requestCount: 1 })]);
  });

  test("nothing when nothing is due, and nothing for an agent who turned reminders off", async () => {
    const day = "2026-12-15";
    const idle = await agentOnTwoFiles();
    await addRequest(db(), idle.elm.id, { owner: "listing_agent", dueOn: plusDays(day, 5) });
    const off = await agentOnTwoFiles({ reminders: false });
    await addRequest(db(), off.elm.id, { owner: "listing_agent", dueOn: plusDays(day, -1) });
    await sendDueDigests(services(), iowaMorning(day));
    expect(await remindersTo(idle.email)).toEqual([]);
    expect(await remindersTo(off.email)).toEqual([]);
    const rows = await db().select().from(requestDigests).where(eq(requestDigests.recipient, `user:${idle.userId}`));
    expect(rows).toEqual([]);
  });
});

describe("a buyer's or seller's daily reminder", () => {
  test("one per e-mail across their files, with file number and address, never the status link; a text only without an e-mail; reminders off respected", async () => {
    const day = "2026-12-22";
    const sellerEmail = unique("seller");
    const elm = await insertFile(db());
    const oak = await insertFile(db(), { propertyAddress: "9 Oak Ave, Pella, IA 50219" });
    await addParty(db(), elm.id, "seller", "Sam Seller", sellerEmail, "(515) 555-0101");
    await addParty(db(), oak.id, "seller", "Sam Seller", sellerEmail.toUpperCase());
    const everyone = "everyone" as const;
    await addRequest(db(), elm.id, { owner: "seller", title: "Groundwater hazard questions", dueOn: day, kind: "groundwater_hazard", visibility: everyone });
    await addRequest(db(), oak.id, { owner: "seller", title: "Payoff authorization", dueOn: plusDays(day, -4), kind: "payoff_authorization", visibility: everyone });
    // Not on their status page (agents, lenders and staff only), so not in their reminder either.
    await addRequest(db(), elm.id, { owner: "seller", title: "Hidden from the seller", dueOn: day, visibility: "professionals" });
    // A buyer with only a phone, and a buyer who turned reminders off on the status page.
    const phoneOnly = await insertFile(db());
    await addParty(db(), phoneOnly.id, "buyer", "Pat Buyer", null, "(641) 555-0177");
    const offEmail = unique("buyer");
    await addParty(db(), phoneOnly.id, "buyer", "Lee Buyer", offEmail);
    await db().update(closingParties).set({ reminders: false }).where(eq(closingParties.email, offEmail));
    await addRequest(db(), phoneOnly.id, { owner: "buyer", title: "Homeowner's insurance binder", dueOn: plusDays(day, 1), visibility: everyone });

    await Promise.all([sendDueDigests(services(), iowaMorning(day)), sendDueDigests(services(), iowaMorning(day))]);
    const mails = await remindersTo(sellerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("What we still need from you: 2 closings");
    expect(mails[0]!.text).toContain(`Your closing at 412 Elm St, Cedar Falls, IA 50613 (our file ${elm.fileNumber})`);
    expect(mails[0]!.text).toContain("- Payoff authorization: overdue since Friday, December 18");
    expect(mails[0]!.text).toContain("- Groundwater hazard questions: due today");
    expect(mails[0]!.text).not.toContain("Hidden from the seller");
    expect(mails[0]!.text).not.toMatch(/\/status\/|\/transactions\//);
    // The seller has an e-mail: no text, though a phone is on file.
    expect(await remindersTo("+15155550101")).toEqual([]);

    const texts = await remindersTo("+16415550177");
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`for your closing at 412 Elm St (file ${phoneOnly.fileNumber})`);
    expect(texts[0]!.text).not.toMatch(/https?:/);
    expect(await remindersTo(offEmail)).toEqual([]);
  });
});
