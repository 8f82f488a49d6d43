/**
 * /api/v1/admin/closing-files/{id}/parties/{partyId}: change a party (PATCH takes the whole party,
 * as the form sends it) or remove it. A party of another file is not found.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { notFound } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { closingPartySchema } from "#core/api/closing-file.ts";
import { toParty } from "#server/closing/closing-file-read.ts";
import { partyBodySchema, partyParams } from "./closing-admin-schemas.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { removeParty, replaceParty } from "./parties.queries.ts";
import { fileIdOf } from "./staff-file.ts";

export const PARTY_NOT_FOUND = "We couldn't find that party on this file.";

const missing = { description: "No such file, or no such party on it", content: { "application/json": { schema: ErrorSchema } } };

export function partyRoutes(ctx: Services) {
  const change = createRoute({
    method: "patch",
    path: "/closing-files/{id}/parties/{partyId}",
    tags: CLOSING_TAGS,
    summary: "Change a party (the whole party, as the form sends it); a buyer or seller given a new e-mail is sent the live status link",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: partyParams, body: { required: true, content: { "application/json": { schema: partyBodySchema } } } },
    responses: {
      200: { description: "The party as it is now", content: { "application/json": { schema: closingPartySchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missing,
      ...notJsonBody,
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/closing-files/{id}/parties/{partyId}",
    tags: CLOSING_TAGS,
    summary: "Remove a party from a file",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: partyParams },
    responses: { 204: { description: "Removed" }, ...adminErrors, 404: missing },
  });
  return apiRouter()
    .openapi(change, async (c) => {
      const { id, partyId } = c.req.valid("param");
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      const party = await replaceParty(ctx.db, ctx, fileIdOf(id), partyId.toLowerCase(), c.req.valid("json"), by);
      if (!party) throw notFound(PARTY_NOT_FOUND);
      return c.json(toParty(party), 200);
    })
    .openapi(remove, async (c) => {
      const { id, partyId } = c.req.valid("param");
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      if (!(await removeParty(ctx.db, fileIdOf(id), partyId.toLowerCase(), by))) throw notFound(PARTY_NOT_FOUND);
      return c.body(null, 204);
    });
}
