/**
 * /auth/v1/admin/users/:id/passkeys: an administrator lists and removes a user's passkeys
 * (auth-js `admin.passkey.listPasskeys` / `deletePasskey`). Mounted by routes/admin/admin.routes.ts
 * behind its service-role guard; this file checks nothing about the caller.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { AuthError } from "#server/auth/auth-error.ts";
import { findUserById } from "#server/auth/users.queries.ts";
import { passkeyJson } from "#server/auth/webauthn/passkey-json.ts";
import { passkeyNotFound } from "#server/auth/webauthn/webauthn-errors.ts";
import { deletePasskey, listPasskeys } from "#server/auth/webauthn/webauthn.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";

const userNotFound = () => new AuthError(404, "user_not_found", "User not found");

export function adminPasskeyRoutes(ctx: Services): Hono {
  const routes = new Hono();

  async function pathUser(id: string | undefined) {
    const user = id && isUuid(id) ? await findUserById(ctx.db, id) : undefined;
    if (!user) throw userNotFound();
    return user;
  }

  routes.get("/", async (c) => {
    const user = await pathUser(c.req.param("id"));
    return c.json((await listPasskeys(ctx.db, user.id)).map(passkeyJson));
  });

  routes.delete("/:passkeyId", async (c) => {
    const user = await pathUser(c.req.param("id"));
    const id = c.req.param("passkeyId");
    if (!isUuid(id) || !(await deletePasskey(ctx.db, user.id, id))) throw passkeyNotFound();
    return c.body(null, 204);
  });

  return routes;
}
