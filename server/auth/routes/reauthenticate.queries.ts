/**
 * The statements of /auth/v1/reauthenticate (reauthenticate.routes.ts). Takes the services
 * because the token's HMAC key and the outbox live there (one-time-tokens.ts, auth-mail.ts).
 */
import { eq } from "drizzle-orm";
import { authUsers } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { queueAuthMail } from "../auth-mail.ts";
import { issueToken } from "../one-time-tokens.ts";

/** In one transaction: a reauthentication code, reauthentication_sent_at, and the e-mail in the outbox. */
export async function issueReauthentication(ctx: Services, r: { userId: string; email: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(ctx, tx, r.userId, "reauthentication", r.email);
    await tx.update(authUsers).set({ reauthenticationSentAt: new Date() }).where(eq(authUsers.id, r.userId));
    await queueAuthMail(ctx, tx, { kind: "reauthentication", to: r.email, token, userId: r.userId });
  });
}
