/**
 * GET /api/v1/email-templates: the templates the Send Email picker offers, by name. A handful of
 * rows kept by db/seed.ts, so one page holds them all (next_cursor is always null).
 */
import { createRoute } from "@hono/zod-openapi";
import { emailTemplateListSchema } from "#core/api/email-template.ts";
import type { Services } from "#server/services.ts";
import { requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { listEmailTemplates } from "./email-templates.queries.ts";

export function emailTemplatesRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/",
    tags: ["Clients"],
    summary: "E-mail templates, by name",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      200: { description: "Every template", content: { "application/json": { schema: emailTemplateListSchema } } },
      ...signedInErrors,
    },
  });
  return apiRouter().openapi(route, async (c) => {
    const rows = await listEmailTemplates(ctx.db);
    c.header("Cache-Control", "private, max-age=60");
    return c.json({ data: rows, next_cursor: null }, 200);
  });
}
