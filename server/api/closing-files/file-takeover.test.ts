/**
 * Issue 27, defect 1: nobody reaches a closing file by signing up with a party's e-mail. A file
 * opens in the portal only to an account that has proven its address (a code or link we sent to
 * it came back), and only through an agent or lender party row; buyers and sellers follow their
 * file through the status link only. Each role's address is tried unproven and proven, with
 * AUTH_CONFIRM_EMAIL off (sign-up signs in at once) and on (it waits for the link).
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { Hono } from "hono";
import { closingDocuments } from "#db/schema/index.ts";
import { PROFESSIONAL_ROLES, type PartyRole } from "#core/closing/closing-enums.ts";
import { call, latestMail, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp, type AuthTestContext } from "#server/auth/tests/helpers.ts";
import { insertDocument, insertFile } from "#tests/support/kits/closing-party.ts";

const ROLES: PartyRole[] = ["lender", "listing_agent", "buyers_agent", "buyer", "seller"];

const autoconfirm = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20" });
const confirming = useAuthApp({ TRUST_PROXY: "true", AUTH_RATE_LIMIT_MULTIPLIER: "20", AUTH_CONFIRM_EMAIL: "true" });

/** A file with one party of each role, each under a fresh address, and a document for agents and lenders. */
async function fileOfFive(t: AuthTestContext) {
  const emails = Object.fromEntries(ROLES.map((role) => [role, uniqueEmail(role.replace("_", "-"))])) as Record<PartyRole, string>;
  const file = await insertFile(t.database.db, { parties: ROLES.map((role) => ({ role, email: emails[role], phone: "(319) 555-0142" })) });
  await insertDocument(t.database.db, file.id, "professionals", "Lender instructions.pdf");
  return { fileId: file.id, emails };
}

/** What an account can reach of the file: each party route's status, and whether the list shows it. */
async function reach(app: Hono, token: string, fileId: string) {
  const get = (path: string) => call(app, "GET", path, { token });
  const upload = new FormData();
  upload.append("visibility", "everyone");
  upload.append("label", "UPDATED wire instructions - use these");
  upload.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }), "wire.pdf");
  const posted = await app.request(`/api/v1/closing-files/${fileId}/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: upload });
  const list = await get("/api/v1/closing-files?limit=50");
  return {
    file: (await get(`/api/v1/closing-files/${fileId}`)).status,
    documents: (await get(`/api/v1/closing-files/${fileId}/documents`)).status,
    upload: posted.status,
    listed: (list.json.data as { id: string }[]).some((f) => f.id === fileId),
    textsTo: (await get("/api/v1/me/notification-preferences")).json.phone as string | null,
  };
}

const CLOSED = { file: 404, documents: 404, upload: 404, listed: false, textsTo: null };
const OPEN = { file: 200, documents: 200, upload: 201, listed: true, textsTo: "(319) 555-0142" };
const expectedFor = (role: PartyRole) => (PROFESSIONAL_ROLES.includes(role) ? OPEN : CLOSED);

describe("AUTH_CONFIRM_EMAIL=false: sign-up signs in at once", () => {
  const t = autoconfirm;
  const signUp = (email: string) =>
    call(t.app, "POST", "/auth/v1/signup", { body: { email, password: "correct horse", data: { account_type: "agent" } }, headers: fromIp(freshIp()) });

  test.each(ROLES)("an account under the %s's address that has not proven it reaches nothing of the file", async (role) => {
    const { fileId, emails } = await fileOfFive(t);
    const res = await signUp(emails[role]);
    expect(res.status).toBe(200);
    expect(await reach(t.app, res.json.access_token, fileId)).toEqual(CLOSED);
    expect((await call(t.app, "GET", "/api/v1/me", { token: res.json.access_token })).json.email_confirmed).toBe(false);
  });

  test.each(ROLES)("once the %s proves the address with the e-mailed code, an agent or lender reaches the file, a buyer or seller still does not", async (role) => {
    const { fileId, emails } = await fileOfFive(t);
    const res = await signUp(emails[role]);
    const token = res.json.access_token as string;
    expect((await call(t.app, "POST", "/api/v1/me/email-confirmation", { token })).status).toBe(202);
    const mail = await latestMail(t.app, emails[role]);
    expect(mail.kind).toBe("auth.address_check");
    expect(mail.link).toBeUndefined();
    const verified = await call(t.app, "POST", "/api/v1/me/email-confirmation/verify", { token, body: { code: mail.code } });
    expect(verified.status).toBe(200);
    expect((await call(t.app, "GET", "/api/v1/me", { token })).json.email_confirmed).toBe(true);
    expect(await reach(t.app, token, fileId)).toEqual(expectedFor(role));
  });

  test("an intruder's upload never reaches the buyers' status page (nothing was stored)", async () => {
    const { fileId, emails } = await fileOfFive(t);
    const intruder = await signUp(emails.lender);
    await reach(t.app, intruder.json.access_token, fileId);
    const stored = await t.database.db.select({ name: closingDocuments.name }).from(closingDocuments).where(eq(closingDocuments.fileId, fileId));
    expect(stored.map((d) => d.name)).toEqual(["Lender instructions.pdf"]);
  });
});

describe("AUTH_CONFIRM_EMAIL=true: sign-up waits for the e-mailed link", () => {
  const t = confirming;

  test.each(ROLES)("an unconfirmed account under the %s's address cannot even sign in", async (role) => {
    const { emails } = await fileOfFive(t);
    const res = await call(t.app, "POST", "/auth/v1/signup", { body: { email: emails[role], password: "correct horse" }, headers: fromIp(freshIp()) });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty("access_token");
    expect((await signIn(t.app, emails[role], "correct horse")).json.error_code).toBe("email_not_confirmed");
  });

  test.each(ROLES)("the %s confirmed by the link: agents and lenders reach the file, buyers and sellers do not", async (role) => {
    const { fileId, emails } = await fileOfFive(t);
    await call(t.app, "POST", "/auth/v1/signup", { body: { email: emails[role], password: "correct horse" }, headers: fromIp(freshIp()) });
    const { link } = await latestMail(t.app, emails[role]);
    const followed = await t.app.request(link!.replace(/^https?:\/\/[^/]+/, ""));
    expect(followed.status).toBeGreaterThanOrEqual(300);
    expect(followed.headers.get("location")).not.toContain("error");
    const signedIn = await signIn(t.app, emails[role], "correct horse");
    expect(signedIn.status).toBe(200);
    expect(await reach(t.app, signedIn.json.access_token, fileId)).toEqual(expectedFor(role));
  });
});
