/**
 * The closing notifier on a real database: who is told what about a file's milestone changes,
 * when (a burst goes out as one message once the file is quiet), and only once however many
 * instances run.
 */
import { WIRE_FRAUD_WARNING } from "#core/content/wire-fraud.ts";
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { closingFiles, closingMilestoneEvents, notificationPreferences, smsOptOuts } from "#db/schema/index.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "../auth/tests/helpers.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles, startClosingNotifier } from "./notifier.ts";
import { addEvent, addParty, ageEvents, insertFile, issueStatusLink, queuedAbout, revokeStatusLink } from "#tests/support/kits/notifier.ts";

const env = { PUBLIC_URL: "https://closing.example", CLOSING_NOTIFY_BATCH_SECONDS: "180" };
const t = useAuthApp(env);
let kicks = 0;
const services = (more: Record<string, string> = {}) =>
  createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env, ...more }), logger: silentLogger, kickOutbox: () => (kicks += 1) });

/** A file with a listing agent who has an account (and `prefs`), a lender without one, a buyer. */
async function fileWithParties(prefs?: { emailOff?: string[]; sms?: boolean }, phone: string | null = "(319) 555-0142") {
  const agent = await signUpFresh(t.app);
  await markEmailProven(t.database.db, agent.email);
  if (prefs) {
    await t.database.db.insert(notificationPreferences).values({ userId: agent.session.user.id, emailOff: prefs.emailOff ?? [], sms: prefs.sms ?? false });
  }
  const file = await insertFile(t.database.db);
  await addParty(t.database.db, file.id, "listing_agent", "Dana Reyes", agent.email, phone);
  const lenderEmail = `lender-${file.id.slice(0, 8)}@example.com`;
  await addParty(t.database.db, file.id, "lender", "Lee Lender", lenderEmail, "(515) 555-0190");
  const buyerEmail = `buyer-${file.id.slice(0, 8)}@example.com`;
  await addParty(t.database.db, file.id, "buyer", "Pat Buyer", buyerEmail);
  return { file, agentEmail: agent.email.toLowerCase(), lenderEmail, buyerEmail };
}

const unnotified = async (fileId: string) =>
  (await t.database.db.select().from(closingMilestoneEvents).where(eq(closingMilestoneEvents.fileId, fileId))).filter((e) => e.notifiedAt === null).length;

describe("batching", () => {
  test("a burst of three changes within the window: nothing until the file is quiet, then one e-mail per agent and lender listing all three in order", async () => {
    const { file, agentEmail, lenderEmail } = await fileWithParties();
    await addEvent(t.database.db, file.id, "abstract_ordered", "done", { secondsAgo: 120 });
    await addEvent(t.database.db, file.id, "abstract_continued", "done", { secondsAgo: 60 });
    await addEvent(t.database.db, file.id, "title_opinion", "blocked", { secondsAgo: 10, reason: "Waiting on the seller's payoff letter" });

    await notifyDueFiles(services());
    expect(await queuedAbout(t.database.db, file.id)).toEqual([]);
    expect(await unnotified(file.id)).toBe(3);

    await ageEvents(t.database.db, file.id, 180);
    const before = kicks;
    await notifyDueFiles(services());
    const mails = await queuedAbout(t.database.db, file.id, "email");
    expect(mails.map((m) => m.to).sort()).toEqual([agentEmail, lenderEmail].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(`${file.fileNumber} · 412 Elm St: 3 updates`);
      const a = mail.text.indexOf("- Abstract located and continuation ordered: done");
      const b = mail.text.indexOf("- Abstract continued: done");
      const c = mail.text.indexOf("- Attorney's title opinion issued: blocked. Waiting on the seller's payoff letter");
      expect(a).toBeGreaterThan(-1);
      expect(a).toBeLessThan(b);
      expect(b).toBeLessThan(c);
      expect(mail.text).toContain(`https://closing.example/transactions/${file.id}`);
    }
    expect(kicks).toBe(before + 1);
    expect(await unnotified(file.id)).toBe(0);

    // Told once: a later pass finds nothing.
    await notifyDueFiles(services());
    expect(await queuedAbout(t.database.db, file.id, "email")).toHaveLength(2);
  });

  test("a change after the batch went out gets its own e-mail", async () => {
    const { file, agentEmail } = await fileWithParties();
    await addEvent(t.database.db, file.id, "abstract_ordered", "done", { secondsAgo: 600 });
    await notifyDueFiles(services());
    await addEvent(t.database.db, file.id, "abstract_continued", "done", { secondsAgo: 200 });
    await notifyDueFiles(services());
    const toAgent = (await queuedAbout(t.database.db, file.id, "email")).filter((m) => m.to === agentEmail);
    expect(toAgent.map((m) => m.subject)).toEqual([
      `${file.fileNumber} · 412 Elm St: Abstract located and continuation ordered`,
      `${file.fileNumber} · 412 Elm St: Abstract continued`,
    ]);
    expect(toAgent[1]!.text).not.toContain("Abstract located");
  });

  test("CLOSING_NOTIFY_BATCH_SECONDS=0 sends a change at once", async () => {
    const { file } = await fileWithParties();
    await addEvent(t.database.db, file.id, "abstract_ordered", "done");
    await notifyDueFiles(services({ CLOSING_NOTIFY_BATCH_SECONDS: "0" }));
    expect(await queuedAbout(t.database.db, file.id, "email")).toHaveLength(2);
  });
});

