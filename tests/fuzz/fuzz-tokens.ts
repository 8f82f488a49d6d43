/**
 * Bearer tokens for the fuzzer: a real session's token (so the code behind authentication is
 * reached), garbage, and tokens signed with the server's real key whose claims or header are
 * mangled one at a time. A mangled token is "invalid" when the server must refuse it.
 */
import { createHmac, randomBytes } from "node:crypto";
import fc from "fast-check";

/** What Authorization header a request carries. Plain data, so a counterexample prints it. */
export type TokenPlan =
  | { kind: "none" }
  | { kind: "valid"; scheme: "Bearer" | "bearer" | "BEARER" }
  | { kind: "garbage"; header: string }
  | { kind: "misplaced"; form: "no-scheme" | "Token" | "Basic" | "trailing-word" | "two-tokens" }
  | { kind: "mangled"; mangle: string; value?: unknown };

const REMOVE = "<removed>";

interface MangleRule {
  /** The server must refuse the token. */
  invalid: boolean;
  /**
   * The same for the service-role key, where it differs: the key carries only iss, role, iat and
   * exp, and GoTrue's admin check reads no sub, aud or exp requirement from a user's token
   * (server/auth/service-role.ts), but does refuse any other role.
   */
  invalidForServiceRole?: boolean;
  apply(token: TokenParts, value: unknown, now: number): void;
}

interface TokenParts {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  key: "real" | "other" | "none";
  signature?: "truncated" | "tampered" | "empty";
}

const setClaim = (name: string) => (t: TokenParts, value: unknown) => {
  if (value === REMOVE) delete t.claims[name];
  else t.claims[name] = value;
};
const relative = (name: string, seconds: number) => (t: TokenParts, _v: unknown, now: number) => {
  t.claims[name] = now + seconds;
};

/** One change at a time to an otherwise valid token of a live session. */
const MANGLES: Record<string, MangleRule> = {
  "session_id:not-a-uuid": { invalid: true, apply: setClaim("session_id") },
  "session_id:unknown-uuid": { invalid: true, apply: setClaim("session_id") },
  "session_id:number": { invalid: true, apply: (t) => setClaim("session_id")(t, 1) },
  "session_id:missing": { invalid: true, invalidForServiceRole: false, apply: (t) => setClaim("session_id")(t, REMOVE) },
  "sub:not-a-uuid": { invalid: true, invalidForServiceRole: false, apply: setClaim("sub") },
  "sub:unknown-uuid": { invalid: true, invalidForServiceRole: false, apply: setClaim("sub") },
  "sub:missing": { invalid: true, invalidForServiceRole: false, apply: (t) => setClaim("sub")(t, REMOVE) },
  "exp:missing": { invalid: true, invalidForServiceRole: false, apply: (t) => setClaim("exp")(t, REMOVE) },
  "exp:past": { invalid: true, apply: relative("exp", -3600) },
  "exp:string": { invalid: true, apply: (t) => setClaim("exp")(t, "9999999999") },
  "iat:future": { invalid: true, apply: relative("iat", 3600) },
  "iat:string": { invalid: true, apply: (t) => setClaim("iat")(t, "0") },
  "nbf:future": { invalid: true, apply: relative("nbf", 3600) },
  "aud:wrong": { invalid: true, invalidForServiceRole: false, apply: setClaim("aud") },
  "aud:missing": { invalid: true, invalidForServiceRole: false, apply: (t) => setClaim("aud")(t, REMOVE) },
  "iss:wrong": { invalid: true, invalidForServiceRole: false, apply: (t) => setClaim("iss")(t, "https://evil.example/auth/v1") },
  "iss:missing": { invalid: true, invalidForServiceRole: false, apply: (t) => setClaim("iss")(t, REMOVE) },
  "alg:none": { invalid: true, apply: (t) => ((t.header.alg = "none"), (t.key = "none")) },
  "alg:HS384": { invalid: true, apply: (t) => void (t.header.alg = "HS384") },
  "alg:HS512": { invalid: true, apply: (t) => void (t.header.alg = "HS512") },
  "alg:RS256-header": { invalid: true, apply: (t) => void (t.header.alg = "RS256") },
  "alg:lower-case": { invalid: true, apply: (t) => void (t.header.alg = "hs256") },
  "header:crit": { invalid: true, apply: (t) => void (t.header.crit = ["exp"]) },
  "signature:other-key": { invalid: true, apply: (t) => void (t.key = "other") },
  "signature:truncated": { invalid: true, apply: (t) => void (t.signature = "truncated") },
  "signature:tampered-payload": { invalid: true, apply: (t) => void (t.signature = "tampered") },
  "signature:empty": { invalid: true, apply: (t) => void (t.signature = "empty") },
  // Signed with the real key, so only the server could have made them; the server reads role,
  // assurance level and e-mail from the database, never from these claims.
  "role:service_role": { invalid: false, apply: (t) => setClaim("role")(t, "service_role") },
  // A user's role on the service-role key: what a user's own token is to the admin API.
  "role:authenticated": { invalid: false, invalidForServiceRole: true, apply: (t) => setClaim("role")(t, "authenticated") },
  "role:anon": { invalid: false, invalidForServiceRole: true, apply: (t) => setClaim("role")(t, "anon") },
  "aal:aal2": { invalid: false, apply: (t) => setClaim("aal")(t, "aal2") },
  "email:other": { invalid: false, apply: (t) => setClaim("email")(t, "someone-else@example.com") },
  "amr:garbage": { invalid: false, apply: (t) => setClaim("amr")(t, [{ method: "\u0000" }, 1, null]) },
  "claims:huge": { invalid: false, apply: (t) => setClaim("user_metadata")(t, { blob: "x".repeat(3000) }) },
  "kid:traversal": { invalid: false, apply: (t) => void (t.header.kid = "../../../../etc/passwd") },
};

