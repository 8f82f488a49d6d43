/** Placeholder wired by the lead; replaced by H2 (service-role admin API): POST /invite. */
import { Hono } from "hono";
import type { Services } from "../../services.ts";

export function inviteRoutes(_ctx: Services): Hono {
  return new Hono();
}
