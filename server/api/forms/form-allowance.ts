/**
 * The per-IP limit of a public form, counted without a round trip of its own where it matters.
 * A request that stores a submission is counted by the very statement that stores it
 * (submission.queries.ts), which stores nothing when the count is over the limit. Every other
 * request (invalid fields, the honeypot) is counted here once the handler has answered, and gets
 * the 429 instead of that answer when over: to the client it is as if the limit had been checked
 * first, and every POST still counts, valid or not (form-limits.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { ipLimitFor, overIpLimit } from "#server/http/ip-limit.ts";
import { hit, type Limit } from "#server/http/rate-limit.ts";
import { FORM_LIMITS, tooManyMessage, type PublicForm } from "./form-limits.ts";

export interface FormAllowance {
  limit: Limit;
  /** Set once a statement has counted this request, so it is not counted twice. */
  counted: boolean;
}

declare module "hono" {
  interface ContextVariableMap {
    /** Set by formLimit; absent on a route without it. */
    formAllowance: FormAllowance | undefined;
  }
}

export function formLimit(ctx: Services, form: PublicForm): MiddlewareHandler {
  return async (c, next) => {
    const ip = clientIp(c, ctx.config.TRUST_PROXY);
    const allowance: FormAllowance = { limit: ipLimitFor(ctx.config, `form.${form}`, FORM_LIMITS[form], ip), counted: false };
    c.set("formAllowance", allowance);
    await next();
    // A server error stored nothing and says nothing about the sender: no count, no 429.
    if (allowance.counted || c.res.status >= 500) return;
    const state = await hit(ctx.db, allowance.limit);
    if (state.over) throw overIpLimit(state, tooManyMessage);
  };
}

/** The allowance `formLimit` put on this request. */
export function allowanceOf(c: Context): FormAllowance {
  const allowance = c.get("formAllowance");
  if (!allowance) throw new Error("a public form route is missing its formLimit middleware");
  return allowance;
}
