/**
 * Who may call what: every operation of the data API (/api/v1/openapi.json) and of the auth API
 * (tests/support/auth-operations.ts) × every kind of caller, with the status each must get for a
 * well-formed request. tests/authz/authorization-matrix.db.test.ts sends every cell to a running
 * app and fails when an operation has no row here, so a new route cannot ship without saying who
 * may call it. The callers, with and without accounts (status-link holders), are described in
 * tests/authz/expected.ts.
 */
import type { ActorSession, MatrixClient } from "./matrix-client.ts";
import type { FileLinks } from "./closing-fixtures.ts";
import { everyone, ownerOnly, signedIn, type Actor, type Expected } from "./expected.ts";
import { ADMIN_PEOPLE_ROWS } from "./admin-people-rows.ts";
import { ADMIN_PIPELINE_ROWS } from "./admin-pipeline-rows.ts";
import { AUTH_ADMIN_ROWS } from "./auth-admin-rows.ts";
import { CLOSING_ADMIN_ROWS } from "./closing-admin-rows.ts";
import { CLOSING_DOCUMENT_ROWS } from "./closing-document-rows.ts";
import { CLOSING_ME_ROWS } from "./closing-me-rows.ts";
import { CLOSING_MESSAGE_ROWS } from "./closing-message-rows.ts";
import { CLOSING_PARTY_ROWS } from "./closing-party-rows.ts";
import { CLOSING_REQUEST_ROWS } from "./closing-request-rows.ts";
import { LIVE_EVENT_ROWS } from "./live-event-rows.ts";
import { MESSAGE_INBOX_ROWS } from "./message-inbox-rows.ts";
import { MONEY_ACCOUNT_ROWS } from "./money-account-rows.ts";
import { MONEY_WIRE_ROWS } from "./money-wire-rows.ts";
// Retention (issue 33).
import { RETENTION_ROWS } from "./retention-rows.ts";
import { PASSKEY_ROWS } from "./passkey-rows.ts";
import { SIGNING_KEY_ROWS } from "./signing-key-rows.ts";
import { STATUS_MESSAGE_ROWS } from "./status-message-rows.ts";
import { STATUS_REQUEST_ROWS } from "./status-request-rows.ts";

export { ACTORS, type Actor, type Expected } from "./expected.ts";

export interface MatrixRequest {
  /** Path and query under the server's origin, e.g. "/api/v1/leads". */
  path: string;
  body?: unknown;
  /** Headers besides the caller's own (a verified status session: tests/authz/status-request-rows.ts); an account's token still wins. */
  headers?: Record<string, string>;
}

/** Status links made once for the whole matrix (tests/authz/closing-fixtures.ts). */
export interface MatrixLinks {
  /** A file of the owner's whose link was issued twice: `holder` holds the live one, `revokedHolder` the replaced one. */
  owners: FileLinks;
  /** The live link of another file, held by `otherHolder`. */
  otherFile: string;
  /** The link of a file completed more than 90 days ago, held by `expiredHolder`. */
  expired: string;
}

export interface MatrixContext {
  client: MatrixClient;
  /** Who this cell's request is for (most rows send every caller the same request). */
  actor: Actor;
  links: MatrixLinks;
  /** The agent, whose resources requests name. */
  owner: ActorSession;
  /** The administrator after two-step verification (for setting up closing files; tests/authz/closing-fixtures.ts). */
  admin: ActorSession;
  /** The addresses on every closing file the matrix opens besides the owner's: the claimant's, the buyer's and the seller's accounts. */
  people: { lender: string; buyer: string; seller: string };
  /** A value no other cell uses (for e-mail addresses that must be new). */
  unique(): string;
  /**
   * The same value for every caller of one row (the owner's resource that all of them name);
   * the owner's own cell runs last, so its change (a deletion) is seen by no other cell.
   */
  perRow<T>(make: () => Promise<T>): Promise<T>;
}

