/** A user's notification choices through the API: defaults, saving, the phone shown, refusals. */
import { describe, expect, test } from "vitest";
import { NOTIFICATION_PREFERENCE_MESSAGES as M } from "#core/closing/notification-preferences.ts";
import { call } from "#tests/support/auth-requests.ts";
import { markEmailProven } from "#tests/support/prove-email.ts";
import { signUpFresh, useAuthApp } from "#server/auth/tests/helpers.ts";
import { addParty, insertFile } from "#tests/support/kits/notifier.ts";

const t = useAuthApp();
const PATH = "/api/v1/me/notification-preferences";

describe("notification choices", () => {
  test("every step e-mailed, no texts and the daily reminder on until changed; saved in timeline order; the phone is the newest party row's", async () => {
    const agent = await signUpFresh(t.app);
    await markEmailProven(t.database.db, agent.email);
    const token = agent.session.access_token;
    expect((await call(t.app, "GET", PATH, { token })).json).toEqual({ email_off: [], sms: false, reminders: true, message_notices: true, phone: null });

    const older = await insertFile(t.database.db);
    await addParty(t.database.db, older.id, "listing_agent", "Dana Reyes", agent.email, "(319) 555-0101");
    const newer = await insertFile(t.database.db);
    await addParty(t.database.db, newer.id, "buyers_agent", "Dana Reyes", agent.email, "(319) 555-0102");

    const saved = await call(t.app, "PUT", PATH, { token, body: { email_off: ["recorded", "file_opened"], sms: true } });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ email_off: ["file_opened", "recorded"], sms: true, reminders: true, message_notices: true, phone: "(319) 555-0102" });
    expect((await call(t.app, "GET", PATH, { token })).json).toEqual(saved.json);

    const off = await call(t.app, "PUT", PATH, { token, body: { email_off: [], sms: false, reminders: false } });
    expect(off.json).toEqual({ email_off: [], sms: false, reminders: false, message_notices: true, phone: "(319) 555-0102" });
    // Left out, the reminder choice is kept as it is.
    const again = await call(t.app, "PUT", PATH, { token, body: { email_off: ["commitment"], sms: false } });
    expect(again.json).toEqual({ email_off: ["commitment"], sms: false, reminders: false, message_notices: true, phone: "(319) 555-0102" });
    expect((await call(t.app, "GET", PATH, { token })).json).toEqual(again.json);
  });

  test("message e-mails: on until turned off, off when turned off, and kept when a client leaves them out", async () => {
    const agent = await signUpFresh(t.app);
    const token = agent.session.access_token;
    const off = await call(t.app, "PUT", PATH, { token, body: { email_off: [], sms: true, message_notices: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ sms: true, reminders: true, message_notices: false });
    const kept = await call(t.app, "PUT", PATH, { token, body: { email_off: [], sms: false, reminders: false } });
    expect(kept.json).toMatchObject({ sms: false, reminders: false, message_notices: false });
    const on = await call(t.app, "PUT", PATH, { token, body: { email_off: [], sms: false, message_notices: true } });
    expect((await call(t.app, "GET", PATH, { token })).json).toEqual(on.json);
    expect(on.json).toMatchObject({ message_notices: true, reminders: false });
  });

  test("one user's choices are not another's", async () => {
    const a = await signUpFresh(t.app);
    const b = await signUpFresh(t.app);
    await call(t.app, "PUT", PATH, { token: a.session.access_token, body: { email_off: ["commitment"], sms: true } });
    expect((await call(t.app, "GET", PATH, { token: b.session.access_token })).json).toMatchObject({ email_off: [], sms: false });
  });

  test.each([
    [{ email_off: ["not_a_step"], sms: false }, { "email_off.0": M.unknownStep }],
    [{ email_off: "recorded", sms: false }, { email_off: M.listRequired }],
    [{ email_off: [], sms: "yes" }, { sms: M.smsRequired }],
    [{ email_off: [] }, { sms: M.smsRequired }],
    [{ email_off: [], sms: false, reminders: "yes" }, { reminders: M.remindersRequired }],
    [{ email_off: [], sms: false, message_notices: "no" }, { message_notices: M.messageNoticesRequired }],
  ])("%j: 400 naming the field, nothing saved", async (body, fields) => {
    const agent = await signUpFresh(t.app);
    const token = agent.session.access_token;
    const res = await call(t.app, "PUT", PATH, { token, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation_failed", fields });
    expect((await call(t.app, "GET", PATH, { token })).json).toMatchObject({ email_off: [], sms: false, reminders: true, message_notices: true });
  });

  test("no token: 401", async () => {
    expect((await call(t.app, "GET", PATH)).status).toBe(401);
    expect((await call(t.app, "PUT", PATH, { body: { email_off: [], sms: false } })).status).toBe(401);
  });
});
