/**
 * The authorization matrix's rows for disbursement accounts (issue 32): staff's routes are for an
 * administrator at aal2 only (aal1 403, every other account 403, no account 401); approving a
 * callback one recorded oneself is refused (409 approver_is_recorder: the matrix has one
 * administrator). The seller's proceeds account is a status route behind a verified session
 * whose code is fresh (the money view): the owner's live link with the seller's session only.
 */
import type { MatrixContext, MatrixRow } from "./authorization-matrix.ts";
import { ownersFile, presentedToken } from "./closing-fixtures.ts";
import { adminOnly, statusLinkOnly } from "./expected.ts";
import { verifiedFile } from "./status-request-rows.ts";

const FILES = "/api/v1/admin/closing-files";
const PAYOFF = { lender_name: "Matrix Bank", routing_number: "073000228", account_number: "123456789", loan_reference: "LN-1", statement_phone: "(515) 555-0100" };
const CALL = () => ({ number_called: "(800) 555-0199", number_source: "lender_published_number", confirmed_by: "Pat", called_at: new Date().toISOString() });

/** A payoff on the owner's file (with its callback recorded by the administrator when `recorded`), one per row. */
function payoff(ctx: MatrixContext, recorded = false): Promise<string> {
  return ctx.perRow(async () => {
    const fileId = await ownersFile(ctx);
    const res = await ctx.client.call("POST", `${FILES}/${fileId}/disbursement-accounts`, { token: ctx.admin.accessToken, body: PAYOFF });
    if (res.status !== 201) throw new Error(`could not add a payoff: ${res.status} ${res.text}`);
    const path = `${FILES}/${fileId}/disbursement-accounts/${res.json.id as string}`;
    if (recorded) {
      const called = await ctx.client.call("POST", `${path}/callback`, { token: ctx.admin.accessToken, body: CALL() });
      if (called.status !== 200) throw new Error(`could not record the callback: ${called.status} ${called.text}`);
    }
    return path;
  });
}

async function proceeds(ctx: MatrixContext, body?: unknown) {
  const v = await verifiedFile(ctx, true);
  return { path: `/api/v1/status/${presentedToken(ctx, v.links)}/proceeds-account`, body, headers: { authorization: `Bearer ${v.session}` } };
}

export const MONEY_ACCOUNT_ROWS: Record<string, MatrixRow> = {
  "GET /api/v1/admin/closing-files/:id/disbursement-accounts": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/disbursement-accounts` }),
    expect: adminOnly(200),
  },
  "POST /api/v1/admin/closing-files/:id/disbursement-accounts": {
    request: async (ctx) => ({ path: `${FILES}/${await ownersFile(ctx)}/disbursement-accounts`, body: PAYOFF }),
    expect: adminOnly(201),
  },
  "PATCH /api/v1/admin/closing-files/:id/disbursement-accounts/:accountId": {
    request: async (ctx) => ({ path: await payoff(ctx), body: { ...PAYOFF, lender_name: "Matrix Bank, N.A." } }),
    expect: adminOnly(200),
  },
  "DELETE /api/v1/admin/closing-files/:id/disbursement-accounts/:accountId": { request: async (ctx) => ({ path: await payoff(ctx) }), expect: adminOnly(204) },
  "POST /api/v1/admin/closing-files/:id/disbursement-accounts/:accountId/reveal": {
    request: async (ctx) => ({ path: `${await payoff(ctx)}/reveal` }),
    expect: adminOnly(200),
  },
  "POST /api/v1/admin/closing-files/:id/disbursement-accounts/:accountId/callback": {
    request: async (ctx) => ({ path: `${await payoff(ctx)}/callback`, body: CALL() }),
    expect: adminOnly(200),
  },
  // The administrator recorded the callback: approving it themselves is refused.
  "POST /api/v1/admin/closing-files/:id/disbursement-accounts/:accountId/approval": {
    request: async (ctx) => ({ path: `${await payoff(ctx, true)}/approval` }),
    expect: adminOnly(409),
  },
  "GET /api/v1/status/:token/proceeds-account": { request: (ctx) => proceeds(ctx), expect: statusLinkOnly(200, 401) },
  "PUT /api/v1/status/:token/proceeds-account": {
    request: (ctx) =>
      proceeds(ctx, { account_holder_name: "Matrix Seller", routing_number: "073000228", account_number: "123456789", account_number_again: "123456789", account_type: "checking" }),
    expect: statusLinkOnly(200, 401),
  },
};
