/**
 * Role changes: an administrator's through the API (PATCH /api/v1/admin/users/{id}/role) and an
 * operator's through `npm run admin` (server/cli/admin-command.ts) write the change and its audit
 * row the same way, in one transaction.
 */
import { asc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles } from "#db/schema/index.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { leavesNoAdmin } from "#core/admin/people-role.ts";
import type { UserRole } from "#core/domain/enums.ts";
import type { UserRowLike } from "./people-schemas.ts";
import { userColumns } from "./users.queries.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";

export interface RoleChange {
  profileId: string;
  from: UserRole;
  to: UserRole;
  /** The administrator who made it; none for the command line. */
  actorId?: string;
  /** How it was made when not through the admin area, e.g. "cli". */
  via?: string;
}

/** The change and its audit row; call it inside the transaction that decided the change. */
export async function writeRoleChange(tx: AppDb, change: RoleChange): Promise<void> {
  await tx.update(profiles).set({ role: change.to }).where(eq(profiles.id, change.profileId));
  await writeAudit(tx, {
    actorId: change.actorId ?? null,
    action: AUDIT_ACTIONS.roleChanged,
    targetType: "profile",
    targetId: change.profileId,
    payload: change.via ? { from: change.from, to: change.to, via: change.via } : { from: change.from, to: change.to },
  });
}

export type RoleChangeOutcome =
  | { ok: true; user: UserRowLike; changed: boolean }
  /** The account does not exist; the caller is no longer an administrator; or no administrator would be left. */
  | { ok: false; reason: "not_found" | "not_admin" | "last_admin" };

/**
 * An administrator sets `targetId`'s role. Every administrator's row is locked first, always in
 * id order, so two administrators removing each other (or themselves) at once are serialised:
 * the second sees the first's change, and the last administrator can never be removed.
 */
export function changeRoleAsAdmin(db: AppDb, m: { actorId: string; targetId: string; role: UserRole }): Promise<RoleChangeOutcome> {
  return db.transaction(async (txn): Promise<RoleChangeOutcome> => {
    const tx = txn as unknown as AppDb;
    const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin")).orderBy(asc(profiles.id)).for("update");
    if (!admins.some((a) => a.id === m.actorId)) return { ok: false, reason: "not_admin" };
    const [target] = await tx.select(userColumns).from(profiles).where(eq(profiles.id, m.targetId)).for("update");
    if (!target) return { ok: false, reason: "not_found" };
    if (target.role === m.role) return { ok: true, user: target, changed: false };
    const change = { profileId: target.id, from: target.role, to: m.role, actorId: m.actorId };
    if (leavesNoAdmin(change, admins.length)) return { ok: false, reason: "last_admin" };
    await writeRoleChange(tx, change);
    return { ok: true, user: { ...target, role: m.role }, changed: true };
  });
}
