/**
 * Shared set-up of the admin people API tests: the real app on a test database, and the callers
 * an admin route tells apart (an administrator with a verified factor, once at aal2 and once
 * with the password only, and a regular user).
 */
import { eq } from "drizzle-orm";
import { profiles } from "#db/schema/index.ts";
import { call, signIn } from "../auth-requests.ts";
import { signUpFresh, useAuthApp, userWithVerifiedFactor, type AuthTestContext } from "#server/auth/tests/helpers.ts";

export function usePeopleApp(): AuthTestContext {
  return useAuthApp({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
}

export async function promote(t: AuthTestContext, id: string): Promise<void> {
  await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, id));
}

export interface Caller {
  id: string;
  email: string;
  token: string;
}

/** An administrator with a verified factor: its aal2 token, and a password-only (aal1) one. */
export async function administrator(t: AuthTestContext): Promise<Caller & { aal1Token: string }> {
  const user = await userWithVerifiedFactor(t.app);
  await promote(t, user.session.user.id);
  const passwordOnly = await signIn(t.app, user.email, user.password);
  if (passwordOnly.status !== 200) throw new Error(`sign-in failed: ${passwordOnly.status} ${passwordOnly.text}`);
  return { id: user.session.user.id, email: user.email, token: user.aal2.access_token, aal1Token: passwordOnly.json.access_token };
}

export async function regularUser(t: AuthTestContext, accountType: "agent" | "lender" = "agent"): Promise<Caller> {
  const user = await signUpFresh(t.app, { data: { account_type: accountType } });
  return { id: user.session.user.id, email: user.email, token: user.session.access_token };
}

/** A JSON request to the app as `token`'s caller. */
export function apiCall(t: AuthTestContext, method: string, path: string, token?: string, body?: unknown) {
  return call(t.app, method, path, { token, body });
}

/** Only this account stays an administrator (for the last-administrator rule). */
export async function onlyAdmin(t: AuthTestContext, ...ids: string[]): Promise<void> {
  for (const row of await t.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"))) {
    if (!ids.includes(row.id)) await t.database.db.update(profiles).set({ role: "user" }).where(eq(profiles.id, row.id));
  }
}
