/**
 * What every /api/v1/status/{token} route shares (issue 16, issue 30): the token parameter, the
 * private headers on every answer (the link is the credential), the per-address limit counted
 * before the token is looked at, and the answers a verified route may give besides its own.
 */
import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { VERIFICATION_REQUIRED_MESSAGE } from "#core/closing/status-verification.ts";
import type { Services } from "#server/services.ts";
import { STATUS_LINK_MESSAGES } from "#server/closing/status-link-lookup.ts";
import { ipLimit } from "#server/http/ip-limit.ts";
import { ErrorSchema } from "../openapi.ts";

/** A person reloads a page a few times a minute; a script guessing tokens needs millions. */
export const STATUS_PAGE_LIMIT = { max: 60, windowSeconds: 60 };

/** The link is the credential: not indexed, not stored by caches, not sent on as a Referer. */
export const STATUS_PAGE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
} as const;

/** Sets STATUS_PAGE_HEADERS on whatever answer the request ends with, an error's included. */
export const privateAnswer: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(STATUS_PAGE_HEADERS)) c.res.headers.set(name, value);
};

export const tokenParam = z.object({
  token: z
    .string()
    .openapi({ param: { name: "token", in: "path" }, description: "The token of the status link", example: "3q2-7w9XbVhY0mKzP1c4dT8uN6eR5sL2aJfQ0gHiBk" }),
});

/** The status page's per-address limit, under `name` (each route family counts on its own). */
export const statusIpLimit = (ctx: Services, name: string) =>
  ipLimit(ctx, name, STATUS_PAGE_LIMIT, (wait) => `Too many status page requests from your connection. Please wait ${wait} and try again.`);

export const statusError = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

/** What any status route may answer about its link. */
export const statusLinkErrors = {
  404: statusError(`status_link_invalid: a wrong or revoked link. "${STATUS_LINK_MESSAGES.invalid}"`),
  410: statusError("status_link_expired: the file completed more than 90 days ago"),
  429: statusError("rate_limited: too many requests from this address; see Retry-After"),
} as const;

/** What a route that needs a verified session may answer besides statusLinkErrors. */
export const verifiedErrors = {
  401: statusError(`verification_required: no verified session for this link (none sent, expired, another link's, or the link was reissued). "${VERIFICATION_REQUIRED_MESSAGE}"`),
} as const;
