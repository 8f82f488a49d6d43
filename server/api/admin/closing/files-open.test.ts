/**
 * POST /api/v1/admin/closing-files: a file opened from scratch — its number, its steps with
 * file_opened done today, its parties, its appointment, the status link e-mailed to buyers and
 * sellers, the audit rows — and the field messages of what it refuses.
 */
import { WIRE_FRAUD_WARNING } from "#core/content/wire-fraud.ts";
import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { closingMilestoneEvents } from "#db/schema/index.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { MILESTONES } from "#core/closing/milestones.ts";
import { companyYear } from "#core/domain/company-calendar.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { iowaToday } from "#server/closing/milestone-move.ts";
import { fileOfStatusToken } from "#server/closing/status-link-lookup.ts";
import { FILES, aBuyer, api, baseFile, callers, fileAudit, linkRows, mailTo, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

describe("POST /admin/closing-files", () => {
  test("opens the file: number, every step, file_opened done today, next step and progress", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-12-18", closing_time: "14:30", closing_place: "office" });
    expect(file.file_number).toMatch(new RegExp(`^HC-${companyYear(new Date()).year}-\\d{5}$`));
    expect(file).toMatchObject({
      property_address: baseFile.property_address,
      county: "Black Hawk",
      kind: "purchase",
      title_evidence: "abstract_opinion_itg",
      sale_price_cents: 25_000_000,
      loan_amount_cents: 20_000_000,
      closing_date: "2026-12-18",
      closing_time: "14:30",
      closing_at: "2026-12-18T20:30:00.000Z",
      closing_place: "office",
      next_milestone: "abstract_ordered",
      next_label: "Abstract located and continuation ordered",
      progress_percent: 8,
      blocked: false,
      completed_at: null,
      service_request_id: null,
      parties: [],
      status_link: null,
    });
    expect(file.milestones.map((m: { id: string }) => m.id)).toEqual(MILESTONES.map((m) => m.id));
    expect(file.milestones[0]).toMatchObject({ id: "file_opened", state: "done", done_on: iowaToday() });
    expect(file.milestones.slice(1).every((m: { state: string }) => m.state === "pending")).toBe(true);

    const events = await t.database.db.select().from(closingMilestoneEvents).where(eq(closingMilestoneEvents.fileId, file.id));
    expect(events).toEqual([expect.objectContaining({ milestone: "file_opened", state: "done", doneOn: iowaToday(), actorId: who.adminId, notifiedAt: null })]);
    expect((await fileAudit(t, file.id)).map((a) => a.action)).toEqual(["closing_file.opened", "closing_file.milestone_changed"]);
    expect((await fileAudit(t, file.id, "closing_file.opened"))[0]).toMatchObject({ actorId: who.adminId, payload: { file_number: file.file_number } });
  });

  test("file numbers follow one another", async () => {
    const a = await openFile(t, who.admin);
    const b = await openFile(t, who.admin);
    const n = (f: { file_number: string }) => Number(f.file_number.slice(-5));
    expect(n(b)).toBe(n(a) + 1);
  });

  test("a date without a time is the date, at no particular time", async () => {
    const file = await openFile(t, who.admin, { closing_date: "2026-07-02" });
    expect(file).toMatchObject({ closing_date: "2026-07-02", closing_time: null, closing_at: "2026-07-02T17:00:00.000Z" });
  });

  test("buyers and sellers with an e-mail are sent a status link; an agent gets the portal invitation instead, and one without an e-mail nothing", async () => {
    const buyer = aBuyer();
    const seller = { role: "seller", name: "Sam Seller", email: `Seller.${Date.now()}@Example.com` };
    const agent = { role: "listing_agent", name: "Lee Agent", email: `agent-${Date.now()}@example.com` };
    const file = await openFile(t, who.admin, { parties: [buyer, seller, agent, { role: "buyer", name: "Co Buyer" }] });
    expect(file.parties.map((p: { name: string; email: string | null }) => [p.name, p.email])).toEqual([
      ["Jamie Buyer", buyer.email],
      ["Sam Seller", seller.email.toLowerCase()],
      ["Lee Agent", agent.email],
      ["Co Buyer", null],
    ]);
    expect(file.status_link).toMatchObject({ view_count: 0, last_viewed_at: null, expires_at: null });
    const token = /\/status\/([A-Za-z0-9_-]{43})$/.exec(file.status_link.url)?.[1];
    expect(token).toBeDefined();
    expect((await fileOfStatusToken(t.database.db, token!)).fileId).toBe(file.id);

    for (const to of [buyer.email, seller.email.toLowerCase()]) {
      const mails = await mailTo(t, to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain(file.status_link.url);
      expect(mails[0]!.textBody).toContain(WIRE_FRAUD_WARNING);
      expect(mails[0]!.subject).toContain(baseFile.property_address);
    }
    expect((await mailTo(t, agent.email)).map((m) => m.kind)).toEqual(["closing.party_invitation.invite"]);
    expect(await fileAudit(t, file.id, "closing_file.status_link_issued")).toHaveLength(1);
  });

  test("no buyer or seller with an e-mail: no status link", async () => {
    const file = await openFile(t, who.admin, { parties: [{ role: "seller", name: "No Mail" }] });
    expect(file.status_link).toBeNull();
    expect(await linkRows(t, file.id)).toEqual([]);
  });

  test("the county is taken as people type it", async () => {
    const file = await openFile(t, who.admin, { county: "black hawk county" });
    expect(file.county).toBe("Black Hawk");
  });

  test.each([
    ["an unknown county", { county: "Gotham" }, "county", CLOSING_FILE_MESSAGES.countyUnknown],
    ["no county", { county: "" }, "county", CLOSING_FILE_MESSAGES.countyRequired],
    ["no address", { property_address: "  " }, "property_address", CLOSING_FILE_MESSAGES.addressRequired],
    ["a time without a date", { closing_time: "14:30" }, "closing_time", CLOSING_FILE_MESSAGES.timeNeedsDate],
    ["a time that is not one", { closing_date: "2026-12-18", closing_time: "2:30 PM" }, "closing_time", CLOSING_FILE_MESSAGES.timeInvalid],
    ["a date that is not one", { closing_date: "12/18/2026" }, "closing_date", CLOSING_FILE_MESSAGES.dateInvalid],
    ["a negative amount", { sale_price_cents: -1 }, "sale_price_cents", CLOSING_FILE_MESSAGES.amountInvalid],
    ["a fractional amount", { loan_amount_cents: 10.5 }, "loan_amount_cents", CLOSING_FILE_MESSAGES.amountInvalid],
    ["an amount as text", { sale_price_cents: "250000" }, "sale_price_cents", CLOSING_FILE_MESSAGES.amountInvalid],
    ["an agent without an e-mail", { parties: [{ role: "buyers_agent", name: "No Mail" }] }, "parties.0.email", CLOSING_FILE_MESSAGES.professionalNeedsEmail],
    ["a party without a name", { parties: [{ role: "buyer", name: "" }] }, "parties.0.name", CLOSING_FILE_MESSAGES.partyNameRequired],
  ])("%s: 400 naming the field, nothing opened", async (_what, change, field, message) => {
    const before = (await api(t, "GET", `${FILES}?limit=100`, who.admin)).json.data.length;
    const res = await api(t, "POST", FILES, who.admin, { ...baseFile, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { [field]: message } });
    expect((await api(t, "GET", `${FILES}?limit=100`, who.admin)).json.data.length).toBe(before);
  });

  test("more than 20 parties: 400 naming parties", async () => {
    const parties = Array.from({ length: 21 }, (_, i) => ({ role: "seller", name: `Seller ${i}` }));
    const res = await api(t, "POST", FILES, who.admin, { ...baseFile, parties });
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty("parties");
  });

  test("only an administrator with two-step verification", async () => {
    expect((await api(t, "POST", FILES, undefined, baseFile)).status).toBe(401);
    expect((await api(t, "POST", FILES, who.user, baseFile)).status).toBe(403);
    expect((await api(t, "POST", FILES, who.adminAal1, baseFile)).json.code).toBe("mfa_required");
  });
});

describe("POST /admin/closing-files/{id}/status-link", () => {
  test("reissuing revokes the old link, e-mails the new one, and the old token stops", async () => {
    const buyer = aBuyer();
    const file = await openFile(t, who.admin, { parties: [buyer] });
    const oldUrl = file.status_link.url as string;
    const oldToken = oldUrl.split("/status/")[1]!;

    const res = await api(t, "POST", `${FILES}/${file.id}/status-link`, who.admin, {});
    expect(res.status).toBe(201);
    expect(res.json.status_link.url).toBe(`${oldUrl.split("/status/")[0]}/status/${res.json.token}`);
    expect(res.json.token).not.toBe(oldToken);
    await expect(fileOfStatusToken(t.database.db, oldToken)).rejects.toMatchObject({ status: 404, code: "status_link_invalid" });
    expect((await fileOfStatusToken(t.database.db, res.json.token)).fileId).toBe(file.id);

    const rows = await linkRows(t, file.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.revokedAt).not.toBeNull();
    expect(rows[1]).toMatchObject({ id: res.json.status_link.id, revokedAt: null });

    const mails = await mailTo(t, buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain(res.json.status_link.url);
    expect((await api(t, "GET", `${FILES}/${file.id}`, who.admin)).json.status_link?.id ?? res.json.status_link.id).toBe(res.json.status_link.id);
  });

  test("send false issues without e-mail; no body at all sends", async () => {
    const buyer = aBuyer();
    const file = await openFile(t, who.admin, { parties: [buyer] });
    expect((await api(t, "POST", `${FILES}/${file.id}/status-link`, who.admin, { send: false })).status).toBe(201);
    expect(await mailTo(t, buyer.email)).toHaveLength(1);
    expect((await api(t, "POST", `${FILES}/${file.id}/status-link`, who.admin)).status).toBe(201);
    expect(await mailTo(t, buyer.email)).toHaveLength(2);
    expect((await api(t, "POST", `${FILES}/${file.id}/status-link`, who.admin, { send: "yes" })).status).toBe(400);
  });

  test("a file without buyers gets a link too (staff may hand it out)", async () => {
    const file = await openFile(t, who.admin);
    const res = await api(t, "POST", `${FILES}/${file.id}/status-link`, who.admin, {});
    expect(res.status).toBe(201);
    expect(res.json.status_link).toMatchObject({ view_count: 0, expires_at: null });
  });

  test("DELETE revokes the live link (204, audited); again: 404", async () => {
    const file = await openFile(t, who.admin, { parties: [aBuyer()] });
    const token = (file.status_link.url as string).split("/status/")[1]!;
    const res = await api(t, "DELETE", `${FILES}/${file.id}/status-link`, who.admin);
    expect(res.status).toBe(204);
    await expect(fileOfStatusToken(t.database.db, token)).rejects.toMatchObject({ status: 404 });
    expect(await fileAudit(t, file.id, "closing_file.status_link_revoked")).toHaveLength(1);
    const again = await api(t, "DELETE", `${FILES}/${file.id}/status-link`, who.admin);
    expect(again.status).toBe(404);
    expect(again.json.code).toBe("no_live_link");
  });

  test("an unknown file: 404", async () => {
    for (const id of ["6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f", "nope"]) {
      expect((await api(t, "POST", `${FILES}/${id}/status-link`, who.admin, {})).status).toBe(404);
      expect((await api(t, "DELETE", `${FILES}/${id}/status-link`, who.admin)).status).toBe(404);
    }
  });
});
