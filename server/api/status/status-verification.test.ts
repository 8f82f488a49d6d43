/**
 * The verified status-link session (issue 30): whom a holder may verify as, the six-digit code
 * (wrong, reused, expired, replaced, brute force), the caps an attacker cannot reset (per party,
 * per link, per address), and the session itself (expired, another link's, a revoked link's,
 * none): PUT /reminders stands for every route that needs one.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { closingFiles, closingParties, outbox, statusLinkCodes, statusLinkSessions } from "#db/schema/index.ts";
import { VERIFICATION_REQUIRED_MESSAGE } from "#core/closing/status-verification.ts";
import { revokeStatusLink } from "#server/closing/status-links.queries.ts";
import { call, latestMail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, roomInWindow, useAuthApp } from "#server/auth/tests/helpers.ts";
import { daysAgo, insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { emailedCode, statusPath, verifiedSession } from "#tests/support/kits/status-session.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
let n = 0;

/** A file with a seller (e-mail and phone), a buyer (phone only), a buyer with no contact and an agent; its live link. */
async function fileWithLink(opts: { completedAt?: Date } = {}) {
  n += 1;
  const file = await insertFile(t.database.db, {
    completedAt: opts.completedAt ?? null,
    parties: [
      { role: "seller", name: "Sam Seller", email: `sam.seller.${n}@example.com`, phone: "(319) 555-0142" },
      { role: "buyer", name: "Bea Buyer", phone: "(515) 555-0190" },
      { role: "buyer", name: "Quiet Buyer" },
      { role: "listing_agent", name: "Dana Agent", email: `dana.${n}@prairiehomes.example`, phone: "(319) 555-0101" },
    ],
  });
  const parties = await t.database.db.select().from(closingParties).where(eq(closingParties.fileId, file.id));
  const byName = (name: string) => parties.find((p) => p.name === name)!;
  const link = await insertStatusLink(t.database.db, file.id);
  const seller = byName("Sam Seller");
  return { file, ...link, seller: { id: seller.id, email: seller.email! }, buyer: byName("Bea Buyer"), quiet: byName("Quiet Buyer"), agent: byName("Dana Agent") };
}

const post = (token: string, rest: string, body: unknown, ip = freshIp()) => call(t.app, "POST", statusPath(token, rest), { body, headers: fromIp(ip) });
const reminders = (token: string, session: string | undefined, reminders = false) =>
  call(t.app, "PUT", statusPath(token, "/reminders"), { body: { reminders }, headers: { ...fromIp(freshIp()), ...(session ? { authorization: `Bearer ${session}` } : {}) } });

describe("GET /status/{token}/verification", () => {
  test("offers the buyers and sellers with an e-mail or phone, names shown and contacts masked; never an agent or a party without a contact", async () => {
    const f = await fileWithLink();
    const res = await call(t.app, "GET", statusPath(f.token, "/verification"), { headers: fromIp(freshIp()) });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.json).toEqual({
      data: [
        { party_id: f.seller.id, name: "Sam Seller", role: "seller", email: "s•••@e•••.com", phone: "(•••) •••-0142" },
        { party_id: f.buyer.id, name: "Bea Buyer", role: "buyer", email: null, phone: "(•••) •••-0190" },
      ],
    });
    expect(res.text).not.toContain("555-0142");
    expect(res.text).not.toContain("sam.seller");
  });

  test("a revoked link is 404 and an expired one 410, as the status page answers", async () => {
    const f = await fileWithLink();
    const revoked = await insertStatusLink(t.database.db, f.file.id, { revoked: true });
    expect((await call(t.app, "GET", statusPath(revoked.token, "/verification"))).status).toBe(404);
    const old = await fileWithLink({ completedAt: daysAgo(100) });
    const expired = await call(t.app, "GET", statusPath(old.token, "/verification"));
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe("status_link_expired");
  });
});

