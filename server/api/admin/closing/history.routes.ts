/** GET /api/v1/admin/closing-files/{id}/history: every change to the file's steps and requests, newest first, a page at a time. */
import { createRoute } from "@hono/zod-openapi";
import { fileEventLabel, type FileEventKind } from "#core/closing/file-events.ts";
import { milestone, type MilestoneId, type MilestoneState } from "#core/closing/milestones.ts";
import type { Services } from "#server/services.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { closingMilestoneChangePageSchema, type ClosingMilestoneChange } from "#core/api/closing-file.ts";
import { idParams } from "#server/api/path-params.ts";
import { CLOSING_TAGS } from "./files.routes.ts";
import { fileHistory } from "./history.queries.ts";
import { fileIdOf, fileNotFound } from "./staff-file.ts";
import { loadFileRow } from "./file-row.queries.ts";

export function historyRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/closing-files/{id}/history",
    tags: CLOSING_TAGS,
    summary: "The file's step changes and request events, newest first, a page at a time",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: idParams, query: pageQuerySchema },
    responses: {
      200: { description: "A page of changes", content: { "application/json": { schema: closingMilestoneChangePageSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: { description: "No such closing file", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(list, async (c) => {
    const fileId = fileIdOf(c.req.valid("param").id);
    const { limit, cursor } = c.req.valid("query");
    if (!(await loadFileRow(ctx.db, fileId))) throw fileNotFound();
    const rows = await fileHistory(ctx.db, fileId, decodeCursor(cursor), limit + 1);
    c.header("Cache-Control", "no-store");
    return c.json(
      pageOf(rows, limit, (r): ClosingMilestoneChange =>
        r.source === "step"
          ? {
              id: r.id,
              source: "step",
              milestone: r.milestone as MilestoneId,
              label: milestone(r.milestone as MilestoneId).label,
              state: r.state as MilestoneState,
              done_on: r.doneOn,
              reason: r.reason,
              objections: r.objections,
              recording_reference: r.recordingReference,
              actor_email: r.actorEmail,
              created_at: r.createdAt.toISOString(),
            }
          : {
              id: r.id,
              source: "request",
              milestone: null,
              label: fileEventLabel(r.kind as FileEventKind, r.payload),
              state: null,
              done_on: null,
              reason: null,
              objections: null,
              recording_reference: null,
              // Staff by their address; a buyer or seller (no account) by the name the event kept.
              actor_email: r.actorEmail ?? r.actorLabel,
              created_at: r.createdAt.toISOString(),
            },
      ),
      200,
    );
  });
}
