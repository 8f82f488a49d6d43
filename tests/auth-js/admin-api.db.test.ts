/**
 * Compatibility: @supabase/auth-js's admin client (GoTrueAdminApi) against our running server with
 * the service-role key that `npm run admin -- service-key` prints: users, pagination, links of
 * every type followed to a session, the invitation e-mail, factors, the audit trail, and the
 * refusals (no key, a user's token, a forged key, bad input) with GoTrue's codes.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GoTrueAdminApi } from "@supabase/auth-js";
import { and, eq, like } from "drizzle-orm";
import { auditEvents, profiles } from "#db/schema/index.ts";
import { serviceKeyCommand } from "#server/cli/service-key-command.ts";
import { loadConfig } from "#server/env.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { freshEmail, mailbox, newClient } from "./client.ts";

let database: TestDatabase;
let server: RunningServer;
let serviceKey: string;
let admin: GoTrueAdminApi;
const PASSWORD = "Pella closing day";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database, { AUTH_RATE_LIMIT_MULTIPLIER: "100" });
  const printed = await serviceKeyCommand(database.db, loadConfig({ NODE_ENV: "test", PUBLIC_URL: server.url }), []);
  expect(printed.exitCode).toBe(0);
  serviceKey = printed.output;
  admin = adminClient(serviceKey);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const adminClient = (key: string | undefined) =>
  new GoTrueAdminApi({ url: `${server.url}/auth/v1`, headers: key ? { Authorization: `Bearer ${key}`, apikey: key } : {} });

async function created(attrs: Parameters<GoTrueAdminApi["createUser"]>[0] = {}) {
  const email = freshEmail("admin");
  const { data, error } = await admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { account_type: "agent" }, ...attrs });
  expect(error).toBeNull();
  return { email, user: data.user! };
}

/** Follows an e-mail link as a browser would: the session (or error) comes back in the fragment. */
async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: "manual" });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get("location")!).hash.slice(1));
}

describe("who may call it", () => {
  test("the printed key is a service-role JWT; no key is 401, a user's token 403 not_admin, a forged key 403 bad_jwt", async () => {
    const claims = JSON.parse(Buffer.from(serviceKey.split(".")[1]!, "base64url").toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ role: "service_role", iss: `${server.url}/auth/v1` });
    expect(Number(claims.exp) - Number(claims.iat)).toBeGreaterThan(10 * 365 * 24 * 3600);

    const none = await adminClient(undefined).listUsers();
    expect(none.error).toMatchObject({ status: 401, code: "no_authorization", message: "This endpoint requires a valid Bearer token" });

    const { client } = newClient(server.url);
    const email = freshEmail("user");
    const { data } = await client.signUp({ email, password: PASSWORD, options: { data: { account_type: "agent" } } });
    const asUser = await adminClient(data.session!.access_token).listUsers();
    expect(asUser.error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });
    expect((await adminClient(data.session!.access_token).createUser({ email: freshEmail("x") })).error?.code).toBe("not_admin");

    const [h, p] = serviceKey.split(".");
    const forged = `${h}.${p}.${Buffer.from("not the signature").toString("base64url")}`;
    expect((await adminClient(forged).listUsers()).error).toMatchObject({ status: 403, code: "bad_jwt" });
    const res = await fetch(`${server.url}/auth/v1/invite`, { method: "POST", body: JSON.stringify({ email: freshEmail("x") }) });
    expect(res.status).toBe(401);
  });
});

