import type { Session } from "@supabase/auth-js";
import { describe, expect, it } from "vitest";
import { needsSecondFactor, tokenAssuranceLevel } from "./assurance.ts";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: Record<string, unknown>) => `${b64url({ alg: "HS256" })}.${b64url(claims)}.signature`;

function session(aal: string | undefined, factorStatuses: string[]): Session {
  return {
    access_token: token(aal ? { sub: "u1", aal } : { sub: "u1" }),
    refresh_token: "r",
    expires_in: 3600,
    token_type: "bearer",
    user: {
      id: "u1",
      app_metadata: {},
      user_metadata: {},
      aud: "authenticated",
      created_at: "2025-01-01T00:00:00Z",
      factors: factorStatuses.map((status, i) => ({
        id: `f${i}`,
        factor_type: "totp",
        status,
        created_at: "2025-01-01T00:00:00Z",
        updated_at: "2025-01-01T00:00:00Z",
      })),
    },
  } as Session;
}

describe("tokenAssuranceLevel", () => {
  it.each([
    [token({ aal: "aal1" }), "aal1"],
    [token({ aal: "aal2", name: "Zoë ✓" }), "aal2"],
    [token({ sub: "x" }), null],
    ["not-a-jwt", null],
    ["a.%%%.c", null],
  ])("%s → %s", (jwt, aal) => expect(tokenAssuranceLevel(jwt)).toBe(aal));
});

describe("needsSecondFactor", () => {
  it.each<[Session | null, boolean]>([
    [null, false],
    [session("aal1", []), false],
    [session("aal1", ["unverified"]), false],
    [session("aal1", ["verified"]), true],
    [session(undefined, ["verified"]), true],
    [session("aal2", ["verified"]), false],
  ])("case %#", (s, needed) => expect(needsSecondFactor(s)).toBe(needed));
});
