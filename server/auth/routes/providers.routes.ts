/**
 * External sign-in (OAuth /authorize, SSO/SAML, ID tokens, identity linking) is not enabled: these
 * answer with GoTrue's own errors so auth-js reports them properly instead of a 404.
 */
import { Hono } from "hono";
import type { Services } from "../../services.ts";
import { AuthError, providerDisabled } from "../auth-error.ts";
import { authenticate } from "../authenticate.ts";
import { listIdentities } from "./providers.queries.ts";

export function providerRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.get("/authorize", (c) => {
    const provider = c.req.query("provider");
    throw new AuthError(400, "provider_disabled", provider ? `Unsupported provider: provider ${provider} is not enabled` : "Unsupported provider: missing provider");
  });
  routes.get("/callback", () => {
    throw providerDisabled("External sign-in");
  });
  routes.post("/sso", () => {
    throw new AuthError(400, "saml_provider_disabled", "SAML 2.0 is disabled");
  });
  routes.get("/user/identities/authorize", async (c) => {
    await authenticate(ctx, c);
    throw new AuthError(422, "manual_linking_disabled", "Manual linking is disabled");
  });
  routes.delete("/user/identities/:id", async (c) => {
    const { user } = await authenticate(ctx, c);
    const identities = await listIdentities(ctx.db, user.id);
    if (!identities.some((i) => i.id === c.req.param("id"))) throw new AuthError(404, "identity_not_found", "Identity doesn't exist");
    if (identities.length <= 1) throw new AuthError(422, "single_identity_not_deletable", "User must have at least 1 identity after unlinking");
    throw new AuthError(422, "manual_linking_disabled", "Manual linking is disabled");
  });
  return routes;
}
