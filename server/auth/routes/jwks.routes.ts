/** Placeholder wired by the lead; replaced by H1 (signing keys): GET /.well-known/jwks.json. */
import { Hono } from "hono";
import type { Services } from "../../services.ts";

export function jwksRoutes(_ctx: Services): Hono {
  return new Hono();
}
