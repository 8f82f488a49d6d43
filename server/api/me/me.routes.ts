/** GET /api/v1/me: the caller's own profile (role and account type), read after sign-in. */
import { createRoute } from "@hono/zod-openapi";
import { meSchema } from "#core/api/me.ts";
import type { Services } from "#server/services.ts";
import { provenEmailOf } from "#server/auth/proven-email.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";

const route = (ctx: Services) =>
  createRoute({
  method: "get",
  path: "/",
  tags: ["Account"],
  summary: "The signed-in caller's profile",
  description: "Role (user or admin) and account type (agent or lender) come from the profile, never from the token.",
  security: SIGNED_IN,
  middleware: [requireUser(ctx)] as const,
  responses: {
    200: { description: "The caller's profile", content: { "application/json": { schema: meSchema } } },
    ...signedInErrors,
  },
});

export function meRoutes(ctx: Services) {
  return apiRouter().openapi(route(ctx), async (c) => {
    const { profile, user, claims } = callerOf(c);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        id: profile.id,
        email: user.email ?? profile.email,
        role: profile.role,
        type: profile.type,
        aal: claims.aal,
        email_confirmed: provenEmailOf(user) !== null,
        created_at: profile.createdAt.toISOString(),
      },
      200,
    );
  });
}
