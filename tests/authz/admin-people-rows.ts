/**
 * The authorization matrix's rows for the admin people routes (server/api/admin/people). Only the
 * administrator's aal2 session is served. The changes made leave the other cells alone: the role
 * and sending rows change a fresh account of their own, the count row sets the owner agent's count
 * (which no other row checks), and the matrix's administrator is never demoted.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { adminOnly } from "./expected.ts";

/** The owner agent's user id, once per row. */
function ownersId(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const res = await ctx.client.call("GET", "/auth/v1/user", { token: ctx.owner.accessToken });
    if (res.status !== 200) throw new Error(`could not read the owner: ${res.status} ${res.text}`);
    return res.json.id as string;
  });
}

/** A new account of the row's own, for the role change. */
function freshAccount(ctx: MatrixContext): Promise<string> {
  return ctx.perRow(async () => {
    const body = { email: `people-${ctx.unique()}@example.com`, password: "matrix passphrase", data: { account_type: "lender" } };
    const res = await ctx.client.call("POST", "/auth/v1/signup", { body });
    if (res.status !== 200) throw new Error(`could not sign up the row's account: ${res.status} ${res.text}`);
    return res.json.user.id as string;
  });
}

export const ADMIN_PEOPLE_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/overview": { request: () => ({ path: "/api/v1/admin/overview" }), expect: adminOnly(200) },
  "GET /api/v1/admin/users": { request: () => ({ path: "/api/v1/admin/users?limit=5&q=matrix" }), expect: adminOnly(200) },
  "GET /api/v1/admin/users.csv": { request: () => ({ path: "/api/v1/admin/users.csv?q=matrix" }), expect: adminOnly(200) },
  "PATCH /api/v1/admin/users/:id/role": {
    request: async (ctx) => ({ path: `/api/v1/admin/users/${await freshAccount(ctx)}/role`, body: { role: "admin" } }),
    expect: adminOnly(200),
  },
  "PUT /api/v1/admin/users/:id/transaction-count": {
    request: async (ctx) => ({ path: `/api/v1/admin/users/${await ownersId(ctx)}/transaction-count`, body: { count: 3 } }),
    expect: adminOnly(200),
  },
  // Pauses a fresh account of the row's own, so no other cell's sends are refused.
  "PUT /api/v1/admin/users/:id/sending": {
    request: async (ctx) => ({ path: `/api/v1/admin/users/${await freshAccount(ctx)}/sending`, body: { suspended: true } }),
    expect: adminOnly(200),
  },
  "GET /api/v1/admin/audit": { request: () => ({ path: "/api/v1/admin/audit?kind=role&limit=5" }), expect: adminOnly(200) },
  "GET /api/v1/admin/messages": { request: () => ({ path: "/api/v1/admin/messages?channel=email&limit=5" }), expect: adminOnly(200) },
  "GET /api/v1/admin/documents": { request: () => ({ path: "/api/v1/admin/documents?type=agent" }), expect: adminOnly(200) },
};
