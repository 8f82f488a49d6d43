/**
 * /api/v1/status/{token}/verification (issue 30): whom a status link's holder may prove to be
 * (the file's buyers and sellers with an e-mail or phone: names shown, contacts masked), and
 * sending that person a six-digit code (server/closing/status-session/status-codes.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { statusCodeSentSchema, statusVerificationChoicesSchema } from "#core/api/closing-request.ts";
import { statusVerificationSendSchema } from "#core/closing/request-input.ts";
import { maskEmail, maskPhone } from "#core/closing/status-verification.ts";
import type { Services } from "#server/services.ts";
import { fileOfStatusToken } from "#server/closing/status-link-lookup.ts";
import { sendStatusCode } from "#server/closing/status-session/status-codes.ts";
import { propertyAddressOf, reachableConsumers } from "#server/closing/status-session/status-session.queries.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { apiRouter, invalidInput, notJsonBody } from "../openapi.ts";
import { privateAnswer, statusError, statusIpLimit, statusLinkErrors, tokenParam } from "./status-route-parts.ts";

export function statusVerificationRoutes(ctx: Services) {
  const choices = createRoute({
    tags: ["Status page"],
    security: [],
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verification")] as const,
    method: "get",
    path: "/{token}/verification",
    summary: "Whom the link's holder may confirm they are: the file's buyers and sellers with an e-mail or phone",
    request: { params: tokenParam },
    responses: {
      200: {
        description: "Names as on the file and contacts masked (d•••@e•••.com, (•••) •••-0142); a buyer or seller with neither is not offered",
        content: { "application/json": { schema: statusVerificationChoicesSchema } },
      },
      ...statusLinkErrors,
    },
  });
  const send = createRoute({
    tags: ["Status page"],
    security: [],
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verification")] as const,
    method: "post",
    path: "/{token}/verification",
    summary: "Send a six-digit code to the chosen buyer's or seller's e-mail or phone on the file",
    request: {
      params: tokenParam,
      body: { required: true, content: { "application/json": { schema: statusVerificationSendSchema, example: { party_id: "0d5f7c1e-8a4b-4e5f-9c2d-3b1a6e7f8d90", channel: "email" } } } },
    },
    responses: {
      202: { description: "The code is on its way (works once, for 10 minutes); where to, masked", content: { "application/json": { schema: statusCodeSentSchema } } },
      ...invalidInput,
      ...statusLinkErrors,
      404: statusError("status_link_invalid (a wrong or revoked link), or not_found: no such buyer or seller with a contact on this file"),
      ...notJsonBody,
      429: statusError(
        "rate_limited: too many requests or codes from this address; too_many_codes: 3 codes an hour for one person, 10 a day for one link, or the texting caps; see Retry-After",
      ),
    },
  });
  return apiRouter()
    .openapi(choices, async (c) => {
      const link = await fileOfStatusToken(ctx.db, c.req.valid("param").token);
      const parties = await reachableConsumers(ctx.db, link.fileId);
      const data = parties.map((p) => ({
        party_id: p.id,
        name: p.name,
        role: p.role,
        email: p.email ? maskEmail(p.email) : null,
        phone: p.phone ? maskPhone(p.phone) : null,
      }));
      return c.json({ data }, 200);
    })
    .openapi(send, async (c) => {
      const link = await fileOfStatusToken(ctx.db, c.req.valid("param").token);
      const body = c.req.valid("json");
      const sent = await sendStatusCode(ctx, link, body, clientIp(c, ctx.config.TRUST_PROXY), await propertyAddressOf(ctx.db, link.fileId));
      return c.json(sent, 202);
    });
}
