/**
 * /auth/v1/admin/oauth/*: GoTrue's OAuth 2.1 server client registry. We are not an OAuth
 * authorization server (docs/decisions/017-service-role-admin-api.md), so every path answers as
 * GoTrue does with its OAuth server disabled (requireOAuthServerEnabled: 404 feature_disabled
 * "OAuth server is disabled"), after the service-role check, as there.
 */
import { Hono } from "hono";
import { AuthError } from "#server/auth/auth-error.ts";

export const oauthServerDisabled = () => new AuthError(404, "feature_disabled", "OAuth server is disabled");

export function adminOAuthRoutes(): Hono {
  const routes = new Hono();
  const disabled = () => {
    throw oauthServerDisabled();
  };
  // GoTrue's paths one by one (api.go), so the route inventory, the matrix and the fuzzer see them.
  routes.get("/clients", disabled);
  routes.post("/clients", disabled);
  routes.get("/clients/:clientId", disabled);
  routes.put("/clients/:clientId", disabled);
  routes.delete("/clients/:clientId", disabled);
  routes.post("/clients/:clientId/regenerate_secret", disabled);
  return routes;
}
