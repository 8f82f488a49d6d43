/** GET /api/v1/me: the caller's own profile (role and account type), read after sign-in. */
import { createRoute, z } from "@hono/zod-openapi";
import { AAL_VALUES, ACCOUNT_TYPE_VALUES, USER_ROLE_VALUES } from "../../../core/domain/enums.ts";
import type { Services } from "../../services.ts";
import { requireCaller } from "../../http/caller.ts";
import { ErrorSchema, SIGNED_IN, apiRouter } from "../openapi.ts";

const MeSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string().nullable(),
    role: z.enum(USER_ROLE_VALUES),
    type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
    aal: z.enum(AAL_VALUES),
    created_at: z.string().openapi({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .openapi("Me");

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["Account"],
  summary: "The signed-in caller's profile",
  description: "Role (user or admin) and account type (agent or lender) come from the profile, never from the token.",
  security: SIGNED_IN,
  responses: {
    200: { description: "The caller's profile", content: { "application/json": { schema: MeSchema } } },
    401: {
      description: "No token, or one that is invalid, expired or whose session has ended (WWW-Authenticate: Bearer)",
      content: { "application/json": { schema: ErrorSchema } },
    },
    403: { description: "The account has no profile", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function meRoutes(ctx: Services) {
  const router = apiRouter();
  return router.openapi(route, async (c) => {
    const { profile, user, session } = await requireCaller(ctx, c);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        id: profile.id,
        email: user.email ?? profile.email,
        role: profile.role,
        type: profile.type,
        aal: session.aal,
        created_at: profile.createdAt.toISOString(),
      },
      200,
    );
  });
}
