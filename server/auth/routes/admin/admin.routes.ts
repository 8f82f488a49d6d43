/** Placeholder wired by the lead; replaced by H2 (service-role admin API): /admin/*. */
import { Hono } from "hono";
import type { Services } from "../../../services.ts";

export function adminRoutes(_ctx: Services): Hono {
  return new Hono();
}