const oddId = fc.constantFrom("not-a-uuid", "", "1", "' or '1'='1", "00000000-0000-0000-0000-00000000000g", "\u0000", "a\u0000b", "a".repeat(1000), "\ud800");

export const tokenPlan: fc.Arbitrary<TokenPlan> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: "none" as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("valid" as const), scheme: fc.constantFrom("Bearer" as const, "bearer" as const, "BEARER" as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("garbage" as const),
      header: fc.oneof(
        fc.constantFrom(
          "Bearer not-a-jwt",
          "Bearer a.b.c",
          "Bearer ",
          "Bearer",
          "Bearer null",
          "Bearer undefined",
          "Bearer eyJhbGciOiJIUzI1NiJ9..",
          "Bearer ...",
          "Bearer eyJhbGciOiJub25lIn0.e30.",
          `Bearer ${"a".repeat(4000)}`,
          "Bearer \u00ff\u00fe\u00e9",
          "Basic dXNlcjpwYXNz",
          "Bearer\ttab.b.c",
          "",
        ),
        fc.tuple(fc.base64String({ minLength: 4, maxLength: 60 }), fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 40 }))
          .map(([a, b, c]) => `Bearer ${a.replace(/=/g, "")}.${b.replace(/=/g, "")}.${c.replace(/=/g, "")}`),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("misplaced" as const),
      form: fc.constantFrom("no-scheme" as const, "Token" as const, "Basic" as const, "trailing-word" as const, "two-tokens" as const),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.oneof(
      fc.record({ kind: fc.constant("mangled" as const), mangle: fc.constantFrom("session_id:not-a-uuid", "sub:not-a-uuid"), value: oddId }),
      fc.record({ kind: fc.constant("mangled" as const), mangle: fc.constantFrom("session_id:unknown-uuid", "sub:unknown-uuid"), value: fc.uuid() }),
      fc.record({ kind: fc.constant("mangled" as const), mangle: fc.constant("aud:wrong"), value: fc.constantFrom<unknown>("anon", "service_role", "", ["other"], 1) }),
      fc.record({
        kind: fc.constant("mangled" as const),
        mangle: fc.constantFrom(...Object.keys(MANGLES).filter((m) => !/:(not-a-uuid|unknown-uuid)$|^aud:wrong$/.test(m))),
      }),
    ),
  },
);

/** Whether the server may accept a request carrying this plan's token (made from `session`'s) as signed in. */
export function tokenAuthenticates(plan: TokenPlan, session?: Pick<LiveSession, "kind">): boolean {
  if (plan.kind === "valid") return true;
  if (plan.kind === "mangled") {
    const rule = MANGLES[plan.mangle]!;
    return !(session?.kind === "service_role" ? (rule.invalidForServiceRole ?? rule.invalid) : rule.invalid);
  }
  return false;
}

/** A short name for grouping failures: "valid", "garbage", "mangled:exp:missing". */
export function tokenLabel(plan: TokenPlan): string {
  if (plan.kind === "mangled") return `mangled:${plan.mangle}`;
  if (plan.kind === "misplaced") return `misplaced:${plan.form}`;
  return plan.kind;
}

export interface LiveSession {
  accessToken: string;
  /** The HS256 key the server signs with. */
  jwtKey: Uint8Array;
  /** Whose token it is: a signed-in user's (the default) or the service-role key. */
  kind?: "user" | "service_role";
}

/** The Authorization header value for `plan`, made from the live session's token. */
export function authorizationHeader(plan: TokenPlan, session: LiveSession, now = Math.floor(Date.now() / 1000)): string | undefined {
  const token = session.accessToken;
  switch (plan.kind) {
    case "none":
      return undefined;
    case "valid":
      return `${plan.scheme} ${token}`;
    case "garbage":
      return plan.header;
    case "misplaced":
      return {
        "no-scheme": token,
        Token: `Token ${token}`,
        Basic: `Basic ${token}`,
        "trailing-word": `Bearer ${token} extra`,
        "two-tokens": `Bearer ${token}, Bearer ${token}`,
      }[plan.form];
    case "mangled":
      return `Bearer ${mangledToken(plan.mangle, plan.value, session, now)}`;
  }
}

function mangledToken(mangle: string, value: unknown, session: LiveSession, now: number): string {
  const [headerPart, payloadPart] = session.accessToken.split(".");
  const parts: TokenParts = {
    header: JSON.parse(Buffer.from(headerPart!, "base64url").toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payloadPart!, "base64url").toString()) as Record<string, unknown>,
    key: "real",
  };
  // Fresh times, so only the mangled claim can make it invalid.
  parts.claims.iat = now;
  parts.claims.exp = now + 3600;
  MANGLES[mangle]!.apply(parts, value, now);
  return sign(parts, session.jwtKey);
}

const HMAC: Record<string, string> = { HS256: "sha256", HS384: "sha384", HS512: "sha512" };

/** Signs by hand: jose refuses to write most of these tokens, which is the point of them. */
function sign(t: TokenParts, realKey: Uint8Array): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const input = `${b64(t.header)}.${b64(t.claims)}`;
  if (t.key === "none") return `${input}.`;
  const key = t.key === "real" ? realKey : randomBytes(32);
  const signature = createHmac(HMAC[String(t.header.alg)] ?? "sha256", key).update(input).digest("base64url");
  if (t.signature === "empty") return `${input}.`;
  if (t.signature === "truncated") return `${input}.${signature.slice(0, 20)}`;
  if (t.signature === "tampered") return `${b64(t.header)}.${b64({ ...t.claims, sub: "00000000-0000-4000-8000-000000000001" })}.${signature}`;
  return `${input}.${signature}`;
}
