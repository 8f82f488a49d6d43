/**
 * Disbursement accounts (issue 32) as the server's handlers send them and as the web app parses
 * them are one type (core/api/disbursement-accounts.ts): checked by `npm run typecheck`.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { DisbursementAccountJson, ProceedsAccountView, RevealedAccount } from "#core/api/disbursement-accounts.ts";
import type * as staffHooks from "#app/features/closing-admin/disbursement-queries.ts";
import type * as sellerHooks from "#app/features/status-page/status-proceeds-queries.ts";
import type { disbursementAccountRoutes } from "#server/api/admin/closing/disbursement-account.routes.ts";
import type { disbursementAccountsRoutes } from "#server/api/admin/closing/disbursement-accounts.routes.ts";
import type { statusProceedsRoutes } from "#server/api/status/status-proceeds.routes.ts";
import type { Mutated, Parsed, Sent } from "./route-types.ts";

type Account = "/closing-files/:id/disbursement-accounts/:accountId";

describe("disbursement accounts", () => {
  test("staff's list, a payoff, the reveal, the callback and the approval", () => {
    expectTypeOf<Sent<typeof disbursementAccountsRoutes, "/closing-files/:id/disbursement-accounts", "$get">>().toEqualTypeOf<{ data: DisbursementAccountJson[] }>();
    expectTypeOf<Parsed<typeof staffHooks.useDisbursementAccounts>>().toEqualTypeOf<{ data: DisbursementAccountJson[] }>();
    expectTypeOf<Sent<typeof disbursementAccountsRoutes, "/closing-files/:id/disbursement-accounts", "$post", 201>>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Mutated<typeof staffHooks.useAddPayoff>>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Sent<typeof disbursementAccountRoutes, Account, "$patch">>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Mutated<typeof staffHooks.useEditPayoff>>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Sent<typeof disbursementAccountRoutes, `${Account}/reveal`, "$post">>().toEqualTypeOf<RevealedAccount>();
    expectTypeOf<Mutated<typeof staffHooks.useRevealAccount>>().toEqualTypeOf<RevealedAccount>();
    expectTypeOf<Sent<typeof disbursementAccountRoutes, `${Account}/callback`, "$post">>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Mutated<typeof staffHooks.useRecordCallback>>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Sent<typeof disbursementAccountRoutes, `${Account}/approval`, "$post">>().toEqualTypeOf<DisbursementAccountJson>();
    expectTypeOf<Mutated<typeof staffHooks.useApproveAccount>>().toEqualTypeOf<DisbursementAccountJson>();
  });
  test("the seller's proceeds account", () => {
    expectTypeOf<Sent<typeof statusProceedsRoutes, "/:token/proceeds-account", "$get">>().toEqualTypeOf<ProceedsAccountView>();
    expectTypeOf<Parsed<typeof sellerHooks.useProceedsAccount>>().toEqualTypeOf<ProceedsAccountView>();
    expectTypeOf<Sent<typeof statusProceedsRoutes, "/:token/proceeds-account", "$put">>().toEqualTypeOf<ProceedsAccountView>();
    expectTypeOf<Mutated<typeof sellerHooks.useSaveProceeds>>().toEqualTypeOf<ProceedsAccountView>();
  });
});
