/**
 * The completion e-mail on a real database (issue 29): when a file's batch leaves it closed and
 * disbursed, each buyer and seller with an address gets one e-mail, with both parts, once per file.
 */
import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema/index.ts";
import { useAuthApp } from "../auth/tests/helpers.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";
import { addEvent, addParty, insertFile, issueStatusLink, queuedAbout } from "#tests/support/kits/notifier.ts";

const env = { PUBLIC_URL: "https://closing.example", CLOSING_NOTIFY_BATCH_SECONDS: "180" };
const t = useAuthApp(env);
const services = () => createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger, kickOutbox: () => {} });

async function closedFile() {
  const file = await insertFile(t.database.db);
  const tag = file.id.slice(0, 8);
  const people = {
    buyer: `buyer-${tag}@example.com`,
    coBuyer: `cobuyer-${tag}@example.com`,
    seller: `seller-${tag}@example.com`,
    agent: `agent-${tag}@example.com`,
    lender: `lender-${tag}@example.com`,
  };
  await addParty(t.database.db, file.id, "buyer", "Pat Buyer", people.buyer);
  await addParty(t.database.db, file.id, "buyer", "Chris Buyer", people.coBuyer);
  await addParty(t.database.db, file.id, "buyer", "No Address", null);
  await addParty(t.database.db, file.id, "seller", "Sam Seller", people.seller);
  await addParty(t.database.db, file.id, "listing_agent", "Dana Reyes", people.agent);
  await addParty(t.database.db, file.id, "lender", "Lee Lender", people.lender);
  return { file, people };
}

const completions = async (fileId: string) => (await queuedAbout(t.database.db, fileId, "email")).filter((m) => m.kind === "closing.completion");

describe("the completion e-mail", () => {
  test("closed and disbursed: one e-mail to each buyer and seller with an address, by first name, with the status link; none to the agent or lender", async () => {
    const { file, people } = await closedFile();
    const link = await issueStatusLink(t.database.db, services(), file.id);
    await addEvent(t.database.db, file.id, "closed_disbursed", "done", { secondsAgo: 300 });
    await notifyDueFiles(services());

    const mails = await completions(file.id);
    expect(mails.map((m) => m.to).sort()).toEqual([people.buyer, people.coBuyer, people.seller].sort());
    const toBuyer = mails.find((m) => m.to === people.buyer)!;
    expect(toBuyer.subject).toBe("Congratulations on your closing: 412 Elm St");
    expect(toBuyer.text).toMatch(/^Hi Pat,/);
    expect(toBuyer.text).toContain("homestead tax credit");
    expect(toBuyer.text).toContain(link.url);
    const toSeller = mails.find((m) => m.to === people.seller)!;
    expect(toSeller.text).toMatch(/^Hi Sam,/);
    expect(toSeller.text).not.toContain("homestead");
    // No "closed" notice on top of it for buyers and sellers; agents and lenders get their usual notice.
    const all = await queuedAbout(t.database.db, file.id, "email");
    expect(all.filter((m) => m.kind === "closing.consumer_notice")).toEqual([]);
    expect(all.filter((m) => m.kind === "closing.milestone_notice").map((m) => m.to).sort()).toEqual([people.agent, people.lender].sort());
    // Both parts, rendered by the layout.
    const [row] = await t.database.db.select({ html: outbox.htmlBody }).from(outbox).where(eq(outbox.toAddress, people.buyer));
    expect(row!.html).toContain("<!doctype html>");
    expect(row!.html).toContain("Hi Pat,");
  });

  test("sent once: a later pass, and the step reopened and done again, send nothing more", async () => {
    const { file } = await closedFile();
    await addEvent(t.database.db, file.id, "closed_disbursed", "done", { secondsAgo: 900 });
    await notifyDueFiles(services());
    await notifyDueFiles(services());
    expect(await completions(file.id)).toHaveLength(3);

    await addEvent(t.database.db, file.id, "closed_disbursed", "pending", { secondsAgo: 600 });
    await notifyDueFiles(services());
    await addEvent(t.database.db, file.id, "closed_disbursed", "done", { secondsAgo: 300 });
    await notifyDueFiles(services());
    expect(await completions(file.id)).toHaveLength(3);
  });

  test("marked closed by mistake and set back within the quiet window: nothing is announced", async () => {
    const { file } = await closedFile();
    await addEvent(t.database.db, file.id, "closed_disbursed", "done", { secondsAgo: 400 });
    await addEvent(t.database.db, file.id, "closed_disbursed", "pending", { secondsAgo: 300 });
    await notifyDueFiles(services());
    expect(await completions(file.id)).toEqual([]);
  });

  test("other steps done: no completion e-mail", async () => {
    const { file } = await closedFile();
    await addEvent(t.database.db, file.id, "settlement_approved", "done", { secondsAgo: 300 });
    await notifyDueFiles(services());
    expect(await completions(file.id)).toEqual([]);
  });
});
