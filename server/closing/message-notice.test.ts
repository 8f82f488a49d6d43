/**
 * The message notices on a real database (issue 31; docs/messages-contract.md, "Notices"): who is
 * told that someone wrote on a file, once per batch, never the author, never what was written.
 * Messages are written as rows (tests/support/kits/message-rows.ts), as postMessage writes them.
 */
import { describe, expect, test } from "vitest";
import { asc, eq } from "drizzle-orm";
import { SITE } from "#core/site/settings.ts";
import { MESSAGE_NOTICE_WORDS } from "#core/closing/message-mail.ts";
import { closingMessages, closingParties, notificationPreferences, outbox, smsOptOuts } from "#db/schema/index.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { addEvent, addParty, insertFile, issueStatusLink, revokeStatusLink } from "#tests/support/kits/notifier.ts";
import { addMessage, ageMessages, untoldMessages } from "#tests/support/kits/message-rows.ts";
import { signUpFresh, useAuthApp } from "../auth/tests/helpers.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";

const STAFF = "closers@heartland.example";
const env = { PUBLIC_URL: "https://closing.example", CLOSING_NOTIFY_BATCH_SECONDS: "180", STAFF_EMAIL: STAFF };
const t = useAuthApp(env);
const services = () => createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger });

/** What the outbox holds about the file, oldest first, with the parts a reader sees. */
const queued = (fileId: string) =>
  t.database.db
    .select({ channel: outbox.channel, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, html: outbox.htmlBody, kind: outbox.kind, metadata: outbox.metadata })
    .from(outbox)
    .where(eq(outbox.refId, fileId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));

/** Bodies no notice may carry: each test writes its own, and checks every row queued. */
const secret = (n: number) => `Secret body ${n}: the payoff is 212,400 and the gate code is 4471`;
function expectNoBodies(rows: Awaited<ReturnType<typeof queued>>, count: number) {
  for (const row of rows) {
    for (let n = 1; n <= count; n += 1) {
      expect(row.text).not.toContain(secret(n));
      expect(row.html ?? "").not.toContain(secret(n));
      expect(row.subject).not.toContain(secret(n));
    }
    expect(`${row.text}${row.html ?? ""}`).not.toContain("gate code");
  }
}

/** A file with a listing agent who has a proven account (and `prefs`), a lender without one, a buyer with e-mail and phone, a seller with only a phone. */
async function fileWithParties(prefs?: { sms?: boolean; messageNotices?: boolean }) {
  const agent = await signUpFresh(t.app);
  await markEmailProven(t.database.db, agent.email);
  if (prefs) {
    await t.database.db.insert(notificationPreferences).values({ userId: agent.session.user.id, sms: prefs.sms ?? false, messageNotices: prefs.messageNotices ?? true });
  }
  const file = await insertFile(t.database.db);
  const suffix = file.id.slice(0, 8);
  const agentParty = await addParty(t.database.db, file.id, "listing_agent", "Dana Reyes", agent.email, "(319) 555-0131");
  const lenderEmail = `lender-${suffix}@example.com`;
  await addParty(t.database.db, file.id, "lender", "Lee Lender", lenderEmail, "(515) 555-0190");
  const buyerEmail = `buyer-${suffix}@example.com`;
  const buyer = await addParty(t.database.db, file.id, "buyer", "Pat Buyer", buyerEmail, "(319) 555-0133");
  const seller = await addParty(t.database.db, file.id, "seller", "Sam Seller", null, "(319) 555-0134");
  return { file, agent, agentEmail: agent.email.toLowerCase(), agentParty, lenderEmail, buyerEmail, buyer, seller };
}

