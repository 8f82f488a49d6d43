/**
 * The e-mail an agent or lender gets when staff put them on a file (issue 27): it says where they
 * stand and carries the one step that proves their address. Followed, each link leads into the
 * file; an account someone else made under the address is handed to its owner, and its maker's
 * password, sessions and second factor stop working.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditEvents, authMfaFactors } from "#db/schema/index.ts";
import { call, signIn, uniqueEmail } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { freshIp, fromIp, mfa, signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { FILES, aBuyer, api, callers, fileAudit, mailTo, openFile, type Callers } from "#tests/support/kits/admin-closing.ts";

const t = useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10", TRUST_PROXY: "true", PUBLIC_URL: "https://closing.example" });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

const invitations = async (to: string) => (await mailTo(t, to)).filter((m) => m.kind.startsWith("closing.party_invitation."));

/** The one-time link in an invitation, as a path on this app. */
function linkIn(text: string): string {
  const url = /(https:\/\/closing\.example\/auth\/v1\/verify\?\S+)/.exec(text)?.[1];
  if (!url) throw new Error(`no verify link in: ${text}`);
  return url.replace("https://closing.example", "");
}

/** Follows a verify link as a browser does: the session it gives (from the redirect's fragment) and where it lands. */
async function follow(path: string) {
  const res = await t.app.request(path);
  const location = new URL(res.headers.get("location")!);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return { landing: location.pathname, next: location.searchParams.get("next"), accessToken: fragment.get("access_token"), error: fragment.get("error_code") };
}

const addLender = (fileId: string, email: string, name = "Lee Lender") => api(t, "POST", `${FILES}/${fileId}/parties`, who.admin, { role: "lender", name, email });

describe("an address without an account", () => {
  test("is invited: the link signs into the account made for it, proves the address, and the file opens", async () => {
    const file = await openFile(t, who.admin);
    const email = uniqueEmail("new-lender");
    expect((await addLender(file.id, email)).status).toBe(201);

    const [mail, ...more] = await invitations(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "closing.party_invitation.invite", subject: "You're on a closing file: 412 Elm St, Cedar Falls, IA 50613" });
    expect(mail!.textBody).toContain("We have opened a portal account for you with this address");

    const { landing, next, accessToken } = await follow(linkIn(mail!.textBody));
    expect(landing).toBe("/reset-password");
    // Once the password is chosen, the page goes on to the file (issue 29).
    expect(next).toBe(`/transactions/${file.id}`);
    const me = await call(t.app, "GET", "/api/v1/me", { token: accessToken! });
    expect(me.json).toMatchObject({ email, type: "lender", email_confirmed: true });
    expect((await call(t.app, "GET", `/api/v1/closing-files/${file.id}`, { token: accessToken! })).status).toBe(200);
  });
});

describe("an account that has proven its address", () => {
  test("added later gets a plain note with the file's address; put on a file as it opens, only the notifier's opening notice", async () => {
    const agent = await signUpFresh(t.app);
    await markEmailProven(t.database.db, agent.email);
    const opened = await openFile(t, who.admin, { parties: [{ role: "listing_agent", name: "Dana Reyes", email: agent.email }] });
    expect(await invitations(agent.email)).toEqual([]);
    expect((await fileAudit(t, opened.id, "closing_file.opened"))[0]!.payload).toMatchObject({ invited: 0 });

    const later = await openFile(t, who.admin);
    await api(t, "POST", `${FILES}/${later.id}/parties`, who.admin, { role: "buyers_agent", name: "Dana Reyes", email: agent.email });
    const [mail] = await invitations(agent.email);
    expect(mail!.kind).toBe("closing.party_invitation.open");
    expect(mail!.textBody).toContain(`https://closing.example/transactions/${later.id}`);
    expect(mail!.textBody).not.toContain("/auth/v1/verify");
  });
});

describe("an account someone made under the address without proving it", () => {
  test("the owner's invitation hands it over: the maker's password, session and second factor stop working, the owner gets the file", async () => {
    const file = await openFile(t, who.admin, { parties: [aBuyer()] });
    const email = uniqueEmail("claimed-lender");
    // The intruder signs up as the lender, signs in, and adds a second step of their own.
    const made = await call(t.app, "POST", "/auth/v1/signup", { body: { email, password: "intruder pass", data: { account_type: "lender" } }, headers: fromIp(freshIp()) });
    const intruder = made.json as { access_token: string; user: { id: string } };
    expect((await mfa.enroll(t.app, intruder.access_token)).status).toBe(200);
    expect((await call(t.app, "GET", `/api/v1/closing-files/${file.id}`, { token: intruder.access_token })).status).toBe(404);

    expect((await addLender(file.id, email, "Real Lender")).status).toBe(201);
    const [mail] = await invitations(email);
    expect(mail!.kind).toBe("closing.party_invitation.claim");
    expect(mail!.textBody).toContain("any password or sign-in method set up on that account before you confirmed it is removed");

    const owner = await follow(linkIn(mail!.textBody));
    expect(owner.landing).toBe("/reset-password");
    expect(owner.next).toBe(`/transactions/${file.id}`);
    expect((await call(t.app, "GET", `/api/v1/closing-files/${file.id}`, { token: owner.accessToken! })).status).toBe(200);

    // The maker is out: their session ended, their password gone, their factor removed.
    expect((await call(t.app, "GET", `/api/v1/closing-files/${file.id}`, { token: intruder.access_token })).status).toBe(401);
    expect((await signIn(t.app, email, "intruder pass")).status).toBe(400);
    expect(await t.database.db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, intruder.user.id))).toEqual([]);
    const [handover] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, intruder.user.id), eq(auditEvents.action, "auth.account_handed_over")));
    expect(handover!.payload).toMatchObject({ via: "invite", had_password: true, sessions_ended: 1, factors_removed: 1 });
  });
});

describe("who is invited", () => {
  test("buyers and sellers never (they get the status link); an address changed on an agent's row is invited; a name fixed is not", async () => {
    const file = await openFile(t, who.admin);
    const buyer = aBuyer();
    await api(t, "POST", `${FILES}/${file.id}/parties`, who.admin, buyer);
    expect(await invitations(buyer.email)).toEqual([]);

    const first = uniqueEmail("agent-first");
    const added = await api(t, "POST", `${FILES}/${file.id}/parties`, who.admin, { role: "listing_agent", name: "Lee Agent", email: first });
    const renamed = await api(t, "PATCH", `${FILES}/${file.id}/parties/${added.json.id}`, who.admin, { role: "listing_agent", name: "Lee A. Agent", email: first });
    expect(renamed.status).toBe(200);
    expect(await invitations(first)).toHaveLength(1);

    const second = uniqueEmail("agent-second");
    await api(t, "PATCH", `${FILES}/${file.id}/parties/${added.json.id}`, who.admin, { role: "listing_agent", name: "Lee A. Agent", email: second });
    expect(await invitations(second)).toHaveLength(1);
  });
});
