/**
 * The statements of handing an account over (account-handover.ts): every way in its maker set up
 * before the address was proven is removed. Each list is of the removed rows' ids, for the audit row.
 */
import { and, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authIdentities, authMfaFactors, authMfaRecoveryCodes, authSessions, authUsers, authWebauthnCredentials, calendarFeeds } from "#db/schema/index.ts";

/** Sessions (their refresh tokens go with them), second factors and their recovery codes, passkeys, the calendar address, the phone identity and the password. */
export async function clearAccessSetUpBefore(tx: AppDb, userId: string) {
  const sessions = await tx.delete(authSessions).where(eq(authSessions.userId, userId)).returning({ id: authSessions.id });
  const factors = await tx.delete(authMfaFactors).where(eq(authMfaFactors.userId, userId)).returning({ id: authMfaFactors.id });
  await tx.delete(authMfaRecoveryCodes).where(eq(authMfaRecoveryCodes.userId, userId));
  const passkeys = await tx.delete(authWebauthnCredentials).where(eq(authWebauthnCredentials.userId, userId)).returning({ id: authWebauthnCredentials.id });
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await tx.delete(authIdentities).where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, "phone")));
  await tx
    .update(authUsers)
    .set({ encryptedPassword: null, phone: null, phoneConfirmedAt: null, phoneChange: null, phoneChangeSentAt: null })
    .where(eq(authUsers.id, userId));
  return { sessions, factors, passkeys };
}
