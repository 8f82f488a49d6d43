/**
 * Issue 32: "Instructions never appear in any e-mail, text, PDF, log line or API answer other than
 * that page's. A test scans every outbox row, the log and every PDF the product makes for the
 * account number." This is that test. It drives every money flow through the HTTP API with known
 * numbers (docs/money-contract.md): an office's wire instructions proposed and approved by two
 * administrators at aal2, a buyer reading them after a fresh code by text, a seller giving a
 * proceeds account, staff adding a payoff, a callback recorded and approved for each, the file
 * moved to closed and disbursed. Then it looks for the account numbers in every outbox row, every
 * log line (the app's own logger, at trace), every PDF the product makes, every row of every
 * table, and every API answer, and finds them only where they belong: the buyer's verified page
 * and the administrators' reveals. Those are asserted to hold them, so the scan is shown able to
 * find what it looks for (tests/money/leak-scan.ts).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { closingParties, closingStatusLinks, disbursementAccounts, officeWireInstructions, outbox, profiles } from "#db/schema/index.ts";
import { createApp } from "#server/app.ts";
import { loadConfig } from "#server/env.ts";
import { createLogger } from "#server/logger.ts";
import { testKeyring } from "#server/crypto/test-keyring.ts";
import { freshIp, fromIp, userWithVerifiedFactor } from "#server/auth/tests/helpers.ts";
import { call } from "#tests/support/auth-requests.ts";
import { memoryLog } from "#tests/support/memory-log.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db.ts";
import { insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { statusPath } from "#tests/support/kits/status-session.ts";
import { databaseHaystacks, logHaystacks, occurrences, outboxHaystacks, pdfHaystacks, productPdfs, tableRowText, type Haystack } from "./leak-scan.ts";

// The numbers the flows carry (each routing number passes the ABA checksum; the account numbers
// are long and odd enough to occur nowhere by chance).
const OFFICE = { routing: "073000228", account: "48150162342987315" };
const PROCEEDS = { routing: "071000013", account: "90817263544536271" };
const PAYOFF = { routing: "021000021", account: "55443322110099887" };
/** The seller's account after they change it (the change alert is where a number would most likely slip in). */
const CHANGED = { routing: "091000019", account: "31415926535897932" };
const ACCOUNTS = [OFFICE.account, PROCEEDS.account, PAYOFF.account, CHANGED.account];
const ROUTINGS = [OFFICE.routing, PROCEEDS.routing, PAYOFF.routing, CHANGED.routing];

const BUYER = { name: "Bea Buyer", email: "bea.buyer.scan@example.com", phone: "(515) 555-0191", e164: "+15155550191" };
const SELLER = { name: "Sam Seller", email: "sam.seller.scan@example.com", phone: "(319) 555-0143", e164: "+13195550143" };
const FILES = "/api/v1/admin/closing-files";

const log = memoryLog();
let database: TestDatabase;
let app: Hono;
/** Every API answer of the flows, but for the ones allowed to hold the numbers (kept apart). */
const answers: Haystack[] = [];
const allowed: Record<"verified page" | "office reveal" | "proceeds reveal" | "payoff reveal" | "changed reveal", string> = {
  "verified page": "",
  "office reveal": "",
  "proceeds reveal": "",
  "payoff reveal": "",
  "changed reveal": "",
};

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true", ADMIN_MFA: "optional", AUTH_RATE_LIMIT_MULTIPLIER: "20" });
  // The app's own logger (its redaction included) at its most talkative, into memory: what
  // production would write out, and more.
  app = createApp({ config, database, logger: createLogger({ LOG_LEVEL: "trace" }, log.stream), keyring: testKeyring() });
});
afterAll(async () => {
  await database?.close();
});

/** A request of the flow; its answer kept for the scan (or as an allowed one), its status checked. */
async function step(what: string, status: number, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}, allow?: keyof typeof allowed) {
  const res = await call(app, method, path, opts);
  if (allow) allowed[allow] = res.text;
  else answers.push({ where: `answer to ${what} (${method} ${path})`, text: res.text });
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
  return res;
}

async function admin(): Promise<{ token: string; id: string }> {
  const user = await userWithVerifiedFactor(app);
  await database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, user.session.user.id));
  return { token: user.aal2.access_token, id: user.session.user.id };
}