describe("users", () => {
  test("createUser makes a confirmed account with its profile, merged app_metadata, and a password that signs in", async () => {
    const { email, user } = await created({ user_metadata: { account_type: "lender", profile_image: "https://avatars.example/1" }, app_metadata: { roles: ["closer"] } });
    expect(user.email).toBe(email);
    expect(user.user_metadata).toEqual({ account_type: "lender", profile_image: "https://avatars.example/1" });
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"], roles: ["closer"] });
    expect(user.email_confirmed_at).toBeTruthy();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ email, type: "lender", role: "user" });
    const { client } = newClient(server.url);
    expect((await client.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test("email_confirm false leaves the address unconfirmed; a duplicate is 422 email_exists; bad input is 400/422", async () => {
    const { email, user } = await created({ email_confirm: false });
    expect(user.email_confirmed_at).toBeFalsy();
    expect((await admin.createUser({ email: email.toUpperCase() })).error).toMatchObject({ status: 422, code: "email_exists" });
    const invalid = await admin.createUser({ email: "xx:;x@x" });
    expect(invalid.error?.message).toContain("Unable to validate email address: invalid format");
    expect(invalid.data.user).toBeNull();
    expect((await admin.createUser({})).error).toMatchObject({ status: 400, code: "validation_failed" });
    expect((await admin.createUser({ email: freshEmail("weak"), password: "abc" })).error).toMatchObject({ status: 422, code: "weak_password" });
    expect((await admin.createUser({ email: freshEmail("ban"), ban_duration: "forever" })).error).toMatchObject({ status: 400, code: "validation_failed" });
    expect((await admin.createUser({ email: freshEmail("type"), user_metadata: { account_type: "broker" } })).error?.code).toBe("validation_failed");
    expect((await admin.createUser({ phone: "12-invalid" })).error?.message).toBe("Invalid phone number format (E.164 required)");
  });

  test("listUsers pages newest first with GoTrue's headers, which auth-js turns into nextPage, lastPage and total", async () => {
    const emails = [(await created()).email, (await created()).email, (await created()).email];
    const first = await admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users.map((u) => u.email)).toEqual([emails[2], emails[1]]);
    const page = first.data as { total: number; lastPage: number };
    expect(first.data).toMatchObject({ aud: "authenticated", nextPage: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.lastPage).toBe(Math.ceil(page.total / 2));
    const second = await admin.listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0]?.email).toBe(emails[0]);
    const all = await admin.listUsers();
    expect(all.data.users.map((u) => u.email)).toEqual(expect.arrayContaining(emails));
    expect((await admin.listUsers({ page: -1, perPage: 10 })).error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  test("getUserById and updateUserById: immediate e-mail change, merged metadata, confirmation, password, ban", async () => {
    const { email, user } = await created({ email_confirm: false });
    expect((await admin.getUserById(user.id)).data.user?.email).toBe(email);
    const unknown = await admin.getUserById("00000000-0000-4000-8000-00000000beef");
    expect(unknown.error).toMatchObject({ status: 404, code: "user_not_found", message: "User not found" });
    expect(unknown.data.user).toBeNull();
    expect((await fetch(`${server.url}/auth/v1/admin/users/not-a-uuid`, { headers: { authorization: `Bearer ${serviceKey}` } })).status).toBe(404);

    const changed = `new_${email}`;
    const updated = await admin.updateUserById(user.id, { email: changed, user_metadata: { favorite_color: "yellow" }, email_confirm: true, password: "a brand new one" });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email: changed, user_metadata: { account_type: "agent", favorite_color: "yellow" } });
    expect(updated.data.user?.email_confirmed_at).toBeTruthy();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.email).toBe(changed);
    const { client } = newClient(server.url);
    expect((await client.signInWithPassword({ email: changed, password: "a brand new one" })).error).toBeNull();

    await admin.updateUserById(user.id, { ban_duration: "24h" });
    expect((await newClient(server.url).client.signInWithPassword({ email: changed, password: "a brand new one" })).error?.code).toBe("user_banned");
    const lifted = await admin.updateUserById(user.id, { ban_duration: "none" });
    expect((lifted.data.user as { banned_until?: string } | null)?.banned_until).toBeUndefined();
    expect((await newClient(server.url).client.signInWithPassword({ email: changed, password: "a brand new one" })).error).toBeNull();
    expect((await admin.updateUserById("00000000-0000-4000-8000-00000000beef", { user_metadata: {} })).error?.status).toBe(404);
  });

  test("deleteUser removes the account for good, or softly (no sign-in, address kept reserved)", async () => {
    const hard = await created();
    const gone = await admin.deleteUser(hard.user.id);
    expect(gone.error).toBeNull();
    expect((await admin.getUserById(hard.user.id)).error?.status).toBe(404);
    expect((await admin.listUsers()).data.users.map((u) => u.email)).not.toContain(hard.email);
    expect(await database.db.select().from(profiles).where(eq(profiles.id, hard.user.id))).toEqual([]);

    const soft = await created();
    expect((await admin.deleteUser(soft.user.id, true)).error).toBeNull();
    expect((await admin.getUserById(soft.user.id)).error?.status).toBe(404);
    expect((await newClient(server.url).client.signInWithPassword({ email: soft.email, password: PASSWORD })).error).not.toBeNull();
    expect((await admin.createUser({ email: soft.email })).error?.code).toBe("email_exists");
    expect((await admin.deleteUser(soft.user.id)).error).toBeNull(); // and then for good
    expect((await admin.deleteUser("00000000-0000-4000-8000-00000000beef")).error?.status).toBe(404);
  });
});

