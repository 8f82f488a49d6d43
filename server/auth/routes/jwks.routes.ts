/**
 * GET /auth/v1/.well-known/jwks.json: the public keys that verify our access tokens, as GoTrue
 * publishes them (auth-js's getClaims() verifies with them instead of asking GET /user).
 *
 * With AUTH_JWT_SECRET the list is empty: a shared secret is never published (GoTrue skips its
 * symmetric keys in the same way), and auth-js then falls back to GET /user for HS256 tokens.
 *
 * Cacheable for 60 s, not GoTrue's 600: a rotation is seen by instances within a minute
 * (server/auth/signing-keys.ts), and the published list should follow it about as fast. A stale
 * copy is never wrong, only slower: a key is published from the moment any instance signs with it
 * (an instance reloads before signing with a new key), and auth-js, given a kid its cached list
 * lacks, fetches the list again and, failing that, checks the token with GET /user.
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";

export const JWKS_MAX_AGE_S = 60;

export function jwksRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.get("/jwks.json", async (c) => {
    const keys = await (await ctx.keys()).jwt.publicJwks();
    c.header("Cache-Control", `public, max-age=${JWKS_MAX_AGE_S}`);
    return c.json({ keys });
  });
  return routes;
}
