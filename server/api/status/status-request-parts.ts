/**
 * What the verified status routes of requests share (issue 30): the path with the request's id,
 * the caller built from the verified session (server/closing/requests/request-actor.ts), and the
 * refusals. A buyer or seller sees only their role's requests shared with everyone, so another
 * party's, another file's or the other side's request answers 404, as if it did not exist.
 */
import type { Context } from "hono";
import { REQUEST_MESSAGES } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { holderOf } from "#server/closing/status-session/require-status-session.ts";
import { consumerCaller, type RequestCaller } from "#server/closing/requests/request-actor.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { idPathParam } from "../path-params.ts";
import { statusError, tokenParam } from "./status-route-parts.ts";

export const statusRequestParams = tokenParam.extend({ requestId: idPathParam("requestId") });

/** The verified buyer or seller as the request functions take them, and their file. */
export function statusCaller(ctx: Services, c: Context): RequestCaller & { fileId: string } {
  const { party, link } = holderOf(c);
  return { ...consumerCaller(party, link.linkId, clientIp(c, ctx.config.TRUST_PROXY)), fileId: link.fileId };
}

export const requestErrors = {
  404: statusError(
    `status_link_invalid (a wrong or revoked link), or not_found: no such request of the verified person's on this file (another person's, another file's, or one not shared with them). "${REQUEST_MESSAGES.notFound}"`,
  ),
  409: statusError(`request_not_open: already answered, accepted or waived. "${REQUEST_MESSAGES.notOpen}"`),
} as const;

export const requestIdOf = (requestId: string) => requestId.toLowerCase();

