/**
 * Staff pause or allow an account's client messages (PUT /api/v1/admin/users/{id}/sending):
 * profiles.sending_suspended_at and its audit row, written together as the other admin changes
 * are (role-change.queries.ts). A send reads the column in its own transaction
 * (server/api/clients/communications.queries.ts), so once this commits no message of the account
 * is queued.
 */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles } from "#db/schema/index.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import type { UserRowLike } from "./people-schemas.ts";
import { userColumns } from "./users.queries.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";

const stateOf = (suspendedAt: Date | null) => (suspendedAt ? "suspended" : "allowed");

/**
 * In one transaction that locks the profile row first, so two administrators' changes apply one
 * after the other. Setting the state it already has changes nothing and writes no audit row; a
 * suspension keeps its first time.
 */
export function setSendingSuspended(db: AppDb, m: { actorId: string; targetId: string; suspended: boolean }): Promise<UserRowLike | undefined> {
  return db.transaction(async (txn): Promise<UserRowLike | undefined> => {
    const tx = txn as unknown as AppDb;
    const [user] = await tx.select(userColumns).from(profiles).where(eq(profiles.id, m.targetId)).for("update");
    if (!user) return undefined;
    if (Boolean(user.sendingSuspendedAt) === m.suspended) return user;
    const [updated] = await tx
      .update(profiles)
      .set({ sendingSuspendedAt: m.suspended ? sql`clock_timestamp()` : null })
      .where(eq(profiles.id, user.id))
      .returning(userColumns);
    await writeAudit(tx, {
      actorId: m.actorId,
      action: m.suspended ? AUDIT_ACTIONS.sendingSuspended : AUDIT_ACTIONS.sendingResumed,
      targetType: "profile",
      targetId: user.id,
      payload: { from: stateOf(user.sendingSuspendedAt), to: stateOf(updated!.sendingSuspendedAt) },
    });
    return updated!;
  });
}
