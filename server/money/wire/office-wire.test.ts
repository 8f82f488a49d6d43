/**
 * Office wire instructions for staff (issue 32): who may read, propose, open in full and approve
 * (aal2 administrators only; the author never approves their own), the versions' states
 * (supersede), what is stored (sealed, never the account number in the clear), and the notice to
 * the buyers of every open file of the office when a version becomes active (never a detail).
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { auditEvents, closingFiles, officeWireInstructions, outbox } from "#db/schema/index.ts";
import { CALLBACK_REFUSALS } from "#core/money/callback-rules.ts";
import { BANK_ACCOUNT_MESSAGES } from "#core/money/bank-account.ts";
import { WIRE_NOTICE_KINDS } from "#core/money/wire-notice.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { call } from "#tests/support/auth-requests.ts";
import { api, callers, type Callers } from "#tests/support/kits/admin-closing.ts";
import { insertFile } from "#tests/support/kits/closing-party.ts";
import { openWire } from "./wire-seal.ts";
import { testKeyring } from "#server/crypto/test-keyring.ts";
import { silentLogger } from "#tests/support/test-app.ts";
import { BANK_DETAILS_UNREADABLE_MESSAGE } from "../bank-details-unreadable.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let author: Callers;
let approver: Callers;
let user: string;

beforeAll(async () => {
  author = await callers(t);
  approver = await callers(t);
  user = author.user;
});

const BASE = "/api/v1/admin/offices";
/** Instructions whose account number is unique per call, so scans find only this test's. */
let n = 0;
function instructions(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    bank_name: "Hills Bank and Trust Company",
    bank_address: "131 Main Street, Hills, IA 52235",
    routing_number: "073000228",
    account_number: `4400 ${String(1000 + n)} ${String(5000 + n)}`,
    account_name: "Heartland Closing Company, LLC Escrow Account",
    reference_format: "File {file_number}",
    ...over,
  };
}
const digits = (s: string) => s.replace(/\D/g, "");

describe("who may", () => {
  test("anonymous 401; a user 403 forbidden; an administrator at aal1 403 mfa_required, as every admin route answers", async () => {
    const version = "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f";
    const calls: [string, string, unknown?][] = [
      ["GET", `${BASE}/pella/wire-instructions`],
      ["POST", `${BASE}/pella/wire-instructions`, instructions()],
      ["POST", `${BASE}/pella/wire-instructions/${version}/reveal`],
      ["POST", `${BASE}/pella/wire-instructions/${version}/approval`],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(t, method, path, undefined, body)).status).toBe(401);
      const asUser = await api(t, method, path, user, body);
      expect([asUser.status, asUser.json.code]).toEqual([403, "forbidden"]);
      const aal1 = await api(t, method, path, author.adminAal1, body);
      expect([aal1.status, aal1.json.code]).toEqual([403, "mfa_required"]);
    }
  });

  test("with ADMIN_MFA=optional an administrator at aal1 still gets no bank details (403 second_factor_required)", async () => {
    const app = t.appWith({ ADMIN_MFA: "optional" });
    expect((await call(app, "GET", `${BASE}/pella/wire-instructions`, { token: author.adminAal1 })).status).toBe(200);
    const res = await call(app, "POST", `${BASE}/pella/wire-instructions`, { token: author.adminAal1, body: instructions() });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "second_factor_required", message: CALLBACK_REFUSALS.second_factor_required });
  });

  test("an office is named by its city lower-cased with dashes; anything else is 404", async () => {
    expect((await api(t, "GET", `${BASE}/cedar-falls/wire-instructions`, author.admin)).json).toMatchObject({ office: "Cedar Falls", slug: "cedar-falls", phone: "(319) 555-0142" });
    for (const slug of ["Cedar%20Falls", "cedar_falls", "ames", "x".repeat(41)]) {
      const res = await api(t, "GET", `${BASE}/${slug}/wire-instructions`, author.admin);
      expect([res.status, res.json.code]).toEqual([404, "not_found"]);
    }
    expect((await api(t, "POST", `${BASE}/ames/wire-instructions`, author.admin, instructions())).status).toBe(404);
  });
});

