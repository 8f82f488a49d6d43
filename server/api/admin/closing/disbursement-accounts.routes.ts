/**
 * GET|POST /api/v1/admin/closing-files/{id}/disbursement-accounts (issue 32; docs/money-contract.md):
 * every account money leaves the file to, masked, with its callback and approval; and a payoff
 * staff enter from the payoff statement. Administrators at aal2 only.
 */
import { createRoute } from "@hono/zod-openapi";
import { disbursementAccountListSchema, disbursementAccountSchema, payoffInputSchema } from "#core/api/disbursement-accounts.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idParams } from "#server/api/path-params.ts";
import { addPayoff, listAccounts } from "#server/money/accounts/staff-accounts.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileIdOf } from "./staff-file.ts";
import { NO_STORE, bankDetailErrors, noAccount, staffBy } from "./disbursement-route-parts.ts";

export function disbursementAccountsRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/closing-files/{id}/disbursement-accounts",
    tags: CLOSING_TAGS,
    summary: "Every account money leaves the file to (seller's proceeds, payoffs), masked, with its callback and approval",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The accounts, oldest first", content: { "application/json": { schema: disbursementAccountListSchema } } },
      ...adminErrors,
      ...bankDetailErrors,
      ...noAccount,
    },
  });
  const create = createRoute({
    method: "post",
    path: "/closing-files/{id}/disbursement-accounts",
    tags: CLOSING_TAGS,
    summary: "Add a payoff account from the payoff statement",
    description: "`statement_phone`: the phone printed on the payoff statement, if any; a callback to it is refused (number_from_submission).",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: idParams,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: payoffInputSchema,
            example: { lender_name: "First Iowa Bank", routing_number: "073000228", account_number: "123456789", loan_reference: "LN-88412", statement_phone: "(515) 555-0100" },
          },
        },
      },
    },
    responses: {
      201: { description: "The account, unverified", content: { "application/json": { schema: disbursementAccountSchema } } },
      ...invalidInput,
      ...adminErrors,
      ...bankDetailErrors,
      ...noAccount,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const data = await listAccounts(ctx, fileId, staffBy(ctx, c));
      c.header("Cache-Control", NO_STORE);
      return c.json({ data }, 200);
    })
    .openapi(create, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const account = await addPayoff(ctx, fileId, c.req.valid("json"), staffBy(ctx, c));
      c.header("Cache-Control", NO_STORE);
      return c.json(account, 201);
    });
}
