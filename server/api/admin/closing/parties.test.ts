/**
 * A file's parties (POST …/parties, PATCH and DELETE …/parties/{partyId}): changed and audited, a
 * party of another file not found, and a buyer or seller reached by e-mail sent the live status link.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { uniqueEmail } from "#tests/support/auth-requests.ts";
import { useAuthApp } from "#server/auth/tests/helpers.ts";
import { FILES, aBuyer, api, callers, fileAudit, mailTo, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const lender = () => ({ role: "lender", name: "Morgan Lee", email: uniqueEmail("lender"), phone: "319-555-0101", company: "Prairie Bank" });

describe("POST /admin/closing-files/{id}/parties", () => {
  test("adds the party (201), shown on the file, audited", async () => {
    const file = await openFile(t, who.admin);
    const body = lender();
    const res = await api(t, "POST", `${FILES}/${file.id}/parties`, who.admin, body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ role: "lender", name: "Morgan Lee", email: body.email, phone: "(319) 555-0101", company: "Prairie Bank" });
    expect((await api(t, "GET", `${FILES}/${file.id}`, who.admin)).json.parties).toEqual([res.json]);
    expect((await fileAudit(t, file.id, "closing_file.party_added"))[0]).toMatchObject({ actorId: who.adminId, payload: { party_id: res.json.id, role: "lender", invited: true } });
    // A lender is invited to the portal (party-invitation.test.ts), never sent the buyers' status link.
    expect((await mailTo(t, body.email)).map((m) => m.kind)).toEqual(["closing.party_invitation.invite"]);
  });

  test("a buyer with an e-mail added while a link is live is sent it; without a live link, nothing", async () => {
    const withLink = await openFile(t, who.admin, { parties: [aBuyer()] });
    const later = aBuyer("Late Buyer");
    expect((await api(t, "POST", `${FILES}/${withLink.id}/parties`, who.admin, later)).status).toBe(201);
    const mails = await mailTo(t, later.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(withLink.status_link.url);
    expect(mails[0]!.textBody).toContain("Hi Late,");

    const noLink = await openFile(t, who.admin);
    const other = aBuyer();
    expect((await api(t, "POST", `${FILES}/${noLink.id}/parties`, who.admin, other)).status).toBe(201);
    expect(await mailTo(t, other.email)).toEqual([]);
  });

  test.each([
    [{ role: "buyers_agent", name: "No Mail" }, "email", CLOSING_FILE_MESSAGES.professionalNeedsEmail],
    [{ role: "buyer", name: " " }, "name", CLOSING_FILE_MESSAGES.partyNameRequired],
    [{ role: "notary", name: "Pat" }, "role", expect.any(String)],
    [{ role: "buyer", name: "Pat", email: "not-an-address" }, "email", expect.any(String)],
  ])("%j: 400 naming the field", async (body, field, message) => {
    const file = await openFile(t, who.admin);
    const res = await api(t, "POST", `${FILES}/${file.id}/parties`, who.admin, body);
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({ [field]: message });
  });

  test("an unknown file: 404", async () => {
    expect((await api(t, "POST", `${FILES}/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f/parties`, who.admin, lender())).status).toBe(404);
  });
});

describe("PATCH and DELETE /admin/closing-files/{id}/parties/{partyId}", () => {
  test("PATCH replaces the party's fields; DELETE removes it (204); both audited", async () => {
    const file = await openFile(t, who.admin, { parties: [lender()] });
    const party = file.parties[0];
    const email = uniqueEmail("officer");
    const res = await api(t, "PATCH", `${FILES}/${file.id}/parties/${party.id}`, who.admin, { role: "lender", name: "Morgan Lee-Park", email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: party.id, role: "lender", name: "Morgan Lee-Park", email, phone: null, company: null });
    expect((await api(t, "DELETE", `${FILES}/${file.id}/parties/${party.id}`, who.admin)).status).toBe(204);
    expect((await api(t, "GET", `${FILES}/${file.id}`, who.admin)).json.parties).toEqual([]);
    expect((await fileAudit(t, file.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(["closing_file.party_updated", "closing_file.party_removed"]),
    );
    expect((await api(t, "DELETE", `${FILES}/${file.id}/parties/${party.id}`, who.admin)).status).toBe(404);
  });

  test("a party of another file: 404, and it is left as it was", async () => {
    const mine = await openFile(t, who.admin);
    const theirs = await openFile(t, who.admin, { parties: [lender()] });
    const party = theirs.parties[0];
    const patched = await api(t, "PATCH", `${FILES}/${mine.id}/parties/${party.id}`, who.admin, { role: "buyer", name: "Hijack" });
    expect(patched.status).toBe(404);
    expect((await api(t, "DELETE", `${FILES}/${mine.id}/parties/${party.id}`, who.admin)).status).toBe(404);
    expect((await api(t, "GET", `${FILES}/${theirs.id}`, who.admin)).json.parties).toEqual([party]);
    expect((await api(t, "DELETE", `${FILES}/${mine.id}/parties/not-a-uuid`, who.admin)).status).toBe(404);
  });

  test("a seller given an e-mail while the link is live is sent it; fixing a name sends nothing", async () => {
    const file = await openFile(t, who.admin, { parties: [aBuyer(), { role: "seller", name: "Sam Seller" }] });
    const seller = file.parties[1];
    const email = uniqueEmail("seller");
    expect((await api(t, "PATCH", `${FILES}/${file.id}/parties/${seller.id}`, who.admin, { role: "seller", name: "Sam Seller", email })).status).toBe(200);
    expect(await mailTo(t, email)).toHaveLength(1);
    expect((await api(t, "PATCH", `${FILES}/${file.id}/parties/${seller.id}`, who.admin, { role: "seller", name: "Samuel Seller", email })).status).toBe(200);
    expect(await mailTo(t, email)).toHaveLength(1);
  });
});
