/**
 * GET|PUT /api/v1/status/{token}/proceeds-account (issue 32; docs/money-contract.md): the seller's
 * account for their proceeds, read back masked and given or changed, in a money-view session (a
 * code entered within 10 minutes, to the phone on the file when there is one; otherwise 401
 * fresh_verification_required). A buyer is refused with 403 proceeds_sellers_only.
 */
import { createRoute } from "@hono/zod-openapi";
import { proceedsAccountViewSchema } from "#core/api/disbursement-accounts.ts";
import { proceedsAccountSchema } from "#core/money/bank-account.ts";
import { MONEY_VIEW_MESSAGES } from "#core/money/money-view.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { requireMoneyView } from "#server/closing/status-session/require-money-view.ts";
import { holderOf } from "#server/closing/status-session/require-status-session.ts";
import { PROCEEDS_MESSAGES, proceedsView, putProceeds } from "#server/money/accounts/seller-proceeds.ts";
import { STATUS_VERIFIED, apiRouter, invalidInput, notJsonBody } from "../openapi.ts";
import { privateAnswer, statusError, statusIpLimit, statusLinkErrors, tokenParam } from "./status-route-parts.ts";

const moneyErrors = {
  401: statusError(
    `verification_required (no verified session), or fresh_verification_required: the code was entered more than 10 minutes ago, or went by e-mail when the file has a phone. "${MONEY_VIEW_MESSAGES.freshCodeNeeded}"`,
  ),
  403: statusError(`proceeds_sellers_only: the verified person is a buyer. "${PROCEEDS_MESSAGES.sellersOnly}"`),
} as const;

const PATH = "/{token}/proceeds-account";
const accountAnswer = (description: string) => ({ description, content: { "application/json": { schema: proceedsAccountViewSchema } } });

export function statusProceedsRoutes(ctx: Services) {
  // Both routes: the seller's own account, in a money-view session.
  const base = {
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireMoneyView(ctx)],
  };
  const read = createRoute({
    ...base,
    method: "get",
    path: PATH,
    summary: "The seller's account for their proceeds, masked, and where its verification stands (none yet: account null)",
    request: { params: tokenParam },
    responses: { 200: accountAnswer("The account, masked"), ...moneyErrors, ...statusLinkErrors },
  });
  const put = createRoute({
    ...base,
    method: "put",
    path: PATH,
    summary: "Give or change the account for the seller's proceeds (the account number typed twice)",
    description:
      "A change of the numbers starts the callback verification again and alerts the seller by e-mail and text. The answer is masked; the numbers are never sent back.",
    request: {
      params: tokenParam,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: proceedsAccountSchema,
            example: { account_holder_name: "Jo Smith", routing_number: "073000228", account_number: "123456789", account_number_again: "123456789", account_type: "checking" },
          },
        },
      },
    },
    responses: {
      200: accountAnswer("The account as stored, masked"),
      ...invalidInput,
      ...moneyErrors,
      ...statusLinkErrors,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(read, async (c) => c.json(await proceedsView(ctx, holderOf(c)), 200))
    .openapi(put, async (c) => c.json(await putProceeds(ctx, holderOf(c), c.req.valid("json"), clientIp(c, ctx.config.TRUST_PROXY)), 200));
}
