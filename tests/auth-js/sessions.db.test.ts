/**
 * Compatibility: the official @supabase/auth-js client, unchanged, against our running server —
 * sign-up, password sign-in, user, session, refresh, update and every sign-out scope, with the
 * auth events it emits.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AuthApiError, isAuthApiError } from "@supabase/auth-js";
import { createTestDatabase, type TestDatabase } from "../support/test-db.ts";
import { startServer, type RunningServer } from "../support/running-server.ts";
import { freshEmail, newClient } from "./client.ts";

let database: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const PASSWORD = "Cedar Falls 2025";

async function registered(type: "agent" | "lender" = "agent") {
  const { client, events } = newClient(server.url);
  const email = freshEmail(type);
  const { data, error } = await client.signUp({ email, password: PASSWORD, options: { data: { account_type: type } } });
  expect(error).toBeNull();
  return { client, events, email, data };
}

describe("signUp", () => {
  test("returns a session and a user; the client stores the session and emits SIGNED_IN", async () => {
    const { client, events, email, data } = await registered("lender");
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.account_type).toBe("lender");
    expect(data.user?.identities?.[0]?.provider).toBe("email");
    expect(events).toContain("SIGNED_IN");
    const { data: got } = await client.getSession();
    expect(got.session?.user.id).toBe(data.user?.id);
  });

  test("an address already registered gives an error whose message says so", async () => {
    const { email } = await registered();
    const { client } = newClient(server.url);
    const { data, error } = await client.signUp({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.code).toBe("user_already_exists");
    expect(error?.message).toMatch(/already registered/);
  });

  test.each([
    ["not-an-email", PASSWORD, "validation_failed"],
    ["someone@localhost", PASSWORD, "email_address_invalid"],
    [freshEmail("weak"), "12345", "weak_password"],
  ])("%s / %s → %s", async (email, password, code) => {
    const { client } = newClient(server.url);
    const { error } = await client.signUp({ email, password });
    expect(error?.code).toBe(code);
  });
});

describe("signInWithPassword", () => {
  test("the right password signs in; getUser asks the server and matches", async () => {
    const { email, data: signedUp } = await registered();
    const { client, events } = newClient(server.url);
    const { data, error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(signedUp.user?.id);
    expect(events).toContain("SIGNED_IN");
    const { data: user } = await client.getUser();
    expect(user.user?.email).toBe(email);
  });

  test("a wrong password is invalid_credentials and leaves no session", async () => {
    const { email } = await registered();
    const { client } = newClient(server.url);
    const { data, error } = await client.signInWithPassword({ email, password: "not the password" });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.status).toBe(400);
    expect(data.session).toBeNull();
    expect((await client.getSession()).data.session).toBeNull();
  });
});

describe("sessions", () => {
  test("INITIAL_SESSION is reported to a new listener", async () => {
    const { client } = await registered();
    const seen: string[] = [];
    const { data } = client.onAuthStateChange((event) => {
      seen.push(event);
    });
    await new Promise((r) => setTimeout(r, 50));
    data.subscription.unsubscribe();
    expect(seen[0]).toBe("INITIAL_SESSION");
  });

  test("refreshSession rotates the refresh token and emits TOKEN_REFRESHED; the old token then fails", async () => {
    const { client, events, data } = await registered();
    const before = data.session!;
    const { data: refreshed, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(refreshed.session?.refresh_token).not.toBe(before.refresh_token);
    expect(events).toContain("TOKEN_REFRESHED");
    const { client: thief } = newClient(server.url);
    // Inside the grace window the same token gets the same child back (two tabs refreshing at once).
    const { data: again } = await thief.refreshSession({ refresh_token: before.refresh_token });
    expect(again.session?.refresh_token).toBe(refreshed.session?.refresh_token);
  });

  test("updateUser changes the password (USER_UPDATED); the new one signs in, the old does not", async () => {
    const { client, events, email } = await registered();
    const { data, error } = await client.updateUser({ password: "New Pella password" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(events).toContain("USER_UPDATED");
    const { client: other } = newClient(server.url);
    expect((await other.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials");
    expect((await other.signInWithPassword({ email, password: "New Pella password" })).error).toBeNull();
  });

  test("updateUser cannot change the account type chosen at sign-up", async () => {
    const { client } = await registered("agent");
    const { data } = await client.updateUser({ data: { account_type: "lender", nickname: "Jo" } });
    expect(data.user?.user_metadata).toMatchObject({ account_type: "agent", nickname: "Jo" });
  });
});

describe("signOut scopes", () => {
  async function threeDevices() {
    const { email } = await registered();
    const devices = [newClient(server.url), newClient(server.url), newClient(server.url)];
    for (const d of devices) expect((await d.client.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return devices;
  }
  const stillValid = async (d: ReturnType<typeof newClient>) => {
    const token = (await d.client.getSession()).data.session?.access_token;
    if (!token) return false;
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
    return res.status === 200;
  };

  test("local ends only this device's session", async () => {
    const [a, b, c] = await threeDevices();
    expect((await a!.client.signOut({ scope: "local" })).error).toBeNull();
    expect(a!.events).toContain("SIGNED_OUT");
    expect((await a!.client.getSession()).data.session).toBeNull();
    expect([await stillValid(b!), await stillValid(c!)]).toEqual([true, true]);
  });

  test("others ends every other session and keeps this one", async () => {
    const [a, b, c] = await threeDevices();
    expect((await a!.client.signOut({ scope: "others" })).error).toBeNull();
    expect([await stillValid(a!), await stillValid(b!), await stillValid(c!)]).toEqual([true, false, false]);
  });

  test("global ends every session; their refresh tokens stop working too", async () => {
    const [a, b] = await threeDevices();
    const bRefresh = (await b!.client.getSession()).data.session!.refresh_token;
    expect((await a!.client.signOut()).error).toBeNull();
    expect(await stillValid(b!)).toBe(false);
    const { error } = await newClient(server.url).client.refreshSession({ refresh_token: bRefresh });
    expect(error?.code).toBe("refresh_token_not_found");
  });

  test("signing out with a session the server already ended still clears the local session", async () => {
    const [a, b] = await threeDevices();
    await a!.client.signOut({ scope: "global" });
    const { error } = await b!.client.signOut({ scope: "local" });
    expect(error).toBeNull();
    expect((await b!.client.getSession()).data.session).toBeNull();
    expect(b!.events).toContain("SIGNED_OUT");
  });
});
