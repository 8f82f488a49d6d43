/** /api/v1/admin/closing-files/{id}: one file as staff see it (GET), and its fields (PATCH, audited). */
import { createRoute } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { staffClosingFileSchema } from "#core/api/closing-file.ts";
import { idParams } from "#server/api/path-params.ts";
import { patchFileBodySchema } from "./closing-admin-schemas.ts";
import { updateFile } from "./file-update.queries.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileIdOf, staffFile } from "./staff-file.ts";

const missing = { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } };

export function fileRoutes(ctx: Services) {
  const read = createRoute({
    method: "get",
    path: "/closing-files/{id}",
    tags: CLOSING_TAGS,
    summary: "One closing file with its parties, steps and live status link",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The file", content: { "application/json": { schema: staffClosingFileSchema } } },
      ...adminErrors,
      404: missing,
    },
  });
  const change = createRoute({
    method: "patch",
    path: "/closing-files/{id}",
    tags: CLOSING_TAGS,
    summary: "Change a file's fields (absent: unchanged; null clears)",
    description:
      "409 waived_step_needed when the new kind or title evidence needs a step that is waived; 409 closing_date_needed when the " +
      "closing date would be cleared while the closing is marked scheduled.",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: idParams,
      body: {
        required: true,
        content: {
          // The schema takes no metadata (closing-admin-schemas.ts), so the example is the body's.
          "application/json": { schema: patchFileBodySchema, example: { closing_date: "2026-12-18", closing_time: "14:30", closing_place: "office", notes: "Lender needs the CD by the 15th" } },
        },
      },
    },
    responses: {
      200: { description: "The file as it is now", content: { "application/json": { schema: staffClosingFileSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missing,
      409: { description: "The change would contradict the timeline", content: { "application/json": { schema: ErrorSchema } } },
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(read, async (c) => {
      const file = await staffFile(ctx, fileIdOf(c.req.valid("param").id));
      c.header("Cache-Control", "no-store");
      return c.json(file, 200);
    })
    .openapi(change, async (c) => {
      const fileId = fileIdOf(c.req.valid("param").id);
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      await updateFile(ctx.db, fileId, c.req.valid("json"), by);
      return c.json(await staffFile(ctx, fileId), 200);
    });
}
