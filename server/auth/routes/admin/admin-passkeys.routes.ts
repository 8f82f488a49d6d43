/** Placeholder wired by the lead; replaced by the passkeys part: /admin/users/:id/passkeys (GET list, DELETE /:passkeyId). */
import { Hono } from "hono";
import type { Services } from "../../../services.ts";

export function adminPasskeyRoutes(_ctx: Services): Hono {
  return new Hono();
}
