/** GET /auth/v1/reauthenticate: e-mails a code (the `nonce` of PUT /user) to confirm a sensitive change. */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { validationFailed } from "../auth-error.ts";
import { authenticate } from "../authenticate.ts";
import { enforceEmailSend } from "../limits.ts";
import { clientMeta } from "../request.ts";
import { issueReauthentication } from "./reauthenticate.queries.ts";

export function reauthenticateRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.get("/", async (c) => {
    const { user } = await authenticate(ctx, c);
    // GoTrue's answer for an account with neither (an anonymous user); codes for a sensitive change
    // go by e-mail only, so a phone-only account is told to add an address.
    if (!user.email && !user.phone) throw validationFailed("Reauthentication requires the user to have an email or a phone number");
    if (!user.email) throw validationFailed("Reauthentication requires an email address on the account");
    const email = user.email;
    await enforceEmailSend(ctx, "reauthentication", email, clientMeta(ctx, c).ip);
    await issueReauthentication(ctx, { userId: user.id, email });
    ctx.kickOutbox();
    return c.json({});
  });
  return routes;
}
