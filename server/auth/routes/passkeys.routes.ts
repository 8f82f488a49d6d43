/** Placeholder wired by the lead; replaced by H3 (passkeys): /passkeys/*. */
import { Hono } from "hono";
import type { Services } from "../../services.ts";

export function passkeyRoutes(_ctx: Services): Hono {
  return new Hono();
}
