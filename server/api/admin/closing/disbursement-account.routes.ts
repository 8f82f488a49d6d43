/**
 * One disbursement account of a file (issue 32; docs/money-contract.md): change or remove a
 * payoff, show the whole numbers to an administrator who asks (audited), record the callback, and
 * approve it as a second administrator. Another file's account answers 404. Administrators at
 * aal2 only; every answer is no-store.
 */
import { createRoute } from "@hono/zod-openapi";
import { disbursementAccountSchema, payoffInputSchema, revealedAccountSchema } from "#core/api/disbursement-accounts.ts";
import { CALLBACK_REFUSALS, callbackRecordSchema } from "#core/money/callback-rules.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { ACCOUNT_MESSAGES, approveAccount, editPayoff, recordCallback, removePayoff, revealAccount } from "#server/money/accounts/staff-accounts.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileIdOf } from "./staff-file.ts";
import { NO_STORE, accountIdOf, accountParams, bankDetailErrors, noAccount, staffBy } from "./disbursement-route-parts.ts";

const conflict = (description: string) => ({ 409: { description, content: { "application/json": { schema: ErrorSchema } } } });
const accountAnswer = (description: string) => ({ description, content: { "application/json": { schema: disbursementAccountSchema } } });
const codes = (...keys: (keyof typeof CALLBACK_REFUSALS)[]) => keys.map((k) => `${k}: "${CALLBACK_REFUSALS[k]}"`).join("; ");
const PATH = "/closing-files/{id}/disbursement-accounts/{accountId}";

export function disbursementAccountRoutes(ctx: Services) {
  // Every route here: administrators only, and the errors of any one account of a file.
  const base = { tags: CLOSING_TAGS, security: SIGNED_IN, middleware: [requireAdmin(ctx)] };
  const accountErrors = { ...adminErrors, ...bankDetailErrors, ...noAccount };
  const edit = createRoute({
    ...base,
    method: "patch",
    path: PATH,
    summary: "Change a payoff (a change of the numbers or the loan reference starts verification again)",
    request: { params: accountParams, body: { required: true, content: { "application/json": { schema: payoffInputSchema } } } },
    responses: {
      200: accountAnswer("The account as it is now"),
      ...invalidInput,
      ...accountErrors,
      ...conflict(`not_a_payoff: "${ACCOUNT_MESSAGES.notPayoff}"`),
      ...notJsonBody,
    },
  });
  const remove = createRoute({
    ...base,
    method: "delete",
    path: PATH,
    summary: "Remove a payoff no longer paid at closing",
    request: { params: accountParams },
    responses: { 204: { description: "Removed" }, ...accountErrors, ...conflict(`not_a_payoff: "${ACCOUNT_MESSAGES.notPayoff}"`) },
  });
  const reveal = createRoute({
    ...base,
    method: "post",
    path: `${PATH}/reveal`,
    summary: "The whole routing and account number, to an administrator who asks for it on purpose (audited)",
    request: { params: accountParams },
    responses: {
      200: { description: "The numbers (Cache-Control: no-store)", content: { "application/json": { schema: revealedAccountSchema } } },
      ...accountErrors,
    },
  });
  const callback = createRoute({
    ...base,
    method: "post",
    path: `${PATH}/callback`,
    summary: "Record the call that verified the account: the number called, where it came from, who confirmed, when",
    request: {
      params: accountParams,
      body: {
        required: true,
        content: {
          "application/json": {
            schema: callbackRecordSchema,
            example: { number_called: "(800) 555-0199", number_source: "lender_published_number", confirmed_by: "Pat at First Iowa Bank payoffs", called_at: "2026-11-27T15:30:00-06:00" },
          },
        },
      },
    },
    responses: {
      200: accountAnswer("The account, callback recorded"),
      ...invalidInput,
      ...accountErrors,
      ...conflict(codes("number_from_submission", "called_before_details", "called_in_future", "already_approved")),
      ...notJsonBody,
    },
  });
  const approval = createRoute({
    ...base,
    method: "post",
    path: `${PATH}/approval`,
    summary: "Approve the recorded callback, as a second administrator",
    request: { params: accountParams },
    responses: {
      200: accountAnswer("The account, approved"),
      ...accountErrors,
      ...conflict(codes("approver_is_recorder", "callback_not_recorded", "already_approved")),
    },
  });
  const ids = (p: { id: string; accountId: string }) => [fileIdOf(p.id), accountIdOf(p.accountId)] as const;
  return apiRouter()
    .openapi(edit, async (c) => {
      const [fileId, accountId] = ids(c.req.valid("param"));
      const account = await editPayoff(ctx, fileId, accountId, c.req.valid("json"), staffBy(ctx, c));
      c.header("Cache-Control", NO_STORE);
      return c.json(account, 200);
    })
    .openapi(remove, async (c) => {
      const [fileId, accountId] = ids(c.req.valid("param"));
      await removePayoff(ctx, fileId, accountId, staffBy(ctx, c));
      return c.body(null, 204);
    })
    .openapi(reveal, async (c) => {
      const [fileId, accountId] = ids(c.req.valid("param"));
      const numbers = await revealAccount(ctx, fileId, accountId, staffBy(ctx, c));
      c.header("Cache-Control", NO_STORE);
      return c.json(numbers, 200);
    })
    .openapi(callback, async (c) => {
      const [fileId, accountId] = ids(c.req.valid("param"));
      const account = await recordCallback(ctx, fileId, accountId, c.req.valid("json"), staffBy(ctx, c));
      c.header("Cache-Control", NO_STORE);
      return c.json(account, 200);
    })
    .openapi(approval, async (c) => {
      const [fileId, accountId] = ids(c.req.valid("param"));
      const account = await approveAccount(ctx, fileId, accountId, staffBy(ctx, c));
      c.header("Cache-Control", NO_STORE);
      return c.json(account, 200);
    });
}
