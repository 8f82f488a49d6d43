/**
 * The authorization matrix's rows for the service-role admin API (issue 18): only the service-role
 * key may call it, so every caller of the matrix is refused, our own administrators included (they
 * are people with accounts, not the service role): no token 401 no_authorization, a user's token
 * 403 not_admin. What the service role itself gets is SERVICE_ROLE_STATUS, checked by
 * tests/authz/auth-admin-service-role.db.test.ts with the same requests.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { allAccounts, noAccount, type Expected } from "./expected.ts";
import { ADMIN_PASSKEY_ROWS } from "./passkey-rows.ts";

const refusedToAll: Expected = { ...noAccount(401), ...allAccounts(403) };

/** A new agent account, one per row (a row may change or delete it). */
function throwawayUser(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { email: `admin-api-${ctx.unique()}@example.com`, password: "matrix passphrase", data: { account_type: "agent" } };
    const res = await ctx.client.call("POST", "/auth/v1/signup", { body });
    if (res.status !== 200) throw new Error(`could not sign up a user for the admin API rows: ${res.status} ${res.text}`);
    return res.json.user.id as string;
  });
}

/** A throwaway user with an unverified TOTP factor: [userId, factorId]. */
function throwawayFactor(ctx: MatrixContext): Promise<[string, string]> {
  return ctx.perRow(async () => {
    const email = `admin-api-factor-${ctx.unique()}@example.com`;
    const signup = await ctx.client.call("POST", "/auth/v1/signup", { body: { email, password: "matrix passphrase", data: { account_type: "lender" } } });
    if (signup.status !== 200) throw new Error(`could not sign up: ${signup.status} ${signup.text}`);
    const factor = await ctx.client.call("POST", "/auth/v1/factors", { token: signup.json.access_token, body: { factor_type: "totp" } });
    if (factor.status !== 200) throw new Error(`could not enrol a factor: ${factor.status} ${factor.text}`);
    return [signup.json.user.id as string, factor.json.id as string];
  });
}

const SOME_CLIENT = "00000000-0000-4000-8000-000000000000";
const row = (request: MatrixRow["request"]): MatrixRow => ({ request, expect: refusedToAll });

export const AUTH_ADMIN_ROWS: Record<string, MatrixRow> = {
  "GET /auth/v1/admin/users": row(() => ({ path: "/auth/v1/admin/users?page=1&per_page=5" })),
  "POST /auth/v1/admin/users": row((ctx) => ({
    path: "/auth/v1/admin/users",
    body: { email: `admin-created-${ctx.unique()}@example.com`, password: "matrix passphrase", email_confirm: true, user_metadata: { account_type: "agent" } },
  })),
  "GET /auth/v1/admin/users/:id": row(async (ctx) => ({ path: `/auth/v1/admin/users/${await throwawayUser(ctx)}` })),
  "PUT /auth/v1/admin/users/:id": row(async (ctx) => ({ path: `/auth/v1/admin/users/${await throwawayUser(ctx)}`, body: { user_metadata: { note: "matrix" } } })),
  "DELETE /auth/v1/admin/users/:id": row(async (ctx) => ({ path: `/auth/v1/admin/users/${await throwawayUser(ctx)}`, body: { should_soft_delete: false } })),
  "POST /auth/v1/admin/generate_link": row((ctx) => ({ path: "/auth/v1/admin/generate_link", body: { type: "magiclink", email: `admin-link-${ctx.unique()}@example.com` } })),
  "GET /auth/v1/admin/users/:id/factors": row(async (ctx) => ({ path: `/auth/v1/admin/users/${(await throwawayFactor(ctx))[0]}/factors` })),
  "DELETE /auth/v1/admin/users/:id/factors/:factorId": row(async (ctx) => {
    const [userId, factorId] = await throwawayFactor(ctx);
    return { path: `/auth/v1/admin/users/${userId}/factors/${factorId}` };
  }),
  "POST /auth/v1/invite": row((ctx) => ({ path: "/auth/v1/invite", body: { email: `admin-invite-${ctx.unique()}@example.com`, data: { account_type: "lender" } } })),
  "GET /auth/v1/admin/oauth/clients": row(() => ({ path: "/auth/v1/admin/oauth/clients?page=1&per_page=5" })),
  "POST /auth/v1/admin/oauth/clients": row(() => ({ path: "/auth/v1/admin/oauth/clients", body: { client_name: "Matrix", redirect_uris: ["http://localhost:3000/cb"] } })),
  "GET /auth/v1/admin/oauth/clients/:clientId": row(() => ({ path: `/auth/v1/admin/oauth/clients/${SOME_CLIENT}` })),
  "PUT /auth/v1/admin/oauth/clients/:clientId": row(() => ({ path: `/auth/v1/admin/oauth/clients/${SOME_CLIENT}`, body: { client_name: "Matrix" } })),
  "DELETE /auth/v1/admin/oauth/clients/:clientId": row(() => ({ path: `/auth/v1/admin/oauth/clients/${SOME_CLIENT}` })),
  "POST /auth/v1/admin/oauth/clients/:clientId/regenerate_secret": row(() => ({ path: `/auth/v1/admin/oauth/clients/${SOME_CLIENT}/regenerate_secret` })),
  // The passkeys part's admin routes, mounted behind the same guard.
  ...ADMIN_PASSKEY_ROWS,
};

/**
 * What the service role gets for the same requests: success, except the OAuth client registry,
 * which answers as GoTrue with its OAuth server disabled (docs/decisions/017-service-role-admin-api.md).
 */
export const SERVICE_ROLE_STATUS: Record<keyof typeof AUTH_ADMIN_ROWS, number> = Object.fromEntries(
  Object.keys(AUTH_ADMIN_ROWS).map((op) => [op, op.includes("/oauth/") ? 404 : op.startsWith("DELETE") && op.includes("/passkeys/") ? 204 : 200]),
);
