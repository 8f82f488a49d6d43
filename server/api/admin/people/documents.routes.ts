/**
 * GET /api/v1/admin/documents: every resource document (agents' guides, the bundles, the FSBO
 * package), filtered by type, each opened through a signed link that expires, as the dashboard's
 * resources are (server/api/resources, server/storage/signed-links.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { documentFilterSchema } from "#core/admin/people-filters.ts";
import { adminDocumentListSchema } from "#core/api/admin-documents.ts";
import type { Services } from "#server/services.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { signResourceLink } from "#server/storage/signed-links.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { listDocuments } from "./documents.queries.ts";

const querySchema = z.object({
  type: documentFilterSchema.default("all").meta({ description: "all, or one type of document", example: "all" }),
});

export function documentsRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/documents",
    tags: ["Admin"],
    summary: "The resource documents, all or of one type, with signed download links",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: querySchema },
    responses: {
      200: { description: "The documents", content: { "application/json": { schema: adminDocumentListSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const rows = await listDocuments(ctx.db, c.req.valid("query").type);
    const now = new Date();
    const data = await Promise.all(
      rows.map(async (row) => {
        const link = await signResourceLink(ctx, row.storagePath, now);
        return { id: row.id, name: row.name, type: row.type, description: row.description, url: link.url, expires_at: link.expiresAt.toISOString() };
      }),
    );
    c.header("Cache-Control", "no-store");
    return c.json({ data }, 200);
  });
}