export interface MatrixRow {
  /** A well-formed request, built afresh for each caller. */
  request(ctx: MatrixContext): MatrixRequest | Promise<MatrixRequest>;
  expect: Expected;
  /** Ends the caller's session (sign-out): its cells run after every other row's. */
  endsSession?: boolean;
}

const lead = (ctx: MatrixContext) => ({ name: "Matrix Caller", email: `lead-${ctx.unique()}@example.com`, message: "Can you close in Ames on the 18th?" });

/** A new unverified TOTP factor of the owner, one per row. */
function ownersNewFactor(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { factor_type: "totp", friendly_name: `matrix ${ctx.unique()}` };
    const res = await ctx.client.call("POST", "/auth/v1/factors", { token: ctx.owner.accessToken, body });
    if (res.status !== 200) throw new Error(`could not enrol the owner's factor: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

/** A dashboard order of the owner's (its details not yet added), one per row. */
function ownersOrder(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const res = await ctx.client.call("POST", "/api/v1/orders", { token: ctx.owner.accessToken, body: { service_type: "digital-cash" } });
    if (res.status !== 201) throw new Error(`could not place the owner's order: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

/** A client of the owner's, with a phone and an e-mail, one per row. */
function ownersClient(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { name: "Matrix Client", email: `client-${ctx.unique()}@example.com`, phone: "(319) 555-0142" };
    const res = await ctx.client.call("POST", "/api/v1/clients", { token: ctx.owner.accessToken, body });
    if (res.status !== 201) throw new Error(`could not add the owner's client: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

export const MATRIX: Record<string, MatrixRow> = {
  // --- Data API -------------------------------------------------------------------------------
  "GET /api/v1/health": { request: () => ({ path: "/api/v1/health" }), expect: everyone(200) },
  // Metrics and readiness (issue 33): public like liveness (it names checks, nothing about anyone); no mail worker runs here, so 200.
  "GET /api/v1/health/ready": { request: () => ({ path: "/api/v1/health/ready" }), expect: everyone(200) },
  "GET /api/v1/public-config": { request: () => ({ path: "/api/v1/public-config" }), expect: everyone(200) },
  "GET /api/v1/me": { request: () => ({ path: "/api/v1/me" }), expect: signedIn(200) },
  // Issue 27: every account but the claimant has proven its address (409 already_confirmed); the claimant is e-mailed a code.
  "POST /api/v1/me/email-confirmation": { request: () => ({ path: "/api/v1/me/email-confirmation" }), expect: { ...signedIn(409), claimant: 202 } },
  // A code nobody was sent: a proven address stays proven (200); the claimant's is refused on the field (400).
  "POST /api/v1/me/email-confirmation/verify": {
    request: () => ({ path: "/api/v1/me/email-confirmation/verify", body: { code: "000000" } }),
    expect: { ...signedIn(200), claimant: 400 },
  },
  "GET /api/v1/dashboard": { request: () => ({ path: "/api/v1/dashboard" }), expect: signedIn(200) },
  "GET /api/v1/transactions": { request: () => ({ path: "/api/v1/transactions?limit=5" }), expect: signedIn(200) },
  "GET /api/v1/goat": { request: () => ({ path: "/api/v1/goat" }), expect: signedIn(200) },
  "PUT /api/v1/goat/leaderboard-name": { request: () => ({ path: "/api/v1/goat/leaderboard-name", body: { show_name: false } }), expect: signedIn(200) },
  "GET /api/v1/resources": { request: () => ({ path: "/api/v1/resources" }), expect: signedIn(200) },
  "POST /api/v1/orders": { request: () => ({ path: "/api/v1/orders", body: { service_type: "tc" } }), expect: signedIn(201) },
  "GET /api/v1/orders": { request: () => ({ path: "/api/v1/orders?limit=5" }), expect: signedIn(200) },
  "GET /api/v1/orders/:id": { request: async (ctx) => ({ path: `/api/v1/orders/${await ownersOrder(ctx)}` }), expect: ownerOnly(200) },
  // Only the account that placed the order completes it (once: the owner's cell runs last).
  "POST /api/v1/orders/:id/completion": {
    request: async (ctx) => ({
      path: `/api/v1/orders/${await ownersOrder(ctx)}/completion`,
      body: { name: "Matrix Orderer", phone: "(319) 555-0142", property_address: "412 Elm St, Cedar Falls, IA 50613" },
    }),
    expect: ownerOnly(200),
  },
  "GET /api/v1/calculators/seller-net.pdf": {
    request: () => ({ path: "/api/v1/calculators/seller-net.pdf?price=250000&commission=6&closing=2026-12-18" }),
    expect: everyone(200),
  },
  "GET /api/v1/calculators/cash-only.pdf": {
    request: () => ({ path: "/api/v1/calculators/cash-only.pdf?price=300000&taxes=3650&closing=2026-12-18" }),
    expect: everyone(200),
  },
  // Public forms: a token only attaches the signed-in sender's account.
  "POST /api/v1/leads": { request: (ctx) => ({ path: "/api/v1/leads", body: lead(ctx) }), expect: everyone(201) },
  "POST /api/v1/guide-downloads": {
    request: (ctx) => ({ path: "/api/v1/guide-downloads", body: { email: `guide-${ctx.unique()}@example.com`, guide: "fsbo-package" } }),
    expect: everyone(201),
  },
  "POST /api/v1/gift-card-claims": {
    request: (ctx) => ({ path: "/api/v1/gift-card-claims", body: { full_name: "Matrix Claimant", email: `gift-${ctx.unique()}@example.com` } }),
    expect: everyone(201),
  },
  "POST /api/v1/service-requests": {
    request: (ctx) => ({
      path: "/api/v1/service-requests",
      body: { service_type: "title", name: "Matrix Requester", email: `sr-${ctx.unique()}@example.com`, phone: "(319) 555-0142" },
    }),
    expect: everyone(201),
  },
  // Development only (no SMTP_URL, not production): the e-mails kept instead of sent.
  "GET /api/v1/clients": { request: () => ({ path: "/api/v1/clients?limit=5&q=smith" }), expect: signedIn(200) },
  "POST /api/v1/clients": {
    request: (ctx) => ({ path: "/api/v1/clients", body: { name: "Matrix Client", email: `client-${ctx.unique()}@example.com` } }),
    expect: signedIn(201),
  },
  "GET /api/v1/clients/:id": { request: async (ctx) => ({ path: `/api/v1/clients/${await ownersClient(ctx)}` }), expect: ownerOnly(200) },
  "PUT /api/v1/clients/:id": {
    request: async (ctx) => ({ path: `/api/v1/clients/${await ownersClient(ctx)}`, body: { name: "Matrix Client", notes: "Edited" } }),
    expect: ownerOnly(200),
  },
  "DELETE /api/v1/clients/:id": { request: async (ctx) => ({ path: `/api/v1/clients/${await ownersClient(ctx)}` }), expect: ownerOnly(204) },
  "GET /api/v1/clients/:id/communications": {
    request: async (ctx) => ({ path: `/api/v1/clients/${await ownersClient(ctx)}/communications` }),
    expect: ownerOnly(200),
  },
  "POST /api/v1/clients/:id/communications": {
    request: async (ctx) => ({ path: `/api/v1/clients/${await ownersClient(ctx)}/communications`, body: { type: "sms", content: "Your closing is Friday at 10." } }),
    expect: ownerOnly(201),
  },
  "GET /api/v1/clients/:id/template-values": {
    request: async (ctx) => ({ path: `/api/v1/clients/${await ownersClient(ctx)}/template-values` }),
    expect: ownerOnly(200),
  },
  "GET /api/v1/email-templates": { request: () => ({ path: "/api/v1/email-templates" }), expect: signedIn(200) },
  // Only the SMS provider, with its signature, may call the webhooks: no token makes a difference.
  "POST /api/v1/webhooks/sms/status": {
    request: () => ({ path: "/api/v1/webhooks/sms/status", body: { MessageSid: "SM00000000000000000000000000000000", MessageStatus: "delivered" } }),
    expect: everyone(403),
  },
  "POST /api/v1/webhooks/sms/inbound": {
    request: () => ({ path: "/api/v1/webhooks/sms/inbound", body: { From: "+13195550142", Body: "STOP" } }),
    expect: everyone(403),
  },
  "GET /api/v1/dev/mailbox": { request: (ctx) => ({ path: `/api/v1/dev/mailbox?to=${ctx.owner.email}` }), expect: everyone(200) },

  // --- Auth API -------------------------------------------------------------------------------
  "POST /auth/v1/signup": {
    request: (ctx) => ({ path: "/auth/v1/signup", body: { email: `new-${ctx.unique()}@example.com`, password: "correct horse", data: { account_type: "agent" } } }),
    expect: everyone(200),
  },
  "POST /auth/v1/token": {
    request: (ctx) => ({ path: "/auth/v1/token?grant_type=password", body: { email: ctx.owner.email, password: ctx.owner.password } }),
    expect: everyone(200),
  },
  "GET /auth/v1/user": { request: () => ({ path: "/auth/v1/user" }), expect: signedIn(200) },
  "PUT /auth/v1/user": { request: () => ({ path: "/auth/v1/user", body: { data: { phone_extension: "204" } } }), expect: signedIn(200) },
  "POST /auth/v1/logout": { request: () => ({ path: "/auth/v1/logout?scope=local" }), expect: signedIn(204), endsSession: true },
  "POST /auth/v1/recover": { request: (ctx) => ({ path: "/auth/v1/recover", body: { email: `recover-${ctx.unique()}@example.com` } }), expect: everyone(200) },
  "POST /auth/v1/otp": { request: (ctx) => ({ path: "/auth/v1/otp", body: { email: `otp-${ctx.unique()}@example.com`, create_user: false } }), expect: everyone(422) },
  // A wrong code: refused for everyone alike (the token proves nothing here).
  "POST /auth/v1/verify": { request: (ctx) => ({ path: "/auth/v1/verify", body: { type: "email", email: ctx.owner.email, token: "000000" } }), expect: everyone(403) },
  "GET /auth/v1/verify": { request: () => ({ path: "/auth/v1/verify?type=recovery&token=not-a-real-token" }), expect: everyone(303) },
  "POST /auth/v1/resend": { request: (ctx) => ({ path: "/auth/v1/resend", body: { type: "signup", email: `resend-${ctx.unique()}@example.com` } }), expect: everyone(200) },
  "GET /auth/v1/reauthenticate": { request: () => ({ path: "/auth/v1/reauthenticate" }), expect: signedIn(200) },
  // Enrolling another factor once one is verified needs aal2 (the administrator has one).
  "POST /auth/v1/factors": {
    request: (ctx) => ({ path: "/auth/v1/factors", body: { factor_type: "totp", friendly_name: `cell ${ctx.unique()}` } }),
    expect: { ...signedIn(200), admin1: 403 },
  },
  "POST /auth/v1/factors/:id/challenge": {
    request: async (ctx) => ({ path: `/auth/v1/factors/${await ownersNewFactor(ctx)}/challenge`, body: {} }),
    expect: ownerOnly(200),
  },
  // The owner reaches the code check (a wrong code); nobody else finds the factor.
  "POST /auth/v1/factors/:id/verify": {
    request: async (ctx) => {
      const id = await ownersNewFactor(ctx);
      const challengeId = await ctx.perRow(async () => {
        const challenge = await ctx.client.call("POST", `/auth/v1/factors/${id}/challenge`, { token: ctx.owner.accessToken, body: {} });
        return challenge.json.id as string;
      });
      return { path: `/auth/v1/factors/${id}/verify`, body: { challenge_id: challengeId, code: "000000" } };
    },
    expect: ownerOnly(422),
  },
  "DELETE /auth/v1/factors/:id": { request: async (ctx) => ({ path: `/auth/v1/factors/${await ownersNewFactor(ctx)}` }), expect: ownerOnly(200) },
  // Two-step recovery codes (ADR 035): each caller's own set, never another's (there is no id to name).
  "GET /auth/v1/recovery-codes": { request: () => ({ path: "/auth/v1/recovery-codes" }), expect: signedIn(200) },
  // A new set needs a verified authenticator (422 without one) and an aal2 session (403 at aal1).
  "POST /auth/v1/recovery-codes": {
    request: () => ({ path: "/auth/v1/recovery-codes", body: {} }),
    expect: { ...signedIn(422), admin1: 403, admin2: 200 },
  },
  // A made-up code: refused alike for every account (422), with or without an authenticator.
  "POST /auth/v1/recovery-codes/verify": {
    request: () => ({ path: "/auth/v1/recovery-codes/verify", body: { code: "aaaaa-bbbbb" } }),
    expect: signedIn(422),
  },
  "GET /auth/v1/settings": { request: () => ({ path: "/auth/v1/settings" }), expect: everyone(200) },
  "GET /auth/v1/health": { request: () => ({ path: "/auth/v1/health" }), expect: everyone(200) },
  // External providers and SSO are not enabled: the same refusal for everyone.
  "GET /auth/v1/authorize": { request: () => ({ path: "/auth/v1/authorize?provider=google" }), expect: everyone(400) },
  "GET /auth/v1/callback": { request: () => ({ path: "/auth/v1/callback" }), expect: everyone(400) },
  "POST /auth/v1/sso": { request: () => ({ path: "/auth/v1/sso", body: { domain: "example.com" } }), expect: everyone(400) },
  // Linking and unlinking: manual linking is off, so every signed-in caller gets GoTrue's 404
  // manual_linking_disabled before any identity is looked at.
  "GET /auth/v1/user/identities/authorize": { request: () => ({ path: "/auth/v1/user/identities/authorize?provider=google" }), expect: signedIn(404) },
  "DELETE /auth/v1/user/identities/:id": {
    request: async (ctx) => {
      const user = await ctx.client.call("GET", "/auth/v1/user", { token: ctx.owner.accessToken });
      return { path: `/auth/v1/user/identities/${user.json.identities[0].identity_id}` };
    },
    expect: signedIn(404),
  },
  // --- Admin data API (tests/authz/admin-*-rows.ts) ------------------------------------------
  ...ADMIN_PIPELINE_ROWS,
  ...ADMIN_PEOPLE_ROWS,
  ...CLOSING_ADMIN_ROWS,
  ...CLOSING_PARTY_ROWS,
  ...CLOSING_DOCUMENT_ROWS,
  ...CLOSING_REQUEST_ROWS,
  ...CLOSING_MESSAGE_ROWS,
  ...MESSAGE_INBOX_ROWS,
  ...CLOSING_ME_ROWS,
  // --- Auth additions of issue 18 (tests/authz/auth-admin-rows.ts, passkey-rows.ts, signing-key-rows.ts)
  ...AUTH_ADMIN_ROWS,
  ...PASSKEY_ROWS,
  ...SIGNING_KEY_ROWS,
  ...STATUS_REQUEST_ROWS,
  ...MONEY_ACCOUNT_ROWS,
  ...STATUS_MESSAGE_ROWS,
  ...LIVE_EVENT_ROWS,
  ...MONEY_WIRE_ROWS,
  // Retention (issue 33): tests/authz/retention-rows.ts.
  ...RETENTION_ROWS,
};
