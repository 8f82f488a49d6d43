/** What the staff routes of disbursement accounts share: the acting administrator, the path, the answers. */
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { atAal2 } from "#server/auth/authenticate.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf } from "#server/http/signed-in.ts";
import { ErrorSchema } from "#server/api/openapi.ts";
import { idPathParam, pathIdOf } from "#server/api/path-params.ts";
import { ACCOUNT_MESSAGES, type StaffBy } from "#server/money/accounts/staff-accounts.ts";

export const accountParams = z.object({ id: idPathParam("id"), accountId: idPathParam("accountId") });

export const accountIdOf = (id: string) => pathIdOf(id, ACCOUNT_MESSAGES.notFound);

/** The administrator as the bank-detail rules read them (core/money/callback-rules.ts Actor). */
export function staffBy(ctx: Services, c: Context): StaffBy {
  const caller = callerOf(c);
  return {
    actorId: caller.user.id,
    ip: clientIp(c, ctx.config.TRUST_PROXY),
    actor: { userId: caller.user.id, role: caller.profile.role, aal: atAal2(caller) ? "aal2" : "aal1" },
  };
}

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

export const noAccount = { 404: error("not_found: no such closing file, or no such account on it (another file's account answers the same)") };
export const bankDetailErrors = {
  403: error("forbidden (not an administrator), mfa_required / second_factor_required (bank details need an aal2 session)"),
};
export const NO_STORE = "no-store";
