/**
 * PUT /api/v1/status/{token}/message-notices (issue 31): a verified buyer or seller turns on or off
 * being told when someone writes about their closing; the verified session is required, as for
 * every personal status route (status-verification.test.ts covers the session itself).
 */
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { STATUS_MESSAGE_NOTICES_REQUIRED } from "#core/api/status-message-notices.ts";
import { closingParties } from "#db/schema/index.ts";
import { call } from "#tests/support/auth-requests.ts";
import { freshIp, fromIp, useAuthApp } from "#server/auth/tests/helpers.ts";
import { insertFile, insertStatusLink } from "#tests/support/kits/closing-party.ts";
import { emailedCode, statusPath, verifiedSession } from "#tests/support/kits/status-session.ts";

const t = useAuthApp({ TRUST_PROXY: "true" });
let n = 0;

async function fileWithSeller() {
  n += 1;
  const file = await insertFile(t.database.db, { parties: [{ role: "seller", name: "Sam Seller", email: `sam.notices.${n}@example.com`, phone: "(319) 555-0142" }] });
  const [seller] = await t.database.db.select().from(closingParties).where(eq(closingParties.fileId, file.id));
  const link = await insertStatusLink(t.database.db, file.id);
  return { token: link.token, seller: { id: seller!.id, email: seller!.email! } };
}

const put = (token: string, session: string | undefined, body: unknown) =>
  call(t.app, "PUT", statusPath(token, "/message-notices"), { body, headers: { ...fromIp(freshIp()), ...(session ? { authorization: `Bearer ${session}` } : {}) } });
const stored = async (partyId: string) => (await t.database.db.select().from(closingParties).where(eq(closingParties.id, partyId)))[0]!.messageNotices;

describe("PUT /status/{token}/message-notices", () => {
  test("on until turned off; the session says so when it opens, the switch turns it off and on", async () => {
    const f = await fileWithSeller();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const off = await put(f.token, session, { message_notices: false });
    expect(off.status).toBe(200);
    expect(off.headers.get("cache-control")).toBe("no-store");
    expect(off.json).toEqual({ message_notices: false });
    expect(await stored(f.seller.id)).toBe(false);
    // A new session opens with the choice as it is, so the switch shows it.
    const ip = freshIp();
    const code = await emailedCode(t.app, f.token, f.seller, ip);
    const opened = await call(t.app, "POST", statusPath(f.token, "/verification/check"), { body: { party_id: f.seller.id, code }, headers: fromIp(ip) });
    expect(opened.json.party).toMatchObject({ message_notices: false, reminders: true });
    expect((await put(f.token, opened.json.session_token as string, { message_notices: true })).json).toEqual({ message_notices: true });
    expect(await stored(f.seller.id)).toBe(true);
  });

  test.each([[{}], [{ message_notices: "no" }], [{ message_notices: null }]])("%j: 400 naming the field, nothing changed", async (body) => {
    const f = await fileWithSeller();
    const session = await verifiedSession(t.app, f.token, f.seller);
    const res = await put(f.token, session, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields: { message_notices: STATUS_MESSAGE_NOTICES_REQUIRED } });
    expect(await stored(f.seller.id)).toBe(true);
  });

  test("without the verified session: 401, nothing changed; another link's session: 401", async () => {
    const f = await fileWithSeller();
    const other = await fileWithSeller();
    expect((await put(f.token, undefined, { message_notices: false })).status).toBe(401);
    const session = await verifiedSession(t.app, other.token, other.seller);
    expect((await put(f.token, session, { message_notices: false })).status).toBe(401);
    expect(await stored(f.seller.id)).toBe(true);
  });
});
