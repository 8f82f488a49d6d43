/**
 * Every operation of /auth/v1, as the tests send it (server/auth/routes/*.ts declares the routes).
 * The auth API speaks GoTrue's contract (Supabase's GoTrue OpenAPI document) rather than an
 * OpenAPI document of its own, so this is what the API fuzzer (tests/fuzz/) sends malformed and
 * well-formed requests to and what the authorization matrix (tests/authz/) covers. Nothing in the
 * product reads it; the route inventory test (server/api/route-inventory.test.ts) compares it with
 * the routes the auth router registers, so a route added or removed without its entry fails there.
 */

import { ADMIN_OPERATIONS } from "./auth-operations/admin-operations.ts";
import { ADMIN_PASSKEY_OPERATIONS, PASSKEY_OPERATIONS } from "./auth-operations/passkey-operations.ts";
import { SIGNING_KEY_OPERATIONS } from "./auth-operations/signing-key-operations.ts";
import type { AuthOperation } from "./auth-operations/auth-operation.ts";

const SOME_UUID = "00000000-0000-4000-8000-000000000000";

/**
 * The account the password grant's example signs in with. It exists only where someone made it
 * (the fuzzer signs it up first, so its sign-ins succeed and reach the session code).
 */
export const EXAMPLE_ACCOUNT = { email: "fuzz-signin@example.com", password: "correct horse" } as const;
/** A number the fuzzer signs up and in with (texts go to the development transport). */
const EXAMPLE_PHONE = "+13195550166";
/** An RFC 7636 S256 challenge (43 characters), as auth-js sends it with flowType "pkce". */
const CODE_CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

