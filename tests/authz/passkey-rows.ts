/**
 * The authorization matrix's rows for passkeys (issue 18). The owner's passkey is registered with
 * the software authenticator against the matrix's server (its relying party is the server's own
 * address, the default). Someone with a verified second factor manages passkeys only at aal2
 * (the administrator's aal1 session: 403).
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { allAccounts, everyone, noAccount, ownerOnly, signedIn, type Expected } from "./expected.ts";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";

const UNKNOWN_CHALLENGE = { challenge_id: "00000000-0000-4000-8000-000000000001", credential: {} };

/** A new passkey of the owner's, one per row. */
function ownersPasskey(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const token = ctx.owner.accessToken;
    const start = await ctx.client.call("POST", "/auth/v1/passkeys/registration/options", { token, body: {} });
    if (start.status !== 200) throw new Error(`could not start the owner's passkey: ${start.status} ${start.text}`);
    const credential = new SoftAuthenticator(ctx.client.baseUrl).create(start.json.options);
    const res = await ctx.client.call("POST", "/auth/v1/passkeys/registration/verify", { token, body: { challenge_id: start.json.challenge_id, credential } });
    if (res.status !== 200) throw new Error(`could not register the owner's passkey: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

export const PASSKEY_ROWS: Record<string, MatrixRow> = {
  "POST /auth/v1/passkeys/registration/options": {
    request: () => ({ path: "/auth/v1/passkeys/registration/options", body: {} }),
    expect: { ...signedIn(200), admin1: 403 },
  },
  // An unknown challenge: 400 webauthn_challenge_not_found for whoever may register.
  "POST /auth/v1/passkeys/registration/verify": {
    request: () => ({ path: "/auth/v1/passkeys/registration/verify", body: UNKNOWN_CHALLENGE }),
    expect: { ...signedIn(400), admin1: 403 },
  },
  "POST /auth/v1/passkeys/authentication/options": {
    request: () => ({ path: "/auth/v1/passkeys/authentication/options", body: { gotrue_meta_security: {} } }),
    expect: everyone(200),
  },
  "POST /auth/v1/passkeys/authentication/verify": {
    request: () => ({ path: "/auth/v1/passkeys/authentication/verify", body: UNKNOWN_CHALLENGE }),
    expect: everyone(400),
  },
  "GET /auth/v1/passkeys": { request: () => ({ path: "/auth/v1/passkeys" }), expect: signedIn(200) },
  "PATCH /auth/v1/passkeys/:id": {
    request: async (ctx) => ({ path: `/auth/v1/passkeys/${await ownersPasskey(ctx)}`, body: { friendly_name: "Matrix key" } }),
    expect: ownerOnly(200),
  },
  "DELETE /auth/v1/passkeys/:id": {
    request: async (ctx) => ({ path: `/auth/v1/passkeys/${await ownersPasskey(ctx)}` }),
    expect: { ...ownerOnly(204), admin1: 403 },
  },
};

/**
 * Rows for the service-role passkey routes (ADMIN_PASSKEY_OPERATIONS): only the service-role key
 * may call them, so every matrix caller is refused (as tests/authz/auth-admin-rows.ts). Not in
 * PASSKEY_ROWS: they join the matrix where routes/admin/admin.routes.ts mounts the routes.
 */
const refusedToAll: Expected = { ...noAccount(401), ...allAccounts(403) };
async function ownerId(ctx: MatrixContext): Promise<string> {
  const res = await ctx.client.call("GET", "/auth/v1/user", { token: ctx.owner.accessToken });
  return res.json.id as string;
}
/** For the service role itself these answer 200 and 204 (the owner's passkeys, one of them deleted). */
export const ADMIN_PASSKEY_ROWS: Record<string, MatrixRow> = {
  "GET /auth/v1/admin/users/:id/passkeys": { request: async (ctx) => ({ path: `/auth/v1/admin/users/${await ownerId(ctx)}/passkeys` }), expect: refusedToAll },
  "DELETE /auth/v1/admin/users/:id/passkeys/:passkeyId": {
    request: async (ctx) => ({ path: `/auth/v1/admin/users/${await ownerId(ctx)}/passkeys/${await ownersPasskey(ctx)}` }),
    expect: refusedToAll,
  },
};
