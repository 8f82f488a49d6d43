import type { Session } from "@supabase/auth-js";

/** The `aal` claim of an access token ("aal1", "aal2"), or null if it cannot be read. */
export function tokenAssuranceLevel(accessToken: string): string | null {
  const payload = accessToken.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(atob(base64));
    if (claims && typeof claims === "object" && "aal" in claims && typeof claims.aal === "string") return claims.aal;
    return null;
  } catch {
    return null;
  }
}

/**
 * True when the password step is done but the account has a verified authenticator and this
 * session has not yet proved it (aal1 where aal2 is possible): the same rule as auth-js's
 * getAuthenticatorAssuranceLevel, without its round trip, so it can run during render.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const hasVerifiedFactor = (session.user.factors ?? []).some((f) => f.status === "verified");
  return hasVerifiedFactor && tokenAssuranceLevel(session.access_token) !== "aal2";
}
