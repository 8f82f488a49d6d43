/**
 * The money view on a status route (issue 32; core/money/money-view.ts): the verified session of
 * require-status-session.ts, and besides it a code entered within the last 10 minutes that went
 * to the phone on the file (else the e-mail). Otherwise 401 fresh_verification_required; the page
 * asks for a new code to the phone when the person has one (moneyViewChannel).
 */
import type { MiddlewareHandler } from "hono";
import { moneyViewRefusal } from "#core/money/money-view.ts";
import type { Services } from "#server/services.ts";
import { AppError } from "#server/http/errors.ts";
import { verifiedHolder } from "./require-status-session.ts";

export function requireMoneyView(ctx: Services): MiddlewareHandler {
  return async (c, next) => {
    const now = new Date();
    const holder = await verifiedHolder(ctx, c, now);
    const refusal = moneyViewRefusal({ verifiedAt: holder.verifiedAt, channel: holder.channel, partyPhone: holder.party.phone }, now);
    if (refusal) {
      throw new AppError(401, refusal.code, refusal.message, undefined, { "WWW-Authenticate": 'Bearer realm="status"' });
    }
    c.set("statusHolder", holder);
    await next();
  };
}
