/**
 * GET /api/v1/admin/leads.csv: every lead of the admin's view (status filter, search, sort) as a
 * CSV download, streamed in keyset batches (server/http/csv-stream.ts): no row cap, one batch in
 * memory at a time.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "../../../services.ts";
import { csvResponse, exportFilename } from "../../../http/csv-stream.ts";
import { requireAdmin, type SignedInEnv } from "../../../http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../../openapi.ts";
import { listLeads } from "./leads.queries.ts";
import { exportRows } from "./pipeline-export.ts";
import { KIND_TAGS, pipelineExportQuerySchema } from "./pipeline-schemas.ts";

export const LEAD_CSV_HEADER = ["id", "name", "email", "company", "phone", "message", "status", "source", "user_id", "created_at", "updated_at"];

export function leadsCsvRoutes(ctx: Services) {
  const download = createRoute({
    method: "get",
    path: "/leads.csv",
    tags: KIND_TAGS.lead,
    summary: "Every lead of the view as CSV (streamed, no row cap)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: pipelineExportQuerySchema },
    responses: {
      200: {
        description: 'RFC 4180 CSV with a header row; Content-Disposition: attachment; filename="leads-YYYY-MM-DD.csv" (Iowa date)',
        content: { "text/csv": { schema: z.string() } },
      },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter<SignedInEnv>().openapi(download, (c) => {
    const { status, q, sort } = c.req.valid("query");
    const rows = exportRows(
      (cursor, size) => listLeads(ctx.db, { status, q }, sort, cursor, size),
      (r) => [r.id, r.name, r.email, r.company, r.phone, r.message, r.status, r.source, r.userId, r.createdAt, r.updatedAt],
    );
    return csvResponse(c, exportFilename("leads"), LEAD_CSV_HEADER, rows, {
      onError: (err) => ctx.logger.error({ err, requestId: c.get("requestId"), path: c.req.path }, "CSV export failed part-way"),
    });
  });
}
