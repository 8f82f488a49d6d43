/**
 * The buyer's money view of the wire instructions (issue 32): only a buyer, only with a code
 * entered in the last 10 minutes that went to their phone (else their e-mail); the active
 * instructions of the file's office with the file's reference, the office's number and the amount
 * due; an answer that says to call when there are none; each view a row staff list.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { closingFiles, closingParties, outbox, statusLinkSessions, wireInstructionViews } from "#db/schema/index.ts";
import { MONEY_VIEW_MESSAGES } from "#core/money/money-view.ts";
import { WIRE_VIEW_WORDS } from "#core/money/wire-notice.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";
import { insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { statusPath, verifiedSession } from "#tests/support/kits/status-session.ts";
import { api, callers, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let author: Callers;
let approver: Callers;
const ACCOUNT = "440077112233";

beforeAll(async () => {
  author = await callers(t);
  approver = await callers(t);
  const body = {
    bank_name: "Hills Bank and Trust Company",
    bank_address: "131 Main Street, Hills, IA 52235",
    routing_number: "073000228",
    account_number: ACCOUNT,
    account_name: "Heartland Closing Company, LLC Escrow Account",
    reference_format: "Heartland file {file_number}",
  };
  const proposed = await api(t, "POST", "/api/v1/admin/offices/johnston/wire-instructions", author.admin, body);
  await api(t, "POST", `/api/v1/admin/offices/johnston/wire-instructions/${proposed.json.pending.id}/approval`, approver.admin);
});

let n = 0;
async function fileWithLink(office: string | null = "Johnston") {
  n += 1;
  const file = await insertFile(t.database.db, {
    parties: [
      { role: "buyer", name: "Bea Buyer", email: `bea.wire.${n}@example.com`, phone: `(515) 555-${String(2000 + n)}` },
      { role: "buyer", name: "Eve Emailonly", email: `eve.wire.${n}@example.com` },
      { role: "seller", name: "Sam Seller", email: `sam.wire.${n}@example.com` },
    ],
  });
  await t.database.db.update(closingFiles).set({ office, fundsDueCents: 5_231_427 }).where(eq(closingFiles.id, file.id));
  const parties = await t.database.db.select().from(closingParties).where(eq(closingParties.fileId, file.id));
  const by = (name: string) => parties.find((p) => p.name === name)! as { id: string; email: string; phone: string | null };
  const link = await insertStatusLink(t.database.db, file.id);
  return { file, ...link, buyer: by("Bea Buyer"), eve: by("Eve Emailonly"), seller: by("Sam Seller") };
}

/** A session from a code texted to the party's phone, as the money view asks for. */
async function textedSession(token: string, party: { id: string; phone: string | null }) {
  const ip = freshIp();
  const sent = await call(t.app, "POST", statusPath(token, "/verification"), { body: { party_id: party.id, channel: "sms" }, headers: fromIp(ip) });
  if (sent.status !== 202) throw new Error(`could not text a code: ${sent.status} ${sent.text}`);
  const [sms] = await t.database.db.select().from(outbox).where(and(eq(outbox.channel, "sms"), eq(outbox.refId, party.id))).orderBy(desc(outbox.createdAt)).limit(1);
  const code = /\b(\d{6})\b/.exec(sms?.textBody ?? "")?.[1];
  const res = await call(t.app, "POST", statusPath(token, "/verification/check"), { body: { party_id: party.id, code }, headers: fromIp(ip) });
  if (res.status !== 200) throw new Error(`could not verify: ${res.status} ${res.text}`);
  return res.json.session_token as string;
}

const view = (token: string, session?: string, ua = "Mozilla/5.0 (iPhone)") =>
  call(t.app, "GET", statusPath(token, "/wire-instructions"), { headers: { ...fromIp("203.0.113.7"), "user-agent": ua, ...(session ? { authorization: `Bearer ${session}` } : {}) } });

