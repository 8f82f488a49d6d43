/**
 * Message notices as people meet them (issue 31): messages posted through the real routes (the
 * buyer through the verified status link, the listing agent on the portal, staff on the admin
 * file), the notifier's batch, and every notice read in the development mailbox: who wrote on
 * which file, the link, and not a word of what was written.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { outbox } from "#db/schema/index.ts";
import { SITE } from "#core/site/settings.ts";
import { MESSAGE_NOTICE_WORDS } from "#core/closing/message-mail.ts";
import { call } from "#tests/support/auth-requests.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { admin, person, useDocumentsApp } from "#tests/support/kits/documents.ts";
import { fileWithConversation, routesOf, statusRoutesOf, type People } from "#tests/support/kits/messages.ts";
import { loadConfig } from "../env.ts";
import { createServices } from "../services.ts";
import { notifyDueFiles } from "./notifier.ts";

const STAFF = "closers@heartland.example";
const env = { PUBLIC_URL: "https://closing.example", STAFF_EMAIL: STAFF, CLOSING_NOTIFY_BATCH_SECONDS: "0" };
const t = useDocumentsApp(env);
const p = {} as People;
beforeAll(async () => {
  [p.lister, p.buyersAgent, p.lender, p.stranger] = [await person(t.app), await person(t.app), await person(t.app, "lender"), await person(t.app)];
  [p.staff, p.otherStaff] = [await admin(t), await admin(t)];
});

type Mail = { subject: string; text: string; html: string; kind: string; channel: string };
const mailbox = async (to: string): Promise<Mail[]> =>
  ((await call(t.app, "GET", `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`)).json.messages as Mail[]).filter((m) => m.kind.startsWith("closing.message"));

test("the buyer, the agent and staff write: each other person on the file reads who wrote and where, never what", async () => {
  const f = await fileWithConversation(t, p);
  const said = {
    buyer: "Our lockbox code is 7731, please leave the keys inside",
    agentPros: "Between us agents: the seller may take 5,000 less",
    note: "Internal: the payoff letter shows a second lien",
    staffAll: "Closing moved to Friday at 10 at our Cedar Falls office",
  };
  const post = async (routes: ReturnType<typeof statusRoutesOf>, body: string, visibility?: string) => {
    const res = await routes.post(f.fileId, { body, ...(visibility ? { visibility } : {}) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  };
  await post(statusRoutesOf(t.app, f.token, f.buyerSession), said.buyer);
  await post(routesOf(t.app, p.lister, false), said.agentPros, "professionals");
  await post(routesOf(t.app, p.staff, true), said.note, "staff");
  await post(routesOf(t.app, p.staff, true), said.staffAll, "everyone");

  const services = createServices({ db: t.database.db, config: loadConfig({ NODE_ENV: "test", ...env }), logger: silentLogger });
  expect(await notifyDueFiles(services)).toBe(1);

  const toStaff = await mailbox(STAFF);
  const toLister = await mailbox(p.lister.email.toLowerCase());
  const toLender = await mailbox(p.lender.email.toLowerCase());
  const toBuyer = await mailbox(f.buyer.email);
  const toSeller = await mailbox(f.seller.email);
  for (const box of [toStaff, toLister, toLender, toBuyer, toSeller]) expect(box).toHaveLength(1);

  // Staff: the buyer's and the agent's messages, on the staff page of the file.
  expect(toStaff[0]!.subject).toMatch(/: 2 new messages$/);
  expect(toStaff[0]!.text).toContain(`https://closing.example/admin/closing-files/${f.fileId}`);
  // The agent: the buyer's and staff's "everyone" message, not their own, not the note.
  expect(toLister[0]!.subject).toMatch(/: 2 new messages$/);
  expect(toLister[0]!.text).toContain(`https://closing.example/transactions/${f.fileId}`);
  // The lender: the buyer's, the agent's and staff's "everyone" message.
  expect(toLender[0]!.subject).toMatch(/: 3 new messages$/);
  // The buyer: staff's "everyone" message; the seller: the buyer's and staff's.
  expect(toBuyer[0]!.subject).toBe("A new message about your closing: 412 Elm St");
  expect(toSeller[0]!.subject).toBe("2 new messages about your closing: 412 Elm St");
  expect(toSeller[0]!.text).toContain("https://closing.example/status/");

  for (const mail of [toStaff, toLister, toLender, toBuyer, toSeller].flat()) {
    expect(mail.text).toContain(MESSAGE_NOTICE_WORDS.neverDetails);
    for (const words of Object.values(said)) {
      expect(mail.subject).not.toContain(words);
      expect(mail.text).not.toContain(words);
      expect(mail.html).not.toContain(words);
    }
  }
  // A reply goes to the office (the dev mailbox does not show headers; the outbox row carries it).
  const rows = await t.database.db.select({ metadata: outbox.metadata, kind: outbox.kind }).from(outbox).where(eq(outbox.refId, f.fileId));
  for (const row of rows.filter((r) => r.kind.startsWith("closing.message"))) expect(row.metadata).toEqual({ replyTo: SITE.email });

  // Told once.
  expect(await notifyDueFiles(services)).toBe(0);
});