describe("choices", () => {
  test("a step the agent turned off: no e-mail to them for it; the lender without an account still gets it", async () => {
    const { file, agentEmail, lenderEmail } = await fileWithParties({ emailOff: ["abstract_continued"] });
    await addEvent(t.database.db, file.id, "abstract_continued", "done", { secondsAgo: 300 });
    await notifyDueFiles(services());
    expect((await queuedAbout(t.database.db, file.id, "email")).map((m) => m.to)).toEqual([lenderEmail]);
    expect(agentEmail).not.toBe(lenderEmail);
  });

  test("off for one of two steps: the other is still mailed, alone", async () => {
    const { file, agentEmail } = await fileWithParties({ emailOff: ["abstract_continued"] });
    await addEvent(t.database.db, file.id, "abstract_continued", "done", { secondsAgo: 400 });
    await addEvent(t.database.db, file.id, "title_opinion", "done", { secondsAgo: 300, objections: 1 });
    await notifyDueFiles(services());
    const [mail] = (await queuedAbout(t.database.db, file.id, "email")).filter((m) => m.to === agentEmail);
    expect(mail!.subject).toBe(`${file.fileNumber} · 412 Elm St: Attorney's title opinion issued`);
    expect(mail!.text).not.toContain("Abstract continued");
  });

  test("texts: to an agent who asked for them, at the party's phone, with the link; not to one who did not, nor to a number that replied STOP", async () => {
    const texting = await fileWithParties({ sms: true });
    const quiet = await fileWithParties({ sms: false });
    const stopped = await fileWithParties({ sms: true }, "(319) 555-0177");
    await t.database.db.insert(smsOptOuts).values({ phone: "+13195550177", keyword: "STOP" }).onConflictDoNothing();
    for (const f of [texting, quiet, stopped]) await addEvent(t.database.db, f.file.id, "closing_scheduled", "done", { secondsAgo: 300 });
    await notifyDueFiles(services());

    const [sms, ...more] = await queuedAbout(t.database.db, texting.file.id, "sms");
    expect(more).toEqual([]);
    expect(sms!.to).toBe("+13195550142");
    expect(sms!.text).toContain("Closing scheduled");
    expect(sms!.text).toContain(`https://closing.example/transactions/${texting.file.id}`);
    expect(await queuedAbout(t.database.db, quiet.file.id, "sms")).toEqual([]);
    expect(await queuedAbout(t.database.db, stopped.file.id, "sms")).toEqual([]);
    // The lender has no account, so no choice of texts: e-mail only.
    expect((await queuedAbout(t.database.db, quiet.file.id, "email")).map((m) => m.to)).toContain(quiet.lenderEmail);
  });
});