describe("GET /status/{token}/wire-instructions", () => {
  test("a buyer with a fresh texted code: the instructions in full, the reference with the file number, the office's number, the amount due; private; the view recorded and listed for staff", async () => {
    const f = await fileWithLink();
    const session = await textedSession(f.token, f.buyer);
    const res = await view(f.token, session);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual({
      instructions: {
        bank_name: "Hills Bank and Trust Company",
        bank_address: "131 Main Street, Hills, IA 52235",
        routing_number: "073000228",
        account_number: ACCOUNT,
        account_name: "Heartland Closing Company, LLC Escrow Account",
        reference: `Heartland file ${f.file.fileNumber}`,
      },
      office: { city: "Johnston", phone: "(515) 555-0190", phone_href: "tel:+15155550190" },
      funds_due_cents: 5_231_427,
      warning: WIRE_VIEW_WORDS.warning,
      message: null,
    });
    const rows = await t.database.db.select().from(wireInstructionViews).where(eq(wireInstructionViews.fileId, f.file.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ partyId: f.buyer.id, partyName: "Bea Buyer", ip: "203.0.113.7", userAgent: "Mozilla/5.0 (iPhone)" });

    await view(f.token, session, "Second look");
    const listed = await api(t, "GET", `/api/v1/admin/closing-files/${f.file.id}/wire-instruction-views`, author.admin);
    expect(listed.status).toBe(200);
    expect(listed.json.truncated).toBe(false);
    expect(listed.json.data.map((v: { user_agent: string }) => v.user_agent)).toEqual(["Second look", "Mozilla/5.0 (iPhone)"]);
    expect(listed.json.data[0]).toMatchObject({ party_id: f.buyer.id, party_name: "Bea Buyer", ip: "203.0.113.7", instructions_id: expect.any(String) });
    expect(listed.text).not.toContain(ACCOUNT);
  });

  test("a buyer with a phone who verified by e-mail, or whose code is older than 10 minutes, must verify again by text (401 fresh_verification_required); nothing recorded", async () => {
    const f = await fileWithLink();
    const byEmail = await verifiedSession(t.app, f.token, f.buyer);
    const res = await view(f.token, byEmail);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "fresh_verification_required", message: MONEY_VIEW_MESSAGES.phoneCodeNeeded });
    const texted = await textedSession(f.token, f.buyer);
    await t.database.db.update(statusLinkSessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(statusLinkSessions.partyId, f.buyer.id));
    expect((await view(f.token, texted)).json.code).toBe("fresh_verification_required");
    expect(await t.database.db.select().from(wireInstructionViews).where(eq(wireInstructionViews.fileId, f.file.id))).toEqual([]);
  });

  test("a buyer without a phone verifies by e-mail; no session is 401 verification_required", async () => {
    const f = await fileWithLink();
    const res = await view(f.token, await verifiedSession(t.app, f.token, f.eve));
    expect(res.status).toBe(200);
    expect(res.json.instructions.account_number).toBe(ACCOUNT);
    const none = await view(f.token);
    expect([none.status, none.json.code]).toEqual([401, "verification_required"]);
  });

  test("a seller is refused: wire instructions are for buyers (403 buyers_only)", async () => {
    const f = await fileWithLink();
    const res = await view(f.token, await verifiedSession(t.app, f.token, f.seller));
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "buyers_only", message: WIRE_VIEW_WORDS.buyersOnly });
    expect(res.text).not.toContain(ACCOUNT);
  });

  test("no office on the file, or an office without active instructions: 200 saying to call, no instructions, nothing recorded", async () => {
    const none = await fileWithLink(null);
    const a = await view(none.token, await verifiedSession(t.app, none.token, none.eve));
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ instructions: null, message: WIRE_VIEW_WORDS.noOffice, office: { phone: "(319) 555-0142" }, funds_due_cents: 5_231_427 });
    const pella = await fileWithLink("Le Mars");
    const b = await view(pella.token, await verifiedSession(t.app, pella.token, pella.eve));
    expect(b.json).toMatchObject({ instructions: null, message: WIRE_VIEW_WORDS.noInstructions, office: { city: "Le Mars", phone: "(712) 555-0165" } });
    expect(await t.database.db.select().from(wireInstructionViews).where(eq(wireInstructionViews.fileId, pella.file.id))).toEqual([]);
  });

  test("staff list: an unknown file is 404; an aal1 administrator is refused", async () => {
    const missing = await api(t, "GET", "/api/v1/admin/closing-files/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f/wire-instruction-views", author.admin);
    expect(missing.status).toBe(404);
    const f = await fileWithLink();
    expect((await api(t, "GET", `/api/v1/admin/closing-files/${f.file.id}/wire-instruction-views`, author.adminAal1)).json.code).toBe("mfa_required");
  });

  test("staff set the amount due through the file's PATCH (cents, as the sale price); the buyer sees it; a bad amount is 400 on its field", async () => {
    const f = await fileWithLink(null);
    const patch = (body: unknown) => api(t, "PATCH", `/api/v1/admin/closing-files/${f.file.id}`, author.admin, body);
    expect((await patch({ funds_due_cents: 6_000_050 })).json.funds_due_cents).toBe(6_000_050);
    expect((await view(f.token, await verifiedSession(t.app, f.token, f.eve))).json.funds_due_cents).toBe(6_000_050);
    const bad = await patch({ funds_due_cents: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(["funds_due_cents"]);
    expect((await patch({ funds_due_cents: null })).json.funds_due_cents).toBeNull();
  });
});
