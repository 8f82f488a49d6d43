/**
 * The statements of PKCE flows (pkce.ts): a flow started with a code challenge, and its auth code
 * handed out once when the e-mailed link is followed.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authFlowState } from "#db/schema/index.ts";
import type { AmrMethod } from "#core/domain/enums.ts";
import { FLOW_TTL_MS } from "./pkce.ts";
import { randomToken } from "./secrets.ts";

export async function createFlowState(
  tx: AppDb,
  userId: string,
  challenge: string,
  method: string | undefined,
  providerType: string,
  authenticationMethod: AmrMethod,
): Promise<void> {
  await tx.insert(authFlowState).values({
    userId,
    authCode: randomToken(),
    codeChallenge: challenge,
    codeChallengeMethod: method?.toLowerCase() === "plain" ? "plain" : "s256",
    providerType,
    authenticationMethod,
  });
}

/** The newest open flow of this kind for the user, now given its auth code to hand out. */
export async function issueAuthCode(tx: AppDb, userId: string, providerType: string): Promise<string | undefined> {
  const [flow] = await tx
    .select()
    .from(authFlowState)
    .where(
      and(
        eq(authFlowState.userId, userId),
        eq(authFlowState.providerType, providerType),
        isNull(authFlowState.authCodeIssuedAt),
        gt(authFlowState.createdAt, new Date(Date.now() - FLOW_TTL_MS)),
      ),
    )
    .orderBy(desc(authFlowState.createdAt))
    .limit(1);
  if (!flow) return undefined;
  await tx.update(authFlowState).set({ authCodeIssuedAt: new Date() }).where(eq(authFlowState.id, flow.id));
  return flow.authCode;
}
