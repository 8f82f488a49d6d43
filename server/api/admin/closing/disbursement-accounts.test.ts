/**
 * Staff's disbursement accounts through the API (issue 32; docs/money-contract.md): a payoff
 * added, listed masked (the numbers only in `sealed`, encrypted), revealed to an aal2
 * administrator on purpose (audited, no-store), edited (a change of the numbers resets
 * verification), removed; the callback recorded (a number from the submission refused) and
 * approved by a second administrator (the recorder refused); an aal1 administrator refused
 * everywhere; another file's account 404; and "closed and disbursed" refused until approval.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { disbursementAccounts } from "#db/schema/index.ts";
import type { MilestoneId } from "#core/closing/milestones.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { FILES, api, callers, fileAudit, type Callers } from "#tests/support/kits/admin-closing.ts";
import { insertFile, type KitStep } from "#tests/support/kits/closing-party.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;
let second: Callers;

beforeAll(async () => {
  who = await callers(t);
  second = await callers(t);
});

const ACCOUNT = "4417001234567";
const PAYOFF = { lender_name: "First Iowa Bank", routing_number: "073000228", account_number: ACCOUNT, loan_reference: "LN-88412", statement_phone: "(515) 555-0100" };
const BEFORE_DISBURSING: MilestoneId[] = ["file_opened", "abstract_ordered", "abstract_continued", "title_opinion", "commitment", "objections_cleared", "closing_scheduled", "settlement_approved"];

async function aFile() {
  const steps = Object.fromEntries(BEFORE_DISBURSING.map((m) => [m, { state: "done", doneOn: "2026-11-20", ...(m === "title_opinion" ? { objections: 0 } : {}) } satisfies KitStep]));
  return insertFile(t.database.db, { steps, closingAt: new Date("2026-11-27T15:00:00Z"), parties: [{ role: "seller", name: "Jo Smith", email: "jo.smith@example.com" }] });
}
const base = (fileId: string) => `${FILES}/${fileId}/disbursement-accounts`;
async function addPayoff(fileId: string, body: Record<string, unknown> = PAYOFF) {
  const res = await api(t, "POST", base(fileId), who.admin, body);
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.json as { id: string; state: string; masked_account: string };
}
const call = (n = "(800) 555-0199", at = new Date().toISOString()) => ({ number_called: n, number_source: "lender_published_number", confirmed_by: "Pat, payoffs desk", called_at: at });

describe("payoffs", () => {
  test("added, listed masked, the numbers sealed; never in an answer but the reveal", async () => {
    const file = await aFile();
    const added = await addPayoff(file.id);
    expect(added).toMatchObject({ state: "unverified", masked_account: "•••• 4567", label: "Payoff to First Iowa Bank", submitted_numbers: ["(515) 555-0100"] });
    const list = await api(t, "GET", base(file.id), who.admin);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(ACCOUNT);
    expect(list.text).not.toContain("073000228");
    const [row] = await t.database.db.select().from(disbursementAccounts).where(eq(disbursementAccounts.id, added.id));
    expect(row!.sealed).not.toContain(ACCOUNT);
    expect(Buffer.from(row!.sealed, "base64").toString("latin1")).not.toContain(ACCOUNT);
    expect(row!.visibleDigits).toBe("4567");

    const revealed = await t.app.request(`${base(file.id)}/${added.id}/reveal`, { method: "POST", headers: { authorization: `Bearer ${who.admin}` } });
    expect(revealed.status).toBe(200);
    expect(revealed.headers.get("cache-control")).toBe("no-store");
    expect(await revealed.json()).toMatchObject({ routing_number: "073000228", account_number: ACCOUNT, loan_reference: "LN-88412" });
    expect(await fileAudit(t, file.id, "closing_file.disbursement_account_revealed")).toHaveLength(1);
    expect(await fileAudit(t, file.id, "closing_file.disbursement_account_added")).toHaveLength(1);
  });

  test("400 names each field", async () => {
    const file = await aFile();
    const res = await api(t, "POST", base(file.id), who.admin, { lender_name: "", routing_number: "123456789", account_number: "12", loan_reference: "", statement_phone: "call me" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(["account_number", "lender_name", "loan_reference", "routing_number", "statement_phone"]);
  });

  test("an aal1 administrator and a non-administrator are refused on every route", async () => {
    const file = await aFile();
    const added = await addPayoff(file.id);
    const paths: [string, string, unknown?][] = [
      ["GET", base(file.id)],
      ["POST", base(file.id), PAYOFF],
      ["PATCH", `${base(file.id)}/${added.id}`, PAYOFF],
      ["DELETE", `${base(file.id)}/${added.id}`],
      ["POST", `${base(file.id)}/${added.id}/reveal`],
      ["POST", `${base(file.id)}/${added.id}/callback`, call()],
      ["POST", `${base(file.id)}/${added.id}/approval`],
    ];
    for (const [method, path, body] of paths) {
      expect((await api(t, method, path, who.adminAal1, body)).status, `${method} ${path}`).toBe(403);
      expect((await api(t, method, path, who.user, body)).status, `${method} ${path}`).toBe(403);
      expect((await api(t, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await fileAudit(t, file.id, "closing_file.disbursement_account_revealed")).toHaveLength(0);
  });

  test("another file's account is 404 on every route", async () => {
    const file = await aFile();
    const other = await aFile();
    const added = await addPayoff(other.id);
    for (const [method, suffix, body] of [["PATCH", "", PAYOFF], ["DELETE", ""], ["POST", "/reveal"], ["POST", "/callback", call()], ["POST", "/approval"]] as const) {
      expect((await api(t, method, `${base(file.id)}/${added.id}${suffix}`, who.admin, body)).status).toBe(404);
    }
  });

  test("edited: the lender's name alone keeps the state; a new account number resets it", async () => {
    const file = await aFile();
    const added = await addPayoff(file.id);
    expect((await api(t, "POST", `${base(file.id)}/${added.id}/callback`, who.admin, call())).json.state).toBe("callback_recorded");
    const renamed = await api(t, "PATCH", `${base(file.id)}/${added.id}`, who.admin, { ...PAYOFF, lender_name: "First Iowa Bank, N.A.", routing_number: "0730-00228" });
    expect(renamed.json).toMatchObject({ state: "callback_recorded", holder_name: "First Iowa Bank, N.A." });
    const changed = await api(t, "PATCH", `${base(file.id)}/${added.id}`, who.admin, { ...PAYOFF, account_number: "4417009999888" });
    expect(changed.json).toMatchObject({ state: "unverified", masked_account: "•••• 9888", callback: null });
    const audits = await fileAudit(t, file.id, "closing_file.disbursement_account_changed");
    expect(audits.at(-1)!.payload).toMatchObject({ details_changed: true, verification_reset_from: "callback_recorded" });
    expect(JSON.stringify(audits)).not.toContain("4417009999888");
    expect((await api(t, "DELETE", `${base(file.id)}/${added.id}`, who.admin)).status).toBe(204);
    expect((await api(t, "GET", base(file.id), who.admin)).json.data).toEqual([]);
    expect(await fileAudit(t, file.id, "closing_file.disbursement_account_removed")).toHaveLength(1);
  });
});

describe("tampered at rest", () => {
  test("an account whose sealed details were altered: the reveal is refused (409 bank_details_unreadable) with an audit row; a new edit replaces them", async () => {
    const file = await aFile();
    const added = await addPayoff(file.id);
    const [row] = await t.database.db.select().from(disbursementAccounts).where(eq(disbursementAccounts.id, added.id));
    const bytes = Buffer.from(row!.sealed, "base64");
    bytes[bytes.length - 20]! ^= 0x01;
    await t.database.db.update(disbursementAccounts).set({ sealed: bytes.toString("base64") }).where(eq(disbursementAccounts.id, added.id));

    const reveal = await api(t, "POST", `${base(file.id)}/${added.id}/reveal`, who.admin);
    expect([reveal.status, reveal.json.code]).toEqual([409, "bank_details_unreadable"]);
    expect(JSON.stringify(reveal.json)).not.toContain(ACCOUNT);
    const audit = await fileAudit(t, file.id, "closing_file.bank_details_unreadable");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.payload).toMatchObject({ account_id: added.id });
    // Staff edit a payoff from the statement: refused too, as the stored details cannot be compared.
    expect((await api(t, "PATCH", `${base(file.id)}/${added.id}`, who.admin, PAYOFF)).json.code).toBe("bank_details_unreadable");
  });
});

describe("callback and approval", () => {
  test("the statement's own number is refused; a call before the details, or in the future, too", async () => {
    const file = await aFile();
    const added = await addPayoff(file.id);
    const path = `${base(file.id)}/${added.id}/callback`;
    const fromStatement = await api(t, "POST", path, who.admin, call("515.555.0100"));
    expect(fromStatement.status).toBe(409);
    expect(fromStatement.json.code).toBe("number_from_submission");
    expect((await api(t, "POST", path, who.admin, call(undefined, "2020-01-01T10:00:00Z"))).json.code).toBe("called_before_details");
    expect((await api(t, "POST", path, who.admin, call(undefined, new Date(Date.now() + 3_600_000).toISOString()))).json.code).toBe("called_in_future");
    const bad = await api(t, "POST", path, who.admin, { number_called: "", number_source: "a friend", confirmed_by: "", called_at: "yesterday" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual(["called_at", "confirmed_by", "number_called", "number_source"]);
  });

  test("the recorder cannot approve; a second administrator can; then the step may be done", async () => {
    const file = await aFile();
    const added = await addPayoff(file.id);
    const move = () => api(t, "POST", `${FILES}/${file.id}/milestones`, who.admin, { milestone: "closed_disbursed", state: "done", date: "2026-11-27" });
    const early = await api(t, "POST", `${base(file.id)}/${added.id}/approval`, second.admin);
    expect(early.json.code).toBe("callback_not_recorded");
    const refusedMove = await move();
    expect(refusedMove.status).toBe(409);
    expect(refusedMove.json.code).toBe("disbursement_accounts_unverified");
    expect(refusedMove.json.message).toContain("Payoff to First Iowa Bank (•••• 4567)");

    const recorded = await api(t, "POST", `${base(file.id)}/${added.id}/callback`, who.admin, call());
    expect(recorded.json.callback).toMatchObject({ number_called: "(800) 555-0199", number_source_label: "Lender's published customer service number", confirmed_by: "Pat, payoffs desk" });
    expect(recorded.json.callback.recorded_by).toBeTruthy();
    const self = await api(t, "POST", `${base(file.id)}/${added.id}/approval`, who.admin);
    expect(self.status).toBe(409);
    expect(self.json.code).toBe("approver_is_recorder");
    expect((await move()).status).toBe(409);
    const approved = await api(t, "POST", `${base(file.id)}/${added.id}/approval`, second.admin);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ state: "approved", approved_at: expect.any(String) });
    expect((await api(t, "POST", `${base(file.id)}/${added.id}/approval`, second.admin)).json.code).toBe("already_approved");
    expect((await move()).status).toBe(200);
    expect(await fileAudit(t, file.id, "closing_file.disbursement_callback_recorded")).toHaveLength(1);
    expect(await fileAudit(t, file.id, "closing_file.disbursement_account_approved")).toHaveLength(1);
  });

  test("a file with no disbursement account is not held", async () => {
    const file = await aFile();
    const res = await api(t, "POST", `${FILES}/${file.id}/milestones`, who.admin, { milestone: "closed_disbursed", state: "done", date: "2026-11-27" });
    expect(res.status).toBe(200);
  });
});
