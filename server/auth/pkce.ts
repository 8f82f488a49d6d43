/**
 * PKCE (RFC 7636): a browser that started a flow with a code challenge gets an auth code on the
 * redirect instead of tokens in the URL, and trades it for a session with the verifier.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { authFlowState, type AuthFlowState } from "../../db/schema/index.ts";
import type { AmrMethod } from "../../core/domain/enums.ts";
import { randomToken } from "./secrets.ts";

/** How long an issued auth code may wait to be exchanged. */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;
/** How long a flow may take from the request to clicking the e-mailed link. */
export const FLOW_TTL_MS = 60 * 60 * 1000;

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

export function challengeMatches(flow: AuthFlowState, verifier: string): boolean {
  if (flow.codeChallengeMethod === "plain") return verifier === flow.codeChallenge;
  return createHash("sha256").update(verifier).digest("base64url") === flow.codeChallenge;
}