describe("generate_link", () => {
  test("signup: a new unconfirmed account with the data; the link confirms and signs in", async () => {
    const email = freshEmail("link-signup");
    const { data, error } = await admin.generateLink({ type: "signup", email, password: PASSWORD, options: { data: { status: "alpha" }, redirectTo: `${server.url}/welcome` } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { status: "alpha" } });
    expect(Object.keys(data.properties ?? {}).sort()).toEqual(["action_link", "email_otp", "hashed_token", "redirect_to", "verification_type"]);
    expect(data.properties).toMatchObject({ verification_type: "signup", redirect_to: `${server.url}/welcome` });
    expect(data.properties!.action_link).toMatch(/\?token=.*type=signup.*redirect_to=/);
    const fragment = await follow(data.properties!.action_link);
    expect(fragment.get("access_token")).toBeTruthy();
    expect((await admin.getUserById(data.user!.id)).data.user?.email_confirmed_at).toBeTruthy();
    expect((await admin.generateLink({ type: "signup", email, password: PASSWORD })).error?.code).toBe("email_exists");
  });

  test("magiclink (an unknown address becomes signup) and recovery, redeemed by link, by code and by token hash", async () => {
    const unknown = freshEmail("link-magic-new");
    const fresh = await admin.generateLink({ type: "magiclink", email: unknown });
    expect(fresh.data.properties?.verification_type).toBe("signup");

    const { email } = await created();
    const magic = await admin.generateLink({ type: "magiclink", email });
    expect(magic.data.properties?.action_link).toMatch(/type=magiclink/);
    expect((await follow(magic.data.properties!.action_link)).get("refresh_token")).toBeTruthy();

    const again = await admin.generateLink({ type: "magiclink", email });
    const { client } = newClient(server.url);
    const byCode = await client.verifyOtp({ email, token: again.data.properties!.email_otp, type: "magiclink" });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user?.email).toBe(email);

    const recovery = await admin.generateLink({ type: "recovery", email });
    expect(recovery.data.properties?.action_link).toMatch(/type=recovery/);
    const byHash = await newClient(server.url).client.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: "recovery" });
    expect(byHash.error).toBeNull();
    expect((await admin.generateLink({ type: "recovery", email: freshEmail("nobody") })).error).toMatchObject({ status: 404, code: "user_not_found" });
  });

  test("invite and the two e-mail-change types: with the secure change (the default) the change applies once both codes are verified", async () => {
    const invited = freshEmail("link-invite");
    const invite = await admin.generateLink({ type: "invite", email: invited });
    expect(invite.data.properties?.action_link).toMatch(/type=invite/);
    expect((invite.data.user as { invited_at?: string } | null)?.invited_at).toBeTruthy();
    expect((await newClient(server.url).client.verifyOtp({ email: invited, token: invite.data.properties!.email_otp, type: "invite" })).error).toBeNull();

    const { email } = await created();
    const newEmail = freshEmail("changed");
    const links = [];
    for (const type of ["email_change_current", "email_change_new"] as const) {
      const link = await admin.generateLink({ type, email, newEmail });
      expect(link.error).toBeNull();
      expect(link.data.user?.new_email).toBe(newEmail);
      expect(link.data.properties?.action_link).toMatch(/\?token=.*type=email_change.*redirect_to=/);
      links.push(link.data.properties!.email_otp);
    }
    const { client } = newClient(server.url);
    // The current address's code first: GoTrue's single confirmation, no user and no session yet.
    const first = await client.verifyOtp({ email, token: links[0]!, type: "email_change" });
    expect(first).toEqual({ data: { user: null, session: null }, error: null });
    const second = await client.verifyOtp({ email: newEmail, token: links[1]!, type: "email_change" });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
    expect((await admin.listUsers({ page: 1, perPage: 1000 })).data.users.find((u) => u.email === newEmail)).toBeTruthy();
  });

  test("bad input: an invalid address, an unknown type, no new address", async () => {
    const invalid = await admin.generateLink({ type: "magiclink", email: "xx:;x@x.x" });
    expect(invalid.error?.message).toContain("Unable to validate email address: invalid format");
    expect(invalid.data).toEqual({ properties: null, user: null });
    const res = await fetch(`${server.url}/auth/v1/admin/generate_link`, {
      method: "POST",
      headers: { authorization: `Bearer ${serviceKey}`, "content-type": "application/json" },
      body: JSON.stringify({ type: "sms", email: freshEmail("x") }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error_code: string }).error_code).toBe("validation_failed");
    const { email } = await created();
    expect((await admin.generateLink({ type: "email_change_new", email, newEmail: "" })).error?.code).toBe("validation_failed");
  });
});

