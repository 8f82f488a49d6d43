/**
 * The statements of /auth/v1/recover (recover.routes.ts). Takes the services because the token's
 * HMAC key and the outbox live there (one-time-tokens.ts, auth-mail.ts).
 */
import { eq } from "drizzle-orm";
import { authUsers } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { queueAuthMail, verifyLink } from "../auth-mail.ts";
import { issueToken } from "../one-time-tokens.ts";
import { createFlowState } from "../pkce.queries.ts";

/** In one transaction: a recovery token (and PKCE flow, when asked), recovery_sent_at, and the e-mail in the outbox. */
export async function issueRecovery(
  ctx: Services,
  r: { userId: string; email: string; redirectTo: string; codeChallenge: string | undefined; codeChallengeMethod: string | undefined },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(ctx, tx, r.userId, "recovery", r.email);
    if (r.codeChallenge) {
      await createFlowState(tx, r.userId, r.codeChallenge, r.codeChallengeMethod, "recovery", "recovery");
    }
    await tx.update(authUsers).set({ recoverySentAt: new Date() }).where(eq(authUsers.id, r.userId));
    await queueAuthMail(ctx, tx, { kind: "recovery", to: r.email, token, link: verifyLink(ctx, token, "recovery", r.redirectTo), userId: r.userId });
  });
}
