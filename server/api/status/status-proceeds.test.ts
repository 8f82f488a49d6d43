/**
 * A seller's proceeds account on the status page (issue 32): only in a money-view session (a code
 * entered within 10 minutes), only for a seller (a buyer: 403 proceeds_sellers_only); bad input
 * is 400 naming each field; the answer is masked and the numbers are stored only sealed; a change
 * of the numbers resets verification, is audited and alerts the seller by e-mail and text with no
 * digit of the account; the same numbers again change nothing.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { auditEvents, closingParties, disbursementAccounts, outbox, statusLinkSessions } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";
import { insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { statusPath, verifiedSession } from "#tests/support/kits/status-session.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
let n = 0;

const ACCOUNT = "9876543210123";
const GOOD = { account_holder_name: "Jo Smith", routing_number: "073000228", account_number: ACCOUNT, account_number_again: "9876-5432-10123", account_type: "checking" };

async function aFile(sellerPhone: string | null = null) {
  n += 1;
  const file = await insertFile(t.database.db, {
    parties: [
      { role: "seller", name: "Jo Smith", email: `jo.${n}@example.com`, phone: sellerPhone },
      { role: "buyer", name: "Bea Buyer", email: `bea.${n}@example.com` },
    ],
  });
  const parties = await t.database.db.select().from(closingParties).where(eq(closingParties.fileId, file.id));
  const party = (role: string) => parties.find((p) => p.role === role)!;
  const link = await insertStatusLink(t.database.db, file.id);
  return { file, ...link, seller: { id: party("seller").id, email: party("seller").email! }, buyer: { id: party("buyer").id, email: party("buyer").email! } };
}

const auth = (session?: string) => ({ ...fromIp(freshIp()), ...(session ? { authorization: `Bearer ${session}` } : {}) });
const put = (token: string, body: unknown, session?: string) => call(t.app, "PUT", statusPath(token, "/proceeds-account"), { body, headers: auth(session) });
const get = (token: string, session?: string) => call(t.app, "GET", statusPath(token, "/proceeds-account"), { headers: auth(session) });
const rowsOf = (fileId: string) => t.database.db.select().from(disbursementAccounts).where(eq(disbursementAccounts.fileId, fileId));

describe("who may", () => {
  test("no session: 401 verification_required; a session older than 10 minutes: 401 fresh_verification_required", async () => {
    const f = await aFile();
    expect((await put(f.token, GOOD)).json.code).toBe("verification_required");
    const session = await verifiedSession(t.app, f.token, f.seller);
    await t.database.db.update(statusLinkSessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(statusLinkSessions.partyId, f.seller.id));
    const stale = await put(f.token, GOOD, session);
    expect(stale.status).toBe(401);
    expect(stale.json.code).toBe("fresh_verification_required");
    expect((await get(f.token, session)).status).toBe(401);
    expect(await rowsOf(f.file.id)).toHaveLength(0);
  });

  test("a seller with a phone on the file needs the code by text", async () => {
    const f = await aFile("(515) 555-0142");
    const session = await verifiedSession(t.app, f.token, f.seller);
    expect((await put(f.token, GOOD, session)).json.code).toBe("fresh_verification_required");
  });

  test("a buyer: 403 proceeds_sellers_only", async () => {
    const f = await aFile();
    const session = await verifiedSession(t.app, f.token, f.buyer);
    const res = await put(f.token, GOOD, session);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("proceeds_sellers_only");
    expect((await get(f.token, session)).json.code).toBe("proceeds_sellers_only");
  });
});

describe("a fresh seller", () => {
  test("bad input: 400 naming each field, nothing stored", async () => {
    const f = await aFile();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const res = await put(f.token, { account_holder_name: "", routing_number: "123456789", account_number: "12ab", account_number_again: "", account_type: "money market" }, session);
    expect(res.status).toBe(400);
    // The second typing is compared once the fields themselves are valid (proceedsAccountSchema).
    expect(Object.keys(res.json.fields).sort()).toEqual(["account_holder_name", "account_number", "account_type", "routing_number"]);
    const mismatch = await put(f.token, { ...GOOD, account_number_again: "9876543210124" }, session);
    expect(mismatch.json.fields).toEqual({ account_number_again: "The two account numbers don't match. Enter it again" });
    expect(await rowsOf(f.file.id)).toHaveLength(0);
  });

  test("gives the account: masked back, sealed at rest, audited, no alert on the first submission", async () => {
    const f = await aFile();
    const session = await verifiedSession(t.app, f.token, f.seller);
    expect((await get(f.token, session)).json).toEqual({ account: null });
    const res = await put(f.token, GOOD, session);
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({ holder_name: "Jo Smith", masked_account: "•••• 0123", state: "unverified", account_type: "checking" });
    expect(res.text).not.toContain(ACCOUNT);
    expect((await get(f.token, session)).json).toEqual(res.json);
    const [row] = await rowsOf(f.file.id);
    expect(row).toMatchObject({ kind: "proceeds", partyId: f.seller.id, visibleDigits: "0123" });
    expect(Buffer.from(row!.sealed, "base64").toString("latin1")).not.toContain(ACCOUNT);
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, f.file.id), eq(auditEvents.action, "closing_file.disbursement_account_added")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.payload).toMatchObject({ by: `status link ${f.linkId}` });
    const alerts = await t.database.db.select().from(outbox).where(eq(outbox.kind, "closing.proceeds_account_changed"));
    expect(alerts.filter((m) => m.toAddress === f.seller.email)).toHaveLength(0);
  });

  test("a change of the numbers resets an approved account and alerts by e-mail and text, without the numbers", async () => {
    const f = await aFile("(515) 555-0142");
    const session = await verifiedSession(t.app, f.token, f.seller);
    // The session's code counts as sent by text (the test mailbox reads e-mail only).
    await t.database.db.update(statusLinkSessions).set({ channel: "sms" }).where(eq(statusLinkSessions.partyId, f.seller.id));
    await put(f.token, GOOD, session);
    await t.database.db.update(disbursementAccounts).set({ state: "approved" }).where(eq(disbursementAccounts.fileId, f.file.id));
    const same = await put(f.token, { ...GOOD, account_type: "savings" }, session);
    expect(same.json.account).toMatchObject({ state: "approved", account_type: "savings" });

    const NEW = "5550001112223";
    const changed = await put(f.token, { ...GOOD, account_number: NEW, account_number_again: NEW }, session);
    expect(changed.json.account).toMatchObject({ state: "unverified", masked_account: "•••• 2223" });
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.refId, f.file.id));
    const alerts = mail.filter((m) => m.kind.startsWith("closing.proceeds_account_changed"));
    expect(alerts.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(alerts.find((m) => m.channel === "sms")!.toAddress).toBe("+15155550142");
    for (const m of alerts) {
      expect(m.textBody).toContain("If this was not you, call us at");
      for (const secret of [ACCOUNT, NEW, "073000228", "2223"]) expect(`${m.subject} ${m.textBody} ${m.htmlBody}`).not.toContain(secret);
    }
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, f.file.id), eq(auditEvents.action, "closing_file.disbursement_account_changed")));
    expect(audit.at(-1)!.payload).toMatchObject({ details_changed: true, verification_reset_from: "approved" });
    expect(await rowsOf(f.file.id)).toHaveLength(1);
  });
});