describe("proposing", () => {
  test("bad input: 400 naming each field with the form's words; nothing stored", async () => {
    const res = await api(t, "POST", `${BASE}/johnston/wire-instructions`, author.admin, {
      bank_name: "",
      bank_address: "x",
      routing_number: "123456789",
      account_number: "12",
      account_name: "Escrow",
      reference_format: "File number",
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      bank_name: BANK_ACCOUNT_MESSAGES.bankNameRequired,
      routing_number: BANK_ACCOUNT_MESSAGES.routingInvalid,
      account_number: BANK_ACCOUNT_MESSAGES.accountTooShort,
      reference_format: BANK_ACCOUNT_MESSAGES.referenceFormatNoFileNumber,
    });
    expect(await t.database.db.select().from(officeWireInstructions).where(eq(officeWireInstructions.office, "Johnston"))).toEqual([]);
  });

  test("a pending version, the account masked in every answer and sealed at rest; a second proposal supersedes it", async () => {
    const first = instructions();
    const res = await api(t, "POST", `${BASE}/le-mars/wire-instructions`, author.admin, first);
    expect(res.status).toBe(201);
    const last4 = digits(first.account_number).slice(-4);
    expect(res.json).toMatchObject({
      office: "Le Mars",
      active: null,
      pending: {
        state: "pending_approval",
        bank_name: first.bank_name,
        routing_number: "073000228",
        account_masked: `•••• ${last4}`,
        account_name: first.account_name,
        reference_format: "File {file_number}",
        authored_by: author.adminId,
        authored_by_name: author.adminEmail,
        approved_at: null,
      },
    });
    expect(res.text).not.toContain(digits(first.account_number));
    const [row] = await t.database.db.select().from(officeWireInstructions).where(eq(officeWireInstructions.id, res.json.pending.id));
    expect(JSON.stringify(row)).not.toContain(digits(first.account_number));
    expect(row!.dataKey).toMatch(/^hcdk1\./);
    expect((await openWire({ db: t.database.db, keyring: testKeyring(), logger: silentLogger }, row!)).account_number).toBe(digits(first.account_number));
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, "office_wire.proposed"), eq(auditEvents.targetId, row!.id)));
    expect(audit).toMatchObject({ actorId: author.adminId, payload: { office: "Le Mars", account: `•••• ${last4}` } });

    const second = await api(t, "POST", `${BASE}/le-mars/wire-instructions`, approver.admin, instructions());
    expect(second.json.pending.id).not.toBe(row!.id);
    const [before] = await t.database.db.select().from(officeWireInstructions).where(eq(officeWireInstructions.id, row!.id));
    expect(before!.state).toBe("superseded");
  });
});

describe("approving (dual control)", () => {
  test("the author is refused; a second administrator opens it in full (audited), approves it, and the earlier active version is superseded", async () => {
    const proposed = await api(t, "POST", `${BASE}/pella/wire-instructions`, author.admin, instructions());
    const id = proposed.json.pending.id as string;
    const own = await api(t, "POST", `${BASE}/pella/wire-instructions/${id}/approval`, author.admin);
    expect(own.status).toBe(403);
    expect(own.json).toMatchObject({ code: "approver_is_author", message: CALLBACK_REFUSALS.approver_is_author });

    const revealed = await api(t, "POST", `${BASE}/pella/wire-instructions/${id}/reveal`, approver.admin);
    expect(revealed.status).toBe(200);
    expect(revealed.json.account_number).toMatch(/^4400\d+$/);
    const [reveal] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, "office_wire.revealed"), eq(auditEvents.targetId, id)));
    expect(reveal!.actorId).toBe(approver.adminId);

    const ok = await api(t, "POST", `${BASE}/pella/wire-instructions/${id}/approval`, approver.admin);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ pending: null, active: { id, state: "approved", authored_by: author.adminId, approved_by_name: approver.adminEmail } });
    const again = await api(t, "POST", `${BASE}/pella/wire-instructions/${id}/approval`, approver.admin);
    expect([again.status, again.json.code]).toEqual([409, "instructions_not_pending"]);

    // The next version, once approved (the roles swapped), supersedes this one.
    const next = await api(t, "POST", `${BASE}/pella/wire-instructions`, approver.admin, instructions());
    expect(next.json).toMatchObject({ active: { id }, pending: { state: "pending_approval" } });
    expect((await api(t, "POST", `${BASE}/pella/wire-instructions/${next.json.pending.id}/approval`, author.admin)).json.active.id).toBe(next.json.pending.id);
    const states = await t.database.db.select({ id: officeWireInstructions.id, state: officeWireInstructions.state }).from(officeWireInstructions).where(inArray(officeWireInstructions.id, [id, next.json.pending.id]));
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({ [id]: "superseded", [next.json.pending.id]: "approved" });
  });

  test("another office's version, or no such version, is 404", async () => {
    const proposed = await api(t, "POST", `${BASE}/cedar-rapids/wire-instructions`, author.admin, instructions());
    const id = proposed.json.pending.id as string;
    for (const path of [`${BASE}/pella/wire-instructions/${id}/approval`, `${BASE}/cedar-rapids/wire-instructions/not-an-id/approval`, `${BASE}/pella/wire-instructions/${id}/reveal`]) {
      const res = await api(t, "POST", path, approver.admin);
      expect([res.status, res.json.code]).toEqual([404, "not_found"]);
    }
  });
});