/** A verified status session made with a code texted to the party's phone: what the money view needs. */
async function textedSession(token: string, partyId: string, e164: string): Promise<string> {
  const ip = freshIp();
  await step("a code by text", 202, "POST", statusPath(token, "/verification"), { body: { party_id: partyId, channel: "sms" }, headers: fromIp(ip) });
  const [sms] = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, "sms"), eq(outbox.toAddress, e164)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(sms?.textBody ?? "")?.[1];
  if (!code) throw new Error(`no code texted to ${e164}`);
  const res = await step("the code checked", 200, "POST", statusPath(token, "/verification/check"), { body: { party_id: partyId, code }, headers: fromIp(ip) });
  return res.json.session_token as string;
}

const done = (milestone: string, extra: Record<string, unknown> = {}) => ({ milestone, state: "done", date: "2026-11-20", ...extra });

describe("account numbers appear only on the verified page and in the reveals", () => {
  test("every money flow, then every outbox row, log line, PDF, table row and API answer scanned", async () => {
    const author = await admin();
    const approver = await admin();

    // A file of the Cedar Falls office, with a buyer and a seller who have phones on the file.
    const file = (
      await step("open a file", 201, "POST", FILES, {
        token: author.token,
        body: {
          property_address: "412 Elm St, Cedar Falls, IA 50613",
          county: "Black Hawk",
          kind: "purchase",
          sale_price_cents: 25_000_000,
          loan_amount_cents: 20_000_000,
          closing_date: "2026-12-18",
          office: "Cedar Falls",
          parties: [
            { role: "buyer", name: BUYER.name, email: BUYER.email, phone: BUYER.phone },
            { role: "seller", name: SELLER.name, email: SELLER.email, phone: SELLER.phone },
          ],
        },
      })
    ).json as { id: string; property_address: string };
    const parties = await database.db.select().from(closingParties).where(eq(closingParties.fileId, file.id));
    const buyer = parties.find((p) => p.role === "buyer")!;
    const seller = parties.find((p) => p.role === "seller")!;
    // The file's link is sent to the parties as a token only its hash is kept of: the test makes
    // the file a new one it knows (the old one revoked, as staff do when they send a new link).
    await database.db.update(closingStatusLinks).set({ revokedAt: new Date() }).where(and(eq(closingStatusLinks.fileId, file.id), isNull(closingStatusLinks.revokedAt)));
    const { token } = await insertStatusLink(database.db, file.id);

    // The office's instructions: proposed by one administrator, compared and approved by another
    // (the buyers of its open files are told, by e-mail and text, that they changed).
    const wire = "/api/v1/admin/offices/cedar-falls/wire-instructions";
    const proposed = await step("propose office instructions", 201, "POST", wire, {
      token: author.token,
      body: {
        bank_name: "Hills Bank and Trust Company",
        bank_address: "131 Main Street, Hills, IA 52235",
        routing_number: OFFICE.routing,
        account_number: OFFICE.account,
        account_name: "Heartland Closing Company, LLC Escrow Account",
        reference_format: "File {file_number}",
      },
    });
    const versionId = proposed.json.pending.id as string;
    await step("reveal office instructions", 200, "POST", `${wire}/${versionId}/reveal`, { token: approver.token }, "office reveal");
    await step("approve office instructions", 200, "POST", `${wire}/${versionId}/approval`, { token: approver.token });
    await step("staff read the office instructions", 200, "GET", wire, { token: author.token });

    // The buyer reads them on the status page after a fresh code by text.
    const buyerSession = await textedSession(token, buyer.id, BUYER.e164);
    await step("the status page", 200, "GET", statusPath(token), { headers: { authorization: `Bearer ${buyerSession}`, ...fromIp(freshIp()) } });
    await step("the verified page", 200, "GET", statusPath(token, "/wire-instructions"), { headers: { authorization: `Bearer ${buyerSession}`, ...fromIp(freshIp()) } }, "verified page");

    // The seller gives the account for their proceeds, also after a fresh code by text.
    const sellerSession = await textedSession(token, seller.id, SELLER.e164);
    const proceeds = {
      account_holder_name: SELLER.name,
      routing_number: PROCEEDS.routing,
      account_number: PROCEEDS.account,
      account_number_again: PROCEEDS.account,
      account_type: "checking",
    };
    const sellerHeaders = { authorization: `Bearer ${sellerSession}`, ...fromIp(freshIp()) };
    // A mistyped second copy first (a 400 naming the field must not echo the number either), then the right one.
    await step("proceeds mistyped", 400, "PUT", statusPath(token, "/proceeds-account"), { headers: sellerHeaders, body: { ...proceeds, account_number_again: `${PROCEEDS.account.slice(0, -1)}0` } });
    await step("proceeds given", 200, "PUT", statusPath(token, "/proceeds-account"), { headers: sellerHeaders, body: proceeds });
    await step("proceeds read back", 200, "GET", statusPath(token, "/proceeds-account"), { headers: sellerHeaders });

    // Staff add the payoff from the lender's statement.
    const accounts = `${FILES}/${file.id}/disbursement-accounts`;
    await step("add a payoff", 201, "POST", accounts, {
      token: author.token,
      body: { lender_name: "First Iowa Bank", routing_number: PAYOFF.routing, account_number: PAYOFF.account, loan_reference: "LN-2026-0042", statement_phone: "(800) 555-0123" },
    });
    const listed = (await step("list the accounts", 200, "GET", accounts, { token: author.token })).json.data as { id: string; kind: string }[];
    const proceedsId = listed.find((a) => a.kind === "proceeds")!.id;
    const payoffId = listed.find((a) => a.kind === "payoff")!.id;

    // The timeline up to the disbursement, which is refused until both accounts are verified.
    const move = (body: Record<string, unknown>, status = 200) => step(`move ${String(body.milestone)}`, status, "POST", `${FILES}/${file.id}/milestones`, { token: author.token, body });
    for (const m of ["abstract_ordered", "abstract_continued"]) await move(done(m));
    await move(done("title_opinion", { objections: 2 }));
    for (const m of ["commitment", "objections_cleared", "closing_scheduled", "settlement_approved"]) await move(done(m));
    expect((await move(done("closed_disbursed"), 409)).json.code).toBe("disbursement_accounts_unverified");

    // A callback recorded by one administrator and approved by the other, for each account.
    const calledAt = new Date().toISOString();
    await step("callback for the proceeds", 200, "POST", `${accounts}/${proceedsId}/callback`, {
      token: author.token,
      body: { number_called: SELLER.phone, number_source: "file_before_details", confirmed_by: SELLER.name, called_at: calledAt },
    });
    await step("callback for the payoff", 200, "POST", `${accounts}/${payoffId}/callback`, {
      token: author.token,
      body: { number_called: "(800) 555-0199", number_source: "lender_published_number", confirmed_by: "Pat at First Iowa Bank payoffs", called_at: calledAt },
    });
    await step("reveal the proceeds", 200, "POST", `${accounts}/${proceedsId}/reveal`, { token: approver.token }, "proceeds reveal");
    await step("reveal the payoff", 200, "POST", `${accounts}/${payoffId}/reveal`, { token: approver.token }, "payoff reveal");
    await step("approve the proceeds", 200, "POST", `${accounts}/${proceedsId}/approval`, { token: approver.token });
    await step("approve the payoff", 200, "POST", `${accounts}/${payoffId}/approval`, { token: approver.token });

    // The seller changes the verified account: it is verified again, and the seller is alerted by
    // e-mail and text ("if this was not you, call us") without the numbers.
    const changed = { ...proceeds, routing_number: CHANGED.routing, account_number: CHANGED.account, account_number_again: CHANGED.account };
    await step("proceeds changed", 200, "PUT", statusPath(token, "/proceeds-account"), { headers: sellerHeaders, body: changed });
    const recalled = new Date().toISOString();
    await step("callback again", 200, "POST", `${accounts}/${proceedsId}/callback`, {
      token: author.token,
      body: { number_called: SELLER.phone, number_source: "file_before_details", confirmed_by: SELLER.name, called_at: recalled },
    });
    await step("reveal the changed proceeds", 200, "POST", `${accounts}/${proceedsId}/reveal`, { token: approver.token }, "changed reveal");
    await step("approve again", 200, "POST", `${accounts}/${proceedsId}/approval`, { token: approver.token });
    await move(done("closed_disbursed"));
    await step("the file", 200, "GET", `${FILES}/${file.id}`, { token: author.token });
    await step("the views of the instructions", 200, "GET", `${FILES}/${file.id}/wire-instruction-views`, { token: author.token });

    // Where the numbers belong, they are (so the scan can find them).
    expect(allowed["verified page"]).toContain(OFFICE.account);
    expect(allowed["verified page"]).toContain(OFFICE.routing);
    expect(allowed["office reveal"]).toContain(OFFICE.account);
    expect(allowed["proceeds reveal"]).toContain(PROCEEDS.account);
    expect(allowed["payoff reveal"]).toContain(PAYOFF.account);
    expect(allowed["changed reveal"]).toContain(CHANGED.account);
    expect(occurrences([{ where: "the verified page", text: allowed["verified page"] }], ACCOUNTS)).toEqual([{ where: "the verified page", needle: OFFICE.account }]);

    // Everywhere else, nowhere.
    const outboxRows = await outboxHaystacks(database.db);
    const logLines = logHaystacks(log.text().split("\n"));
    const tables = await databaseHaystacks(database.db);
    const pdfs = (await productPdfs(app, file.property_address)).flatMap((p) => pdfHaystacks(p.where, p.pdf));
    expect(occurrences([...outboxRows, ...logLines, ...pdfs], [...ACCOUNTS, ...ROUTINGS])).toEqual([]);
    expect(occurrences([...tables, ...answers], ACCOUNTS)).toEqual([]);

    // Bank details at rest: every sealed value is the encrypted format (its "HCED" header), not
    // the numbers merely encoded.
    const sealed = [
      ...(await database.db.select({ sealed: officeWireInstructions.sealed }).from(officeWireInstructions)),
      ...(await database.db.select({ sealed: disbursementAccounts.sealed }).from(disbursementAccounts)),
    ];
    expect(sealed.length).toBeGreaterThanOrEqual(3);
    for (const row of sealed) expect(Buffer.from(row.sealed, "base64").subarray(0, 4).toString("latin1")).toBe("HCED");

    // The haystacks are what they claim: the outbox holds the flow's messages (the texted codes,
    // the buyers told of the change), the log its requests, the tables the money rows.
    expect(outboxRows.filter((r) => r.text.includes(BUYER.e164)).length).toBeGreaterThanOrEqual(2);
    expect(outboxRows.some((r) => r.text.includes(BUYER.email))).toBe(true);
    // The seller's change alert went out by e-mail and text (so its words were scanned).
    expect(outboxRows.some((r) => r.text.includes(SELLER.email))).toBe(true);
    expect(outboxRows.filter((r) => r.text.includes(SELLER.e164)).length).toBeGreaterThanOrEqual(2);
    expect(logLines.length).toBeGreaterThan(20);
    expect(occurrences(tables, ["Hills Bank and Trust Company", "First Iowa Bank"]).map((f) => f.where.split(" row")[0])).toEqual(
      expect.arrayContaining(["table office_wire_instructions", "table disbursement_accounts"]),
    );
  }, 120_000);

  test("the table scan reads numbers kept in binary or merely base64-encoded", () => {
    const control = "70605040302010987";
    const json = Buffer.from(JSON.stringify({ account_number: control }));
    expect(occurrences([{ where: "base64", text: tableRowText(`(1,${json.toString("base64")})`) }], [control])).toHaveLength(1);
    expect(occurrences([{ where: "bytea", text: tableRowText(`(1,"\\\\x${json.toString("hex")}")`) }], [control])).toHaveLength(1);
  });

  test("the PDF scan reads what the PDFs say: a number typed where a visitor's words are printed is found in both calculator sheets", async () => {
    const control = "70605040302010987";
    const pdfs = await productPdfs(app, `Account ${control}`);
    expect(pdfs.length).toBeGreaterThanOrEqual(8);
    const found = occurrences(
      pdfs.flatMap((p) => pdfHaystacks(p.where, p.pdf)).filter((h) => h.where.endsWith("(text)")),
      [control],
    ).map((f) => f.where);
    expect(found).toEqual(["/api/v1/calculators/seller-net.pdf (text)", "/api/v1/calculators/cash-only.pdf (text)"]);
    // And every PDF's text is read, not an empty string.
    for (const p of pdfs) expect(pdfHaystacks(p.where, p.pdf)[0]!.text.length, p.where).toBeGreaterThan(200);
  });
});