describe("invite", () => {
  test("inviteUserByEmail marks the account invited and e-mails the portal invitation; its code signs in", async () => {
    const email = freshEmail("invite");
    const { data, error } = await admin.inviteUserByEmail(email, { data: { account_type: "lender" }, redirectTo: `${server.url}/reset-password` });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, data.user!.id));
    expect(profile?.type).toBe("lender");
    const mail = await mailbox(server.url, email);
    expect(mail.subject).toBe("You're invited to the Heartland Closing Co. closing portal");
    expect(mail.text).toContain("lenders and loan officers follow their Iowa closings");
    expect(mail.text).toContain(`${server.url}/auth/v1/verify?token=`);
    expect(mail.text).toContain("type=invite");
    const { client } = newClient(server.url);
    const verified = await client.verifyOtp({ email, token: mail.code, type: "invite" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: "email_exists" });
    expect((await admin.inviteUserByEmail("xx:;x@x.x")).error?.message).toContain("Unable to validate email address: invalid format");
  });
});

describe("factors and the OAuth registry", () => {
  test("mfa.listFactors shows an enrolled factor and mfa.deleteFactor removes it", async () => {
    const { client } = newClient(server.url);
    const email = freshEmail("factors");
    const { data } = await client.signUp({ email, password: PASSWORD, options: { data: { account_type: "agent" } } });
    const enrolled = await client.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(enrolled.error).toBeNull();
    const userId = data.user!.id;
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([enrolled.data!.id]);
    const deleted = await admin.mfa.deleteFactor({ userId, id: enrolled.data!.id });
    // auth-js 2.109.0 hands back its own {data, error} wrapper here (_request without xform).
    expect((deleted.data as unknown as { data: { id: string } }).data.id).toBe(enrolled.data!.id);
    expect((await admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    expect((await admin.mfa.deleteFactor({ userId, id: enrolled.data!.id })).error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
    expect((await admin.mfa.listFactors({ userId: "00000000-0000-4000-8000-00000000beef" })).error?.status).toBe(404);
  });

  test("the OAuth client registry answers as GoTrue with its OAuth server disabled", async () => {
    const { error } = await admin.oauth.listClients();
    expect(error).toMatchObject({ status: 404, code: "feature_disabled", message: "OAuth server is disabled" });
  });
});

describe("audit", () => {
  test("every admin call is recorded with the service role as actor and the user concerned", async () => {
    const { user } = await created();
    await admin.getUserById(user.id);
    await admin.updateUserById(user.id, { user_metadata: { audited: true } });
    await admin.generateLink({ type: "recovery", email: user.email! });
    await admin.deleteUser(user.id);
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, user.id), like(auditEvents.action, "auth.admin.%")))
      .orderBy(auditEvents.createdAt);
    expect(rows.map((r) => r.action)).toEqual([
      "auth.admin.user_created",
      "auth.admin.user_read",
      "auth.admin.user_updated",
      "auth.admin.link_generated",
      "auth.admin.user_deleted",
    ]);
    for (const row of rows) expect(row).toMatchObject({ actorId: null, targetType: "auth_user", payload: expect.objectContaining({ actor: "service_role" }) });
    const listed = await database.db.select().from(auditEvents).where(eq(auditEvents.action, "auth.admin.users_listed"));
    expect(listed.length).toBeGreaterThan(0);
  });
});
