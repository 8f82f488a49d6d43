/**
 * The data API's authentication, once per request: middleware that puts the caller (user,
 * session, profile, assurance level) on the context. Routes declare it in createRoute's
 * `middleware`, so the OpenAPI document and the code say the same thing about who may call.
 *
 * - requireUser: any signed-in account with a profile (401 without a valid token).
 * - requireAdmin: role admin and, with ADMIN_MFA=required (the default), an aal2 access token (403):
 *   the token's own claim, not its session's level (atAal2, server/auth/authenticate.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Services } from "../services.ts";
import { AppError } from "./errors.ts";
import { requireCaller, type ApiCaller } from "./caller.ts";
import { atAal2 } from "../auth/authenticate.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** Set by requireUser/requireAdmin; absent on a route that declares neither. */
    caller: ApiCaller | undefined;
  }
}

/** The caller a requireUser/requireAdmin middleware put on this request. */
export function callerOf(c: Context): ApiCaller {
  const caller = c.get("caller");
  if (!caller) throw new Error("this route is missing its requireUser/requireAdmin middleware");
  return caller;
}

export function requireUser(ctx: Services): MiddlewareHandler {
  return async (c, next) => {
    c.set("caller", await requireCaller(ctx, c));
    await next();
  };
}

export const ADMIN_ONLY_MESSAGE = "Only administrators can do this.";
export const ADMIN_MFA_MESSAGE = "Administrator access needs two-step verification. Enter the code from your authenticator app and try again.";

export function requireAdmin(ctx: Services): MiddlewareHandler {
  return async (c, next) => {
    const caller = await requireCaller(ctx, c);
    if (caller.profile.role !== "admin") throw new AppError(403, "forbidden", ADMIN_ONLY_MESSAGE);
    if (ctx.config.ADMIN_MFA === "required" && !atAal2(caller)) {
      throw new AppError(403, "mfa_required", ADMIN_MFA_MESSAGE);
    }
    c.set("caller", caller);
    await next();
  };
}