export const AUTH_OPERATIONS: readonly AuthOperation[] = [
  {
    method: "POST",
    path: "/signup",
    summary: "Sign up with e-mail or phone and password (an agent or lender account); with neither, an anonymous sign-in (when enabled)",
    jsonBody: true,
    auth: "none",
    cost: "argon2",
    examples: [
      {
        body: { email: "fuzz-signup@example.com", password: "correct horse", data: { account_type: "agent" } },
        required: ["email", "password"],
      },
      {
        query: { redirect_to: "http://localhost:3000/dashboard" },
        body: {
          email: "fuzz-signup-pkce@example.com",
          password: "correct horse",
          data: { account_type: "lender" },
          code_challenge: CODE_CHALLENGE,
          code_challenge_method: "s256",
        },
        required: ["email", "password"],
      },
      { body: { phone: EXAMPLE_PHONE, password: "correct horse", data: { account_type: "agent" } }, required: ["password"] },
      { body: { data: {} } },
    ],
  },
  {
    method: "POST",
    path: "/token",
    summary: "Sign in: grant_type password (e-mail or phone), refresh_token or pkce (id_token, web3: providers not enabled)",
    jsonBody: true,
    auth: "none",
    cost: "argon2",
    strictQuery: { grant_type: ["password", "refresh_token", "pkce", "id_token", "web3"] },
    examples: [
      { query: { grant_type: "password" }, body: { ...EXAMPLE_ACCOUNT }, required: ["email", "password"] },
      { query: { grant_type: "password" }, body: { phone: EXAMPLE_PHONE, password: "correct horse" }, required: ["phone", "password"] },
      { query: { grant_type: "web3" }, body: { chain: "solana", message: "fuzz", signature: "fuzz" } },
      { query: { grant_type: "refresh_token" }, body: { refresh_token: "v1.fuzzrefreshtoken" }, required: ["refresh_token"] },
      {
        query: { grant_type: "pkce" },
        body: { auth_code: SOME_UUID, code_verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk" },
        required: ["auth_code", "code_verifier"],
      },
    ],
  },
  {
    method: "GET",
    path: "/user",
    summary: "The signed-in user",
    jsonBody: false,
    auth: "bearer",
    examples: [{}],
  },
  {
    method: "PUT",
    path: "/user",
    summary: "Update the signed-in user (password, e-mail, phone, metadata)",
    jsonBody: true,
    auth: "bearer",
    cost: "argon2",
    examples: [{ body: { data: { display_name: "Fuzz" } } }, { body: { data: { display_name: null }, email: "fuzz-new-address@example.com" } }, { body: { phone: "+13195550188" } }],
  },
  {
    method: "POST",
    path: "/logout",
    summary: "End sessions: scope global (default), local or others",
    jsonBody: false,
    auth: "bearer",
    strictQuery: { scope: ["global", "local", "others"] },
    examples: [{ query: { scope: "others" } }],
  },
  {
    method: "POST",
    path: "/recover",
    summary: "E-mail a password-reset link and code",
    jsonBody: true,
    auth: "none",
    cost: "email",
    examples: [{ body: { email: "fuzz-recover@example.com" }, required: ["email"] }],
  },
  {
    method: "POST",
    path: "/otp",
    summary: "E-mail a one-time sign-in link and code, or text a code to a phone (creating the account when allowed)",
    jsonBody: true,
    auth: "none",
    cost: "email",
    examples: [
      { body: { email: "fuzz-otp@example.com", create_user: true, data: { account_type: "agent" } }, required: ["email"] },
      { body: { email: "fuzz-otp-pkce@example.com", code_challenge: CODE_CHALLENGE, code_challenge_method: "S256" }, required: ["email"] },
      { body: { phone: "+13195550177", create_user: true, channel: "sms" }, required: ["phone"] },
    ],
  },
  {
    method: "POST",
    path: "/verify",
    summary: "Verify an e-mailed or texted code, or a token hash, answering with a session",
    jsonBody: true,
    auth: "none",
    examples: [
      { body: { type: "email", email: "fuzz-otp@example.com", token: "123456" }, required: ["type", "email", "token"] },
      { body: { type: "recovery", token_hash: "pkce_0123456789abcdef" }, required: ["type", "token_hash"] },
      { body: { type: "sms", phone: "+13195550177", token: "123456" }, required: ["type", "phone", "token"] },
      { body: { type: "phone_change", phone: "13195550188", token: "123456" }, required: ["type", "phone", "token"] },
    ],
  },
  {
    method: "GET",
    path: "/verify",
    summary: "The link in an e-mail: redirects (303) with the session or the error in the fragment",
    jsonBody: false,
    auth: "none",
    examples: [{ query: { type: "signup", token: "fuzz-link-token", redirect_to: "http://localhost:3000/dashboard" } }],
  },
  {
    method: "POST",
    path: "/resend",
    summary: "Send the sign-up confirmation or e-mail-change link, or the texted sign-up or phone-change code, again",
    jsonBody: true,
    auth: "none",
    cost: "email",
    examples: [
      { body: { type: "signup", email: "fuzz-resend@example.com" }, required: ["type", "email"] },
      { body: { type: "email_change", email: "fuzz-resend@example.com" }, required: ["type", "email"] },
      { body: { type: "sms", phone: "+13195550177" }, required: ["type", "phone"] },
      { body: { type: "phone_change", phone: "+13195550188" }, required: ["type"] },
    ],
  },
  {
    method: "GET",
    path: "/reauthenticate",
    summary: "E-mail a code (the nonce of PUT /user) to confirm a sensitive change",
    jsonBody: false,
    auth: "bearer",
    cost: "email",
    examples: [{}],
  },
  {
    method: "POST",
    path: "/factors",
    summary: "Enrol a TOTP factor",
    jsonBody: true,
    auth: "bearer",
    examples: [{ body: { factor_type: "totp", friendly_name: "Phone", issuer: "Heartland" }, required: ["factor_type"] }],
  },
  {
    method: "POST",
    path: "/factors/:id/challenge",
    summary: "Challenge a factor",
    jsonBody: true,
    auth: "bearer",
    examples: [{ params: { id: SOME_UUID }, body: {} }],
  },
  {
    method: "POST",
    path: "/factors/:id/verify",
    summary: "Verify a challenge with a TOTP code (raises the session to aal2)",
    jsonBody: true,
    auth: "bearer",
    examples: [{ params: { id: SOME_UUID }, body: { challenge_id: SOME_UUID, code: "123456" }, required: ["challenge_id", "code"] }],
  },
  {
    method: "DELETE",
    path: "/factors/:id",
    summary: "Unenrol a factor",
    jsonBody: false,
    auth: "bearer",
    examples: [{ params: { id: SOME_UUID } }],
  },
  // Two-step recovery codes: our addition beside GoTrue's API (ADR 035).
  { method: "GET", path: "/recovery-codes", summary: "How many of the caller's two-step recovery codes are left", jsonBody: false, auth: "bearer", examples: [{}] },
  {
    method: "POST",
    path: "/recovery-codes",
    summary: "A new set of two-step recovery codes, shown once (aal2; the old set stops working)",
    jsonBody: true,
    auth: "bearer",
    examples: [{ body: {} }],
  },
  {
    method: "POST",
    path: "/recovery-codes/verify",
    summary: "A recovery code in place of the authenticator's (raises the session to aal2; sign-in limits)",
    jsonBody: true,
    auth: "bearer",
    examples: [{ body: { code: "aaaaa-bbbbb" }, required: ["code"] }],
  },
  { method: "GET", path: "/settings", summary: "Server settings (enabled providers)", jsonBody: false, auth: "none", examples: [{}] },
  { method: "GET", path: "/health", summary: "Is the auth server up?", jsonBody: false, auth: "none", examples: [{}] },
  {
    method: "GET",
    path: "/authorize",
    summary: "External sign-in: not enabled (400 provider_disabled)",
    jsonBody: false,
    auth: "none",
    examples: [{ query: { provider: "github" } }],
  },
  { method: "GET", path: "/callback", summary: "External sign-in callback: not enabled", jsonBody: false, auth: "none", examples: [{}] },
  { method: "POST", path: "/sso", summary: "SAML sign-in: not enabled", jsonBody: false, auth: "none", examples: [{ body: { domain: "example.com" } }] },
  {
    method: "GET",
    path: "/user/identities/authorize",
    summary: "Link an identity: manual linking is disabled",
    jsonBody: false,
    auth: "bearer",
    examples: [{ query: { provider: "github" } }],
  },
  {
    method: "DELETE",
    path: "/user/identities/:id",
    summary: "Unlink an identity: manual linking is disabled",
    jsonBody: false,
    auth: "bearer",
    examples: [{ params: { id: SOME_UUID } }],
  },
  ...ADMIN_OPERATIONS,
  ...PASSKEY_OPERATIONS,
  // Mounted under the admin API's service-role guard (server/auth/routes/admin/admin.routes.ts).
  ...ADMIN_PASSKEY_OPERATIONS,
  ...SIGNING_KEY_OPERATIONS,
];

/** "POST /auth/v1/token": how the inventory test names an operation. */
export const authOperationKey = (op: Pick<AuthOperation, "method" | "path">) => `${op.method} /auth/v1${op.path}`;
