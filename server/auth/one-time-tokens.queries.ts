/**
 * The statements of e-mailed one-time tokens (one-time-tokens.ts): one live token per user and
 * type, found by the SHA-256 of its link token and used up at most once.
 */
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authOneTimeTokens, type AuthOneTimeToken } from "#db/schema/index.ts";
import type { OneTimeTokenType } from "#core/domain/enums.ts";

/** Stores the token, replacing any live one of the same type for the user. */
export async function storeToken(tx: AppDb, values: typeof authOneTimeTokens.$inferInsert): Promise<void> {
  await tx
    .insert(authOneTimeTokens)
    .values(values)
    .onConflictDoUpdate({ target: [authOneTimeTokens.userId, authOneTimeTokens.tokenType], set: values });
}

/** Uses up the live (unused, unexpired) token of one of `types` with one of these hashes; undefined when none. */
export async function useUpToken(tx: AppDb, hashes: string[], types: OneTimeTokenType[]): Promise<AuthOneTimeToken | undefined> {
  const [row] = await tx
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        inArray(authOneTimeTokens.tokenHash, hashes),
        inArray(authOneTimeTokens.tokenType, types),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function deleteTokens(tx: AppDb, userId: string, type: OneTimeTokenType): Promise<void> {
  await tx.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.tokenType, type)));
}

/** The pending e-mail-change tokens of the user, both addresses', once the change is applied. */
export async function deleteEmailChangeTokens(tx: AppDb, userId: string): Promise<void> {
  await tx.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), inArray(authOneTimeTokens.tokenType, ["email_change_new", "email_change_current"])));
}