describe("buyers and sellers", () => {
  test("closing scheduled with a live link: the buyer gets the status link, the appointment's day and the wire warning", async () => {
    const { file, buyerEmail } = await fileWithParties();
    const link = await issueStatusLink(t.database.db, services(), file.id);
    await addEvent(t.database.db, file.id, "closing_scheduled", "done", { secondsAgo: 300 });
    await notifyDueFiles(services());
    const mails = (await queuedAbout(t.database.db, file.id, "email")).filter((m) => m.to === buyerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("closing.consumer_notice");
    expect(mails[0]!.subject).toBe("Your closing is scheduled: 412 Elm St");
    expect(mails[0]!.text).toContain(link.url);
    expect(mails[0]!.text).toContain(WIRE_FRAUD_WARNING);
    expect(mails[0]!.text).not.toContain("/transactions/");
  });

  test.each([
    ["another step done", "abstract_continued", "done"],
    ["closing scheduled blocked", "closing_scheduled", "blocked"],
  ] as const)("%s: nothing to the buyer", async (_, step, state) => {
    const { file, buyerEmail } = await fileWithParties();
    await issueStatusLink(t.database.db, services(), file.id);
    await addEvent(t.database.db, file.id, step, state, { secondsAgo: 300, reason: "Payoff letter due" });
    await notifyDueFiles(services());
    expect((await queuedAbout(t.database.db, file.id, "email")).map((m) => m.to)).not.toContain(buyerEmail);
  });

  test("closed and recorded without a live link (revoked): no notice to the buyer (only the completion e-mail, without a link), the agents are still told", async () => {
    const { file, buyerEmail, agentEmail } = await fileWithParties();
    const link = await issueStatusLink(t.database.db, services(), file.id);
    await revokeStatusLink(t.database.db, link.id);
    await addEvent(t.database.db, file.id, "closed_disbursed", "done", { secondsAgo: 300 });
    await addEvent(t.database.db, file.id, "recorded", "done", { secondsAgo: 250, recordingReference: "2026-004512" });
    await notifyDueFiles(services());
    const mails = await queuedAbout(t.database.db, file.id, "email");
    const toBuyer = mails.filter((m) => m.to === buyerEmail);
    expect(toBuyer.map((m) => m.kind)).toEqual(["closing.completion"]);
    expect(toBuyer[0]!.text).not.toContain("/status/");
    expect(mails.map((m) => m.to)).toContain(agentEmail);
  });

  test("a link expired 90 days after the file completed: nothing to the buyer", async () => {
    const { file, buyerEmail } = await fileWithParties();
    await t.database.db.update(closingFiles).set({ completedAt: new Date(Date.now() - 100 * 86_400_000) }).where(eq(closingFiles.id, file.id));
    await issueStatusLink(t.database.db, services(), file.id);
    await addEvent(t.database.db, file.id, "recorded", "done", { secondsAgo: 300, recordingReference: "2026-004512" });
    await notifyDueFiles(services());
    const to = (await queuedAbout(t.database.db, file.id, "email")).map((m) => m.to);
    expect(to).not.toContain(buyerEmail);
    expect(to).toHaveLength(2);
  });

  test("closed and recorded in one batch with a live link: one e-mail to the buyer (the completion e-mail) saying both", async () => {
    const { file, buyerEmail } = await fileWithParties();
    await issueStatusLink(t.database.db, services(), file.id);
    await addEvent(t.database.db, file.id, "closed_disbursed", "done", { secondsAgo: 300 });
    await addEvent(t.database.db, file.id, "recorded", "done", { secondsAgo: 250, recordingReference: "2026-004512" });
    await notifyDueFiles(services());
    const mails = (await queuedAbout(t.database.db, file.id, "email")).filter((m) => m.to === buyerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("closing.completion");
    expect(mails[0]!.text).toContain("is complete: the documents are signed and the funds are paid out");
    expect(mails[0]!.text).toContain("Your deed: it is recorded with the county recorder");
  });
});

describe("instances", () => {
  test("two notifiers running at once send a batch once", async () => {
    const { file, agentEmail } = await fileWithParties({ sms: true });
    await addEvent(t.database.db, file.id, "abstract_ordered", "done", { secondsAgo: 300 });
    await addEvent(t.database.db, file.id, "abstract_continued", "done", { secondsAgo: 250 });
    await Promise.all([notifyDueFiles(services()), notifyDueFiles(services()), notifyDueFiles(services())]);
    const queued = await queuedAbout(t.database.db, file.id);
    expect(queued.filter((m) => m.to === agentEmail)).toHaveLength(1);
    expect(queued.filter((m) => m.channel === "sms")).toHaveLength(1);
    expect(queued).toHaveLength(3);
  });

  test("the started loop sends due changes by itself and stops cleanly", async () => {
    const { file } = await fileWithParties();
    await addEvent(t.database.db, file.id, "abstract_ordered", "done", { secondsAgo: 300 });
    const notifier = startClosingNotifier(services(), { intervalMs: 20 });
    try {
      await expect.poll(async () => (await queuedAbout(t.database.db, file.id, "email")).length, { timeout: 5000 }).toBe(2);
    } finally {
      await notifier.stop();
    }
  });
});
