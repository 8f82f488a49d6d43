/** POST /api/v1/admin/closing-files/{id}/parties: add a party (a buyer or seller with an e-mail is sent the live status link). */
import { createRoute } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { closingPartySchema } from "#core/api/closing-file.ts";
import { idParams } from "#server/api/path-params.ts";
import { toParty } from "#server/closing/closing-file-read.ts";
import { partyBodySchema } from "./closing-admin-schemas.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { addParty } from "./parties.queries.ts";
import { fileIdOf } from "./staff-file.ts";

export function partiesRoutes(ctx: Services) {
  const add = createRoute({
    method: "post",
    path: "/closing-files/{id}/parties",
    tags: CLOSING_TAGS,
    summary: "Add a party to a file; a buyer or seller with an e-mail is e-mailed the live status link, if any",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: partyBodySchema } } } },
    responses: {
      201: { description: "The party", content: { "application/json": { schema: closingPartySchema } } },
      ...invalidInput,
      ...adminErrors,
      404: { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(add, async (c) => {
    const fileId = fileIdOf(c.req.valid("param").id);
    const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
    const party = await addParty(ctx.db, ctx, fileId, c.req.valid("json"), by);
    return c.json(toParty(party), 201);
  });
}