describe("who is told", () => {
  test("each of the file's audience gets one e-mail for what they may see and did not write; texts where asked; never a body; all marked told once", async () => {
    const f = await fileWithParties({ sms: true });
    await issueStatusLink(t.database.db, services(), f.file.id);
    await addMessage(t.database.db, f.file.id, { authorKind: "consumer", authorLabel: "Pat Buyer", authorRole: "buyer", authorPartyId: f.buyer.id, body: secret(1), visibility: "everyone", secondsAgo: 100 });
    await addMessage(t.database.db, f.file.id, { authorKind: "professional", authorLabel: "Dana Reyes", authorRole: "listing_agent", authorUserId: f.agent.session.user.id, body: secret(2), visibility: "professionals", secondsAgo: 90 });
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(3), visibility: "staff", secondsAgo: 80 });
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(4), visibility: "everyone", secondsAgo: 70 });

    // The file is not quiet yet: nothing.
    await notifyDueFiles(services());
    expect(await queued(f.file.id)).toEqual([]);
    expect(await untoldMessages(t.database.db, f.file.id)).toBe(4);

    await ageMessages(t.database.db, f.file.id, 180);
    await notifyDueFiles(services());
    const rows = await queued(f.file.id);
    const mails = rows.filter((r) => r.channel === "email");
    const to = (address: string) => mails.filter((m) => m.to === address);

    // Staff: the two messages not written by staff.
    expect(to(STAFF)).toHaveLength(1);
    expect(to(STAFF)[0]!.subject).toBe(`${f.file.fileNumber} · 412 Elm St: 2 new messages`);
    expect(to(STAFF)[0]!.text).toContain("- Pat Buyer (buyer)");
    expect(to(STAFF)[0]!.text).toContain("- Dana Reyes (listing agent)");
    expect(to(STAFF)[0]!.text).toContain(`https://closing.example/admin/closing-files/${f.file.id}`);

    // The agent: the buyer's and staff's "everyone" messages; not their own, not the internal note.
    expect(to(f.agentEmail)).toHaveLength(1);
    expect(to(f.agentEmail)[0]!.text).toContain("- Pat Buyer (buyer)\n");
    expect(to(f.agentEmail)[0]!.text).toContain("- Sam Closer (closing staff)\n");
    expect(to(f.agentEmail)[0]!.text).not.toContain("Dana Reyes (listing agent)");
    expect(to(f.agentEmail)[0]!.text).toContain(`https://closing.example/transactions/${f.file.id}`);

    // The lender (no account: on): the three messages that are not internal notes.
    expect(to(f.lenderEmail)[0]!.subject).toBe(`${f.file.fileNumber} · 412 Elm St: 3 new messages`);

    // The buyer: staff's "everyone" message only (not the agents' one, not their own), with the status link.
    expect(to(f.buyerEmail)).toHaveLength(1);
    expect(to(f.buyerEmail)[0]!.subject).toBe("A new message about your closing: 412 Elm St");
    expect(to(f.buyerEmail)[0]!.text).toContain("- Sam Closer (closing staff)");
    expect(to(f.buyerEmail)[0]!.text).not.toContain("Pat Buyer (buyer)");
    expect(to(f.buyerEmail)[0]!.text).toContain("https://closing.example/status/");
    expect(mails).toHaveLength(4);

    // Every e-mail: answers go to the office, and it says so; the kinds say what they are.
    for (const mail of mails) {
      expect(mail.metadata).toEqual({ replyTo: SITE.email });
      expect(mail.text).toContain(MESSAGE_NOTICE_WORDS.neverDetails);
    }
    expect(new Set(mails.map((m) => m.kind))).toEqual(new Set(["closing.message_staff_notice", "closing.message_notice", "closing.message_consumer_notice"]));

    // Texts: the agent who asked for them, the buyer and the seller with phones (never the status link); not the lender (no account to ask).
    const texts = rows.filter((r) => r.channel === "sms");
    expect(texts.map((s) => s.to).sort()).toEqual(["+13195550131", "+13195550133", "+13195550134"]);
    expect(texts.find((s) => s.to === "+13195550131")!.text).toContain(`https://closing.example/transactions/${f.file.id}`);
    for (const s of texts.filter((s) => s.to !== "+13195550131")) expect(s.text).not.toContain("/status/");

    expectNoBodies(rows, 4);
    expect(await untoldMessages(t.database.db, f.file.id)).toBe(0);

    // Told once.
    await notifyDueFiles(services());
    expect(await queued(f.file.id)).toHaveLength(rows.length);
  });

  test("an agent's only message: staff and the lender are told, the agent is not, and no buyer hears of an agents-and-lenders message", async () => {
    const f = await fileWithParties();
    await issueStatusLink(t.database.db, services(), f.file.id);
    await addMessage(t.database.db, f.file.id, { authorKind: "professional", authorLabel: "Dana Reyes", authorRole: "listing_agent", authorUserId: f.agent.session.user.id, body: secret(1), visibility: "professionals", secondsAgo: 300 });
    await notifyDueFiles(services());
    const rows = await queued(f.file.id);
    expect(rows.map((r) => r.to).sort()).toEqual([STAFF, f.lenderEmail].sort());
    expectNoBodies(rows, 1);
  });

  test("a staff note: nobody is told, and it is marked told", async () => {
    const f = await fileWithParties();
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(1), visibility: "staff", secondsAgo: 300 });
    await notifyDueFiles(services());
    expect(await queued(f.file.id)).toEqual([]);
    expect(await untoldMessages(t.database.db, f.file.id)).toBe(0);
  });

  test("a message removed before its batch went out: nobody is told of it", async () => {
    const f = await fileWithParties();
    const { message } = await addMessage(t.database.db, f.file.id, { authorKind: "consumer", authorLabel: "Pat Buyer", authorRole: "buyer", authorPartyId: f.buyer.id, body: secret(1), visibility: "everyone", secondsAgo: 300 });
    await t.database.db.update(closingMessages).set({ body: "", removedAt: new Date() }).where(eq(closingMessages.id, message.id));
    await notifyDueFiles(services());
    expect(await queued(f.file.id)).toEqual([]);
    expect(await untoldMessages(t.database.db, f.file.id)).toBe(0);
  });
});

