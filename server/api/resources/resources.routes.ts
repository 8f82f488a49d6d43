/**
 * GET /api/v1/resources: the caller's resource downloads, chosen by account type on the server
 * (agents: the four PDF guides; everyone else: the three template bundles), each as a signed
 * link bound to its file that expires (RESOURCE_LINK_TTL_SECONDS, server/storage/signed-links.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { resourceListSchema, type Resource } from "#core/api/resource.ts";
import type { Services } from "#server/services.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { signResourceLink } from "#server/storage/signed-links.ts";
import { SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { resourcesFor } from "./resources.queries.ts";

export function resourcesRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/",
    tags: ["Dashboard"],
    summary: "The caller's resource downloads, by account type",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      200: { description: "Resources with signed links", content: { "application/json": { schema: resourceListSchema } } },
      ...signedInErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const { profile } = callerOf(c);
    const rows = await resourcesFor(ctx.db, profile.type === "agent" ? "agent" : "non_agent");
    const now = new Date();
    const data = await Promise.all(
      rows.map(async (r): Promise<Resource> => {
        const link = await signResourceLink(ctx, r.storagePath, now);
        return {
          slug: r.slug,
          name: r.name,
          description: r.description,
          format: r.contentType === "application/zip" ? ("zip" as const) : ("pdf" as const),
          url: link.url,
          expires_at: link.expiresAt.toISOString(),
        };
      }),
    );
    c.header("Cache-Control", "no-store");
    return c.json({ data }, 200);
  });
}
