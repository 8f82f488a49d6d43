import { createRoute } from "@hono/zod-openapi";
import { publicConfigSchema, type PublicConfigBody } from "#core/api/public-config.ts";
import type { Config } from "#server/env.ts";
import { apiRouter } from "../openapi.ts";

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["Operations"],
  summary: "Settings the browser needs",
  description: "Nothing secret: the third-party addresses the web app may load, and how an e-mail change is confirmed. Cached for 5 minutes.",
  responses: {
    200: { description: "The settings", content: { "application/json": { schema: publicConfigSchema } } },
  },
});

/** GET /api/v1/public-config: the few settings the browser needs (nothing secret). */
export function publicConfigRoutes(config: Pick<Config, "CHAT_WIDGET_SRC" | "BOOKING_URL" | "AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED">) {
  const body: PublicConfigBody = {
    chat_widget_src: config.CHAT_WIDGET_SRC ?? null,
    booking_url: config.BOOKING_URL ?? null,
    secure_email_change: config.AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED,
  };
  return apiRouter().openapi(route, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(body, 200);
  });
}
