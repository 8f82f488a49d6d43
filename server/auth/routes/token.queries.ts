/**
 * The statements of /auth/v1/token (token.routes.ts) besides the refresh grant's, which has its
 * own (refresh.queries.ts). Sessions are started with the services, which sign and count them
 * (sessions.ts).
 */
import { eq } from "drizzle-orm";
import type { AmrMethod } from "#core/domain/enums.ts";
import type { AppDb } from "#db/client.ts";
import { authFlowState, type AuthFlowState, type AuthSession, type AuthUser } from "#db/schema/index.ts";
import type { Services } from "#server/services.ts";
import { Refusal } from "../refusal.ts";
import { startSession, type ClientMeta } from "../sessions.queries.ts";

type Started = { session: AuthSession; refreshToken: string };

/** A new session for a user who gave the right password, in one transaction. */
export async function startPasswordSession(ctx: Services, user: AuthUser, meta: ClientMeta): Promise<Started> {
  return ctx.db.transaction((tx) => startSession(ctx, tx, user, "password", meta));
}

export async function findFlowByAuthCode(db: AppDb, authCode: string): Promise<AuthFlowState | undefined> {
  const [flow] = await db.select().from(authFlowState).where(eq(authFlowState.authCode, authCode));
  return flow;
}

export async function deleteFlow(db: AppDb, flowId: string): Promise<void> {
  await db.delete(authFlowState).where(eq(authFlowState.id, flowId));
}

export type ExchangeRefusal = "flow_used";

/**
 * In one transaction: uses up the flow's auth code and starts the session it was for. Refuses
 * (Refusal, nothing written) when another exchange used the code first.
 */
export async function exchangeAuthCode(
  ctx: Services,
  e: { flowId: string; user: AuthUser; method: AmrMethod; meta: ClientMeta },
): Promise<Started> {
  return ctx.db.transaction(async (tx) => {
    // The code is used up by deleting its flow; of several exchanges at once, only the one that
    // deleted it gets a session.
    const used = await tx.delete(authFlowState).where(eq(authFlowState.id, e.flowId)).returning({ id: authFlowState.id });
    if (!used.length) throw new Refusal<ExchangeRefusal>("flow_used");
    return startSession(ctx, tx, e.user, e.method, e.meta);
  });
}
