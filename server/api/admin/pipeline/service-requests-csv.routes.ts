/**
 * GET /api/v1/admin/service-requests.csv: every service request of the admin's view (status filter, search, sort) as a
 * CSV download, streamed in keyset batches (server/http/csv-stream.ts): no row cap, one batch in
 * memory at a time.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "../../../services.ts";
import { csvResponse, exportFilename } from "../../../http/csv-stream.ts";
import { requireAdmin, type SignedInEnv } from "../../../http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../../openapi.ts";
import { listServiceRequests } from "./service-requests.queries.ts";
import { exportRows } from "./pipeline-export.ts";
import { KIND_TAGS, pipelineExportQuerySchema } from "./pipeline-schemas.ts";

export const SERVICE_REQUEST_CSV_HEADER = [
  "id",
  "name",
  "email",
  "phone",
  "company",
  "service_type",
  "type",
  "user_type",
  "user_id",
  "property_address",
  "closing_date_requested",
  "message",
  "status",
  "created_at",
  "updated_at",
];

export function serviceRequestsCsvRoutes(ctx: Services) {
  const download = createRoute({
    method: "get",
    path: "/service-requests.csv",
    tags: KIND_TAGS.service_request,
    summary: "Every service request of the view as CSV (streamed, no row cap)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: pipelineExportQuerySchema },
    responses: {
      200: {
        description: 'RFC 4180 CSV with a header row; Content-Disposition: attachment; filename="service-requests-YYYY-MM-DD.csv" (Iowa date)',
        content: { "text/csv": { schema: z.string() } },
      },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter<SignedInEnv>().openapi(download, (c) => {
    const { status, q, sort } = c.req.valid("query");
    const rows = exportRows(
      (cursor, size) => listServiceRequests(ctx.db, { status, q }, sort, cursor, size),
      (r) => [
        r.id,
        r.name,
        r.email,
        r.phone,
        r.company,
        r.serviceType,
        r.type,
        r.userType,
        r.userId,
        r.propertyAddress,
        r.closingDateRequested,
        r.message,
        r.status,
        r.createdAt,
        r.updatedAt,
      ],
    );
    return csvResponse(c, exportFilename("service-requests"), SERVICE_REQUEST_CSV_HEADER, rows, {
      onError: (err) => ctx.logger.error({ err, requestId: c.get("requestId"), path: c.req.path }, "CSV export failed part-way"),
    });
  });
}