describe("buyers told when a version becomes active", () => {
  test("every buyer of every open file of the office, by e-mail and text; not sellers, completed files or other offices; never a number", async () => {
    const office = "Cedar Falls";
    const mk = async (over: { completedAt?: Date; office?: string } = {}) => {
      n += 1;
      const file = await insertFile(t.database.db, {
        completedAt: over.completedAt ?? null,
        parties: [
          { role: "buyer", name: "Bea Buyer", email: `bea.${n}@example.com`, phone: `(515) 555-${String(1000 + n).slice(-4)}` },
          { role: "seller", name: "Sam Seller", email: `sam.${n}@example.com`, phone: "(319) 555-0101" },
        ],
      });
      await t.database.db.update(closingFiles).set({ office: over.office ?? office }).where(eq(closingFiles.id, file.id));
      return file;
    };
    const open = await mk();
    const done = await mk({ completedAt: new Date() });
    const elsewhere = await mk({ office: "Pella" });

    const body = instructions();
    const proposed = await api(t, "POST", `${BASE}/cedar-falls/wire-instructions`, author.admin, body);
    // Proposing tells nobody: only an approved version is one a buyer could be sent.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.refId, open.id))).toEqual([]);
    await api(t, "POST", `${BASE}/cedar-falls/wire-instructions/${proposed.json.pending.id}/approval`, approver.admin);

    const rows = await t.database.db.select().from(outbox).where(inArray(outbox.refId, [open.id, done.id, elsewhere.id]));
    expect(rows.map((r) => [r.refId, r.channel, r.kind]).sort()).toEqual(
      [
        [open.id, "email", WIRE_NOTICE_KINDS.email],
        [open.id, "sms", WIRE_NOTICE_KINDS.sms],
      ].sort(),
    );
    const email = rows.find((r) => r.channel === "email")!;
    expect(email.toAddress).toMatch(/^bea\./);
    expect(email.textBody).toContain("(319) 555-0142");
    for (const r of rows) {
      for (const text of [r.textBody, r.htmlBody ?? "", r.subject ?? ""]) {
        expect(text).not.toContain(digits(body.account_number));
        expect(text).not.toContain(digits(body.account_number).slice(-4));
        expect(text).not.toContain("073000228");
        expect(text).not.toContain(body.bank_name);
      }
    }
    const [audit] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, "office_wire.approved"), eq(auditEvents.targetId, proposed.json.pending.id)));
    expect(audit!.payload).toMatchObject({ buyers_told: { emails: expect.any(Number), texts: expect.any(Number) } });
  });
});

describe("at once", () => {
  test("two proposals for one office at the same time: both answered, one pending left", async () => {
    const [a, b] = await Promise.all([
      api(t, "POST", `${BASE}/johnston/wire-instructions`, author.admin, instructions()),
      api(t, "POST", `${BASE}/johnston/wire-instructions`, approver.admin, instructions()),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const pending = await t.database.db
      .select()
      .from(officeWireInstructions)
      .where(and(eq(officeWireInstructions.office, "Johnston"), eq(officeWireInstructions.state, "pending_approval")));
    expect(pending).toHaveLength(1);
  });
});

describe("tampered at rest", () => {
  test("a version whose sealed bytes were altered is refused (409 bank_details_unreadable) with an audit row, never shown", async () => {
    const proposed = await api(t, "POST", `${BASE}/cedar-rapids/wire-instructions`, author.admin, instructions());
    expect(proposed.status).toBe(201);
    const id = proposed.json.pending.id as string;
    const [row] = await t.database.db.select().from(officeWireInstructions).where(eq(officeWireInstructions.id, id));
    const bytes = Buffer.from(row!.sealed, "base64");
    bytes[bytes.length - 20]! ^= 0x01;
    await t.database.db.update(officeWireInstructions).set({ sealed: bytes.toString("base64") }).where(eq(officeWireInstructions.id, id));

    const read = await api(t, "GET", `${BASE}/cedar-rapids/wire-instructions`, approver.admin);
    expect([read.status, read.json.code, read.json.message]).toEqual([409, "bank_details_unreadable", BANK_DETAILS_UNREADABLE_MESSAGE]);
    const reveal = await api(t, "POST", `${BASE}/cedar-rapids/wire-instructions/${id}/reveal`, approver.admin);
    expect([reveal.status, reveal.json.code]).toEqual([409, "bank_details_unreadable"]);
    const audit = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, "office_wire.unreadable"), eq(auditEvents.targetId, id)));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]!.payload).toMatchObject({ office: "Cedar Rapids", code: expect.any(String) });
  });
});
