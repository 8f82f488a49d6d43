/**
 * External sign-in (OAuth /authorize, SSO/SAML, ID tokens, identity linking) is not enabled: these
 * answer with GoTrue's own errors so auth-js reports them properly instead of a 404.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { AuthError, providerDisabled } from "../auth-error.ts";
import { authenticate } from "../authenticate.ts";

const manualLinkingDisabled = () => new AuthError(404, "manual_linking_disabled", "Manual linking is disabled");

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
  // Manual linking is off: GoTrue puts the whole /user/identities group behind one check, after
  // the caller is authenticated and before the identity is looked at, so it answers 404 alike.
  routes.get("/user/identities/authorize", async (c) => {
    await authenticate(ctx, c);
    throw manualLinkingDisabled();
  });
  routes.delete("/user/identities/:id", async (c) => {
    await authenticate(ctx, c);
    throw manualLinkingDisabled();
  });
  return routes;
}
