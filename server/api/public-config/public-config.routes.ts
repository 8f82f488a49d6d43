import { Hono } from "hono";
import type { Config } from "../../env.ts";

/** GET /api/v1/public-config: the few settings the browser needs (nothing secret). */
export function publicConfigRoutes(config: Pick<Config, "CHAT_WIDGET_SRC" | "BOOKING_URL">): Hono {
  const routes = new Hono();
  const body = {
    chatWidgetSrc: config.CHAT_WIDGET_SRC ?? null,
    bookingUrl: config.BOOKING_URL ?? null,
  };
  routes.get("/", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(body);
  });
  return routes;
}