describe("POST /status/{token}/verification", () => {
  test("e-mails a six-digit code to the address on the file, without the link or any amount; says where, masked", async () => {
    const f = await fileWithLink();
    const res = await post(f.token, "/verification", { party_id: f.seller.id, channel: "email" });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ sent_to: "s•••@e•••.com", channel: "email", expires_at: expect.any(String) });
    const minutes = (Date.parse(res.json.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const mail = await latestMail(t.app, f.seller.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).not.toContain(f.token);
    expect(mail.html).not.toContain(f.token);
    expect(mail.text).not.toMatch(/\$\s?\d/);
    // Only the code's keyed hash is kept.
    const [row] = await t.database.db.select().from(statusLinkCodes).where(eq(statusLinkCodes.partyId, f.seller.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(mail.code!);
  });

  test("texts the code to the phone on the file, in E.164", async () => {
    const f = await fileWithLink();
    const res = await post(f.token, "/verification", { party_id: f.buyer.id, channel: "sms" });
    expect(res.status).toBe(202);
    expect(res.json.sent_to).toBe("(•••) •••-0190");
    const [sms] = await t.database.db.select().from(outbox).where(and(eq(outbox.channel, "sms"), eq(outbox.toAddress, "+15155550190")));
    expect(sms!.textBody).toMatch(/your status page code is \d{6}\. It expires in 10 minutes/);
    expect(sms!.textBody).not.toContain(f.token);
  });

  test("a channel the party has no contact for, or a number we do not text, is refused on the field", async () => {
    const f = await fileWithLink();
    const noEmail = await post(f.token, "/verification", { party_id: f.buyer.id, channel: "email" });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.fields.channel).toMatch(/no e-mail address for you/);
    await t.database.db.update(closingParties).set({ phone: "+44 20 7946 0958" }).where(eq(closingParties.id, f.buyer.id));
    const foreign = await post(f.token, "/verification", { party_id: f.buyer.id, channel: "sms" });
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields.channel).toMatch(/We text only numbers in the United States and Canada/);
  });

  test("an agent, a party without a contact, or another file's party is not someone to verify as (404); a bad body is 400 naming the fields", async () => {
    const f = await fileWithLink();
    const other = await fileWithLink();
    for (const partyId of [f.agent.id, f.quiet.id, other.seller.id]) {
      const res = await post(f.token, "/verification", { party_id: partyId, channel: "email" });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("not_found");
    }
    const bad = await post(f.token, "/verification", { party_id: "me", channel: "pigeon" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(["channel", "party_id"]);
  });

  test("caps: 3 codes an hour for one person, whoever asks and from wherever", async () => {
    await roomInWindow(3600);
    const f = await fileWithLink();
    for (let i = 0; i < 3; i += 1) expect((await post(f.token, "/verification", { party_id: f.seller.id, channel: "email" })).status).toBe(202);
    const over = await post(f.token, "/verification", { party_id: f.seller.id, channel: "email" });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("too_many_codes");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another person on the same link is not held up by it.
    expect((await post(f.token, "/verification", { party_id: f.buyer.id, channel: "sms" })).status).toBe(202);
  });

  test("caps: 10 codes a day for one link, across its people", async () => {
    await roomInWindow(86_400);
    await roomInWindow(3600);
    const f = await fileWithLink();
    const more = await t.database.db
      .insert(closingParties)
      .values([1, 2].map((i) => ({ fileId: f.file.id, role: "buyer", name: `Extra Buyer ${i}`, email: `extra.${n}.${i}@example.com` })))
      .returning({ id: closingParties.id });
    const people = [f.seller.id, f.buyer.id, ...more.map((m) => m.id)];
    const channel = (id: string) => (id === f.buyer.id ? "sms" : "email");
    let sent = 0;
    for (const id of people) {
      for (let i = 0; i < 3 && sent < 10; i += 1, sent += 1) expect((await post(f.token, "/verification", { party_id: id, channel: channel(id) })).status).toBe(202);
    }
    const over = await post(f.token, "/verification", { party_id: more[1]!.id, channel: "email" });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("too_many_codes");
  });

  test("caps: 10 codes an hour from one address, across links", async () => {
    await roomInWindow(3600);
    const ip = freshIp();
    const files = await Promise.all([1, 2, 3, 4].map(() => fileWithLink()));
    let sent = 0;
    for (const f of files) {
      for (let i = 0; i < 3 && sent < 10; i += 1, sent += 1) expect((await post(f.token, "/verification", { party_id: f.seller.id, channel: "email" }, ip)).status).toBe(202);
    }
    const over = await post(files[3]!.token, "/verification", { party_id: files[3]!.buyer.id, channel: "sms" }, ip);
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("rate_limited");
  });
});

describe("POST /status/{token}/verification/check", () => {
  test("the right code opens a 30-minute session for this link and person; the code works once", async () => {
    const f = await fileWithLink();
    const code = await emailedCode(t.app, f.token, f.seller);
    const res = await post(f.token, "/verification/check", { party_id: f.seller.id, code });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual({
      session_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
      channel: expect.stringMatching(/^(email|sms)$/),
      money_view_until: expect.toBeOneOf([null, expect.any(String)]),
      party: { id: f.seller.id, name: "Sam Seller", role: "seller", reminders: true, message_notices: true },
    });
    const minutes = (Date.parse(res.json.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const [session] = await t.database.db.select().from(statusLinkSessions).where(eq(statusLinkSessions.partyId, f.seller.id));
    expect(session!.tokenHash).not.toBe(res.json.session_token);
    const again = await post(f.token, "/verification/check", { party_id: f.seller.id, code });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe("code_invalid");
  });

  test("a wrong code, an expired one, one replaced by a newer one, another person's, or one for another link is refused", async () => {
    const f = await fileWithLink();
    const first = await emailedCode(t.app, f.token, f.seller);
    const second = await emailedCode(t.app, f.token, f.seller);
    const wrong = String((Number(second) + 1) % 1_000_000).padStart(6, "0");
    for (const code of [wrong, ...(first === second ? [] : [first])]) {
      const res = await post(f.token, "/verification/check", { party_id: f.seller.id, code });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: "code_invalid", fields: { code: expect.stringMatching(/not right or has expired/) } });
    }
    // The buyer was sent nothing; the seller's code is not theirs.
    expect((await post(f.token, "/verification/check", { party_id: f.buyer.id, code: second })).json.code).toBe("code_invalid");
    // The same file's other link (reissued) does not take it either.
    const other = await fileWithLink();
    expect((await post(other.token, "/verification/check", { party_id: f.seller.id, code: second })).json.code).toBe("code_invalid");
    await t.database.db.update(statusLinkCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(statusLinkCodes.partyId, f.seller.id));
    const expired = await post(f.token, "/verification/check", { party_id: f.seller.id, code: second });
    expect(expired.status).toBe(400);
    expect(expired.json.code).toBe("code_invalid");
  });

  test("brute force: after 5 wrong codes for one person on one link, even the right one waits (429 too_many_attempts, Retry-After)", async () => {
    await roomInWindow(15 * 60, 60);
    const f = await fileWithLink();
    const code = await emailedCode(t.app, f.token, f.seller);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    // From five addresses: the cap is the person's on the link, not the caller's.
    for (let i = 0; i < 5; i += 1) expect((await post(f.token, "/verification/check", { party_id: f.seller.id, code: wrong(i) })).status).toBe(400);
    const blocked = await post(f.token, "/verification/check", { party_id: f.seller.id, code });
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe("too_many_attempts");
    const wait = Number(blocked.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // A new code does not reset the tries.
    const fresh = await emailedCode(t.app, f.token, f.seller);
    expect((await post(f.token, "/verification/check", { party_id: f.seller.id, code: fresh })).status).toBe(429);
    // The code itself is used up by its fifth wrong guess.
    const rows = await t.database.db.select().from(statusLinkCodes).where(eq(statusLinkCodes.partyId, f.seller.id));
    expect(rows.find((r) => r.attempts === 5)?.usedAt).not.toBeNull();
  });

  test("a bad body is 400 naming the fields", async () => {
    const f = await fileWithLink();
    const res = await post(f.token, "/verification/check", { party_id: "x", code: "12ab" });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ party_id: "Choose who you are", code: "Enter the six-digit code we sent" });
  });
});

describe("the verified session (PUT /status/{token}/reminders)", () => {
  test("with the session, the buyer or seller turns reminders off and on", async () => {
    const f = await fileWithLink();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const off = await reminders(f.token, session, false);
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ reminders: false });
    const [row] = await t.database.db.select().from(closingParties).where(eq(closingParties.id, f.seller.id));
    expect(row!.reminders).toBe(false);
    expect((await reminders(f.token, session, true)).json).toEqual({ reminders: true });
  });

  test("no session, a made-up one, or the link token itself as the bearer: 401 verification_required", async () => {
    const f = await fileWithLink();
    for (const bearer of [undefined, "x".repeat(43), f.token, "not a token"]) {
      const res = await reminders(f.token, bearer);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: "verification_required", message: VERIFICATION_REQUIRED_MESSAGE });
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  test("an expired session, or a session of another link, is 401 verification_required", async () => {
    const f = await fileWithLink();
    const other = await fileWithLink();
    const session = await verifiedSession(t.app, f.token, f.seller);
    expect((await reminders(other.token, session)).status).toBe(401);
    await t.database.db.update(statusLinkSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(statusLinkSessions.partyId, f.seller.id));
    const expired = await reminders(f.token, session);
    expect(expired.status).toBe(401);
    expect(expired.json.code).toBe("verification_required");
  });

  test("revoking (or reissuing) the link ends its sessions: the old link is 404 and the rows are gone", async () => {
    const f = await fileWithLink();
    const session = await verifiedSession(t.app, f.token, f.seller);
    expect(await revokeStatusLink(t.database.db, f.file.id)).toBe(true);
    expect((await reminders(f.token, session)).status).toBe(404);
    expect(await t.database.db.select().from(statusLinkSessions).where(eq(statusLinkSessions.partyId, f.seller.id))).toEqual([]);
  });

  test("a file completed more than 90 days ago ends its sessions too (410)", async () => {
    const f = await fileWithLink();
    const session = await verifiedSession(t.app, f.token, f.seller);
    await t.database.db.update(closingFiles).set({ completedAt: daysAgo(100) }).where(eq(closingFiles.id, f.file.id));
    expect((await reminders(f.token, session)).status).toBe(410);
  });

  test("a party no longer on the file is no longer verified", async () => {
    const f = await fileWithLink();
    const session = await verifiedSession(t.app, f.token, f.seller);
    await t.database.db.update(closingParties).set({ role: "listing_agent" }).where(eq(closingParties.id, f.seller.id));
    expect((await reminders(f.token, session)).status).toBe(401);
  });
});
