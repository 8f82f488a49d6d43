/**
 * One admin pipeline's routes, declared from its data (pipeline-kinds.ts), e.g. for leads:
 * - GET /api/v1/admin/leads: the view (status filter, search, sort) a page at a time, by keyset
 *   whatever the sort, so page 5,000 costs what page 1 does;
 * - GET /api/v1/admin/leads.csv: every row of the view as a CSV download, streamed in keyset
 *   batches (server/http/csv-stream.ts): no row cap, one batch in memory at a time;
 * - GET /api/v1/admin/leads/{id}: one row with its status history, its notes and replies, and what
 *   it became (a lead's service request, a request's closing file);
 * - PATCH /api/v1/admin/leads/{id}: its status change, written with its audit row in one
 *   transaction. An id that is not one of the kind's is 404.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { PipelineRow } from "#core/api/admin-pipeline.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { csvResponse, exportFilename } from "#server/http/csv-stream.ts";
import { notFound } from "#server/http/errors.ts";
import { decodeOrderCursor, pageInOrder } from "#server/http/keyset.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import type { KindRow, PipelineKindSpec } from "./pipeline-kinds.ts";
import { exportRows } from "./pipeline-export.ts";
import { listNotes } from "./pipeline-notes.queries.ts";
import { statusHistory, withOwnerEmails, type PipelineFilter } from "./pipeline.queries.ts";
import { noteJson, pipelineExportQuerySchema, pipelineListQuerySchema, statusBodySchema, statusChangeJson } from "./pipeline-schemas.ts";
import { idParams, pathIdOf } from "#server/api/path-params.ts";

/** A list's rows with their owners' e-mails: the kind's rows as find gives them, with their cursor keys. */
async function named<R extends KindRow>(ctx: Services, rows: (Omit<R, "ownerEmail"> & { cursorKey: string })[]) {
  return (await withOwnerEmails(ctx.db, rows)) as unknown as (R & { cursorKey: string })[];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The view's filter; the owner filter "mine" is the caller. */
function filterOf(view: { status?: PipelineFilter["status"]; q?: string; owner?: "mine" | "none" }, callerId: string): PipelineFilter {
  const { status, q, owner } = view;
  return { status, q, ...(owner === "mine" ? { ownerId: callerId } : owner === "none" ? { ownerId: null } : {}) };
}

/** The kind's operations as the OpenAPI document shows them. */
function pipelineRouteConfigs<R extends KindRow, W extends PipelineRow>(ctx: Services, spec: PipelineKindSpec<R, W>) {
  const { collection, noun, plural, tags } = spec;
  // Declared with the answers' schemas as plain zod types, so the routes' own types stay concrete
  // and the handlers keep their typed input; each kind's shape is what its spec declares.
  const schemas: Record<keyof typeof spec.schemas, z.ZodType> = spec.schemas;
  const missing = { description: `No such ${noun}`, content: { "application/json": { schema: ErrorSchema } } };
  return {
    list: createRoute({
      method: "get",
      path: `/${collection}`,
      tags,
      summary: `${capitalized(plural)}, filtered, searched and sorted, a page at a time`,
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: { query: pipelineListQuerySchema },
      responses: {
        200: { description: `A page of ${plural}`, content: { "application/json": { schema: schemas.page } } },
        ...invalidInput,
        ...adminErrors,
      },
    }),
    csv: createRoute({
      method: "get",
      path: `/${collection}.csv`,
      tags,
      summary: `Every ${noun} of the view as CSV (streamed, no row cap)`,
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: { query: pipelineExportQuerySchema },
      responses: {
        200: {
          description: `RFC 4180 CSV with a header row; Content-Disposition: attachment; filename="${collection}-YYYY-MM-DD.csv" (Iowa date)`,
          content: { "text/csv": { schema: z.string() } },
        },
        ...invalidInput,
        ...adminErrors,
      },
    }),
    read: createRoute({
      method: "get",
      path: `/${collection}/{id}`,
      tags,
      summary: `One ${noun} with its status history, notes and replies, newest first`,
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: { params: idParams },
      responses: {
        200: { description: `The ${noun}`, content: { "application/json": { schema: schemas.detail } } },
        ...adminErrors,
        404: missing,
      },
    }),
    change: createRoute({
      method: "patch",
      path: `/${collection}/{id}`,
      tags,
      summary: `Set a ${noun}'s status (audited; the same status changes nothing)`,
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: {
        params: idParams,
        body: { required: true, content: { "application/json": { schema: statusBodySchema } } },
      },
      responses: {
        200: { description: `The ${noun} as it is now`, content: { "application/json": { schema: schemas.row } } },
        ...invalidInput,
        ...adminErrors,
        404: missing,
        ...notJsonBody,
      },
    }),
  };
}

export function pipelineKindRoutes<R extends KindRow, W extends PipelineRow>(ctx: Services, spec: PipelineKindSpec<R, W>) {
  const routes = pipelineRouteConfigs(ctx, spec);
  return apiRouter()
    .openapi(routes.list, async (c) => {
      const { limit, cursor, sort, ...view } = c.req.valid("query");
      const order = spec.orders[sort];
      const rows = await named<R>(ctx, await spec.list(ctx.db, filterOf(view, callerOf(c).user.id), sort, decodeOrderCursor(order, cursor), limit + 1));
      c.header("Cache-Control", "no-store");
      return c.json(pageInOrder(order, rows, limit, spec.toJson), 200);
    })
    .openapi(routes.csv, (c) => {
      const { sort, ...view } = c.req.valid("query");
      const filter = filterOf(view, callerOf(c).user.id);
      const rows = exportRows(async (cursor, size) => named<R>(ctx, await spec.list(ctx.db, filter, sort, cursor, size)), (row) => spec.csv.row(row));
      return csvResponse(c, exportFilename(spec.collection), spec.csv.header, rows, {
        onError: (err) => ctx.logger.error({ err, requestId: c.get("requestId"), path: c.req.path }, "CSV export failed part-way"),
      });
    })
    .openapi(routes.read, async (c) => {
      const id = pathIdOf(c.req.valid("param").id, spec.notFound);
      const row = await spec.find(ctx.db, id);
      if (!row) throw notFound(spec.notFound);
      const [history, notes, links] = await Promise.all([statusHistory(ctx.db, spec.kind, id), listNotes(ctx.db, spec.kind, id), spec.links(ctx.db, id)]);
      c.header("Cache-Control", "no-store");
      return c.json({ ...spec.toJson(row), ...links, history: history.map(statusChangeJson), notes: notes.map(noteJson) }, 200);
    })
    .openapi(routes.change, async (c) => {
      const id = pathIdOf(c.req.valid("param").id, spec.notFound);
      const { status } = c.req.valid("json");
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      const row = await spec.setStatus(ctx.db, id, status, by);
      if (!row) throw notFound(spec.notFound);
      return c.json(spec.toJson(row), 200);
    });
}
