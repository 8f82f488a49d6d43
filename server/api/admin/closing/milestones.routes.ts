/**
 * POST /api/v1/admin/closing-files/{id}/milestones: one change to one step (server/closing/milestone-move.ts
 * checks it against the timeline under the file's lock and writes it with its event and audit row).
 */
import { createRoute } from "@hono/zod-openapi";
import { milestoneChangeSchema } from "#core/closing/milestones.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { staffClosingFileSchema } from "#core/api/closing-file.ts";
import { idParams } from "#server/api/path-params.ts";
import { moveMilestone } from "#server/closing/milestone-move.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileIdOf, staffFile } from "./staff-file.ts";

export function milestonesRoutes(ctx: Services) {
  const move = createRoute({
    method: "post",
    path: "/closing-files/{id}/milestones",
    tags: CLOSING_TAGS,
    summary: "Mark a step done, waived, blocked or pending",
    description:
      "409 with the refusal's code: needs_earlier_steps (the message names the steps to do first), not_waivable, " +
      "later_steps_settled (the message names the later steps to reopen first), unchanged; closing_date_needed when " +
      "closing_scheduled is marked done on a file without a closing date.",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, body: { required: true, content: { "application/json": { schema: milestoneChangeSchema } } } },
    responses: {
      200: { description: "The file as it is now", content: { "application/json": { schema: staffClosingFileSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } },
      409: { description: "The timeline does not allow this change now", content: { "application/json": { schema: ErrorSchema } } },
      ...notJsonBody,
    },
  });
  return apiRouter().openapi(move, async (c) => {
    const fileId = fileIdOf(c.req.valid("param").id);
    const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
    const change = c.req.valid("json");
    await ctx.db.transaction((tx) => moveMilestone(tx, fileId, change, by));
    return c.json(await staffFile(ctx, fileId), 200);
  });
}
