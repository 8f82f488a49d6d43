/** GET /auth/v1/reauthenticate: e-mails a code (the `nonce` of PUT /user) to confirm a sensitive change. */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { authUsers } from "../../../db/schema/index.ts";
import type { Services } from "../../services.ts";
import { validationFailed } from "../auth-error.ts";
import { queueAuthMail } from "../auth-mail.ts";
import { authenticate } from "../authenticate.ts";
import { enforceEmailSend } from "../limits.ts";
import { issueToken } from "../one-time-tokens.ts";
import { clientMeta } from "../request.ts";

export function reauthenticateRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.get("/", async (c) => {
    const { user } = await authenticate(ctx, c);
    if (!user.email) throw validationFailed("Reauthentication requires an email address on the account");
    const email = user.email;
    await enforceEmailSend(ctx, "reauthentication", email, clientMeta(ctx, c).ip);
    await ctx.db.transaction(async (tx) => {
      const token = await issueToken(ctx, tx, user.id, "reauthentication", email);
      await tx.update(authUsers).set({ reauthenticationSentAt: new Date() }).where(eq(authUsers.id, user.id));
      await queueAuthMail(ctx, tx, { kind: "reauthentication", to: email, token, userId: user.id });
    });
    ctx.kickOutbox();
    return c.json({});
  });
  return routes;
}