describe("choices", () => {
  test("an agent who turned message e-mails off gets neither e-mail nor text; others still do", async () => {
    const f = await fileWithParties({ sms: true, messageNotices: false });
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(1), visibility: "professionals", secondsAgo: 300 });
    await notifyDueFiles(services());
    const rows = await queued(f.file.id);
    expect(rows.map((r) => r.to)).toEqual([f.lenderEmail]);
  });

  test("a buyer who turned them off on the status page hears nothing; the seller's number that replied STOP gets no text", async () => {
    const f = await fileWithParties();
    await issueStatusLink(t.database.db, services(), f.file.id);
    await t.database.db.update(closingParties).set({ messageNotices: false }).where(eq(closingParties.id, f.buyer.id));
    await t.database.db.insert(smsOptOuts).values({ phone: "+13195550134", keyword: "STOP" }).onConflictDoNothing();
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(1), visibility: "everyone", secondsAgo: 300 });
    await notifyDueFiles(services());
    const to = (await queued(f.file.id)).map((r) => r.to);
    expect(to).not.toContain(f.buyerEmail);
    expect(to).not.toContain("+13195550133");
    expect(to).not.toContain("+13195550134");
    expect(to.sort()).toEqual([f.agentEmail, f.lenderEmail].sort());
    await t.database.db.delete(smsOptOuts).where(eq(smsOptOuts.phone, "+13195550134"));
  });

  test("without a live status link buyers and sellers are not told (nowhere to read it); agents are", async () => {
    const f = await fileWithParties();
    const link = await issueStatusLink(t.database.db, services(), f.file.id);
    await revokeStatusLink(t.database.db, link.id);
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(1), visibility: "everyone", secondsAgo: 300 });
    await notifyDueFiles(services());
    expect((await queued(f.file.id)).map((r) => r.to).sort()).toEqual([f.agentEmail, f.lenderEmail].sort());
  });
});

describe("batching", () => {
  test("messages and a step change in one window: one message notice per person beside the step notice, once the file is quiet", async () => {
    const f = await fileWithParties();
    await addEvent(t.database.db, f.file.id, "abstract_ordered", "done", { secondsAgo: 200 });
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(1), visibility: "professionals", secondsAgo: 150 });
    await addMessage(t.database.db, f.file.id, { authorKind: "staff", authorLabel: "Sam Closer", body: secret(2), visibility: "professionals", secondsAgo: 10 });
    await notifyDueFiles(services());
    expect(await queued(f.file.id)).toEqual([]);

    await ageMessages(t.database.db, f.file.id, 180);
    await notifyDueFiles(services());
    const rows = await queued(f.file.id);
    const toAgent = rows.filter((r) => r.to === f.agentEmail);
    expect(toAgent.map((r) => r.kind).sort()).toEqual(["closing.message_notice", "closing.milestone_notice"]);
    expect(toAgent.find((r) => r.kind === "closing.message_notice")!.text).toContain("- Sam Closer (closing staff): 2 messages");
    expectNoBodies(rows, 2);
  });

  test("two notifiers at once send a batch once", async () => {
    const f = await fileWithParties({ sms: true });
    await addMessage(t.database.db, f.file.id, { authorKind: "consumer", authorLabel: "Pat Buyer", authorRole: "buyer", authorPartyId: f.buyer.id, body: secret(1), visibility: "everyone", secondsAgo: 300 });
    await Promise.all([notifyDueFiles(services()), notifyDueFiles(services()), notifyDueFiles(services())]);
    const rows = await queued(f.file.id);
    // Staff, the agent (and their text), the lender; the buyer wrote it, the seller has no link to read it.
    expect(rows.map((r) => r.to).sort()).toEqual([STAFF, f.agentEmail, f.lenderEmail, "+13195550131"].sort());
  });
});
