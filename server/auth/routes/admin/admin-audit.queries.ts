/**
 * The audit row every service-role call writes: the actor is the service role (audit_events has no
 * account for it, so actor_id stays NULL and the payload names the role), the action, the user it
 * concerns. Changes write it inside their own transaction, as the admin area does
 * (server/api/admin/people/role-change.queries.ts), so a change and its record exist together.
 */
import type { Context } from "hono";
import type { AppDb } from "#db/client.ts";
import { clientIp } from "#server/http/client-ip.ts";
import type { Services } from "#server/services.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";

export const SERVICE_ROLE_AUDIT = {
  usersListed: "auth.admin.users_listed",
  userRead: "auth.admin.user_read",
  userCreated: "auth.admin.user_created",
  userUpdated: "auth.admin.user_updated",
  userDeleted: "auth.admin.user_deleted",
  userInvited: "auth.admin.user_invited",
  linkGenerated: "auth.admin.link_generated",
  factorsListed: "auth.admin.factors_listed",
  factorDeleted: "auth.admin.factor_deleted",
  passkeysListed: "auth.admin.passkeys_listed",
  passkeyDeleted: "auth.admin.passkey_deleted",
} as const;
export type ServiceRoleAction = (typeof SERVICE_ROLE_AUDIT)[keyof typeof SERVICE_ROLE_AUDIT];

export interface ServiceRoleAudit {
  action: ServiceRoleAction;
  /** The auth user concerned; none for the list. */
  userId?: string;
  /** Who called and from where: the role of the key and the caller's address. */
  role: string;
  ip: string;
  details?: Record<string, unknown>;
}

export async function writeServiceRoleAudit(tx: AppDb, a: ServiceRoleAudit): Promise<void> {
  await writeAudit(tx, {
    actorId: null,
    action: a.action,
    targetType: a.userId ? "auth_user" : null,
    targetId: a.userId ?? null,
    ip: a.ip,
    payload: { actor: a.role, ...a.details },
  });
}

/** The caller's part of the audit row, read from the request the guard let through. */
export function auditCaller(ctx: Services, c: Context): { role: string; ip: string } {
  return { role: c.get("serviceRole") ?? "service_role", ip: clientIp(c, ctx.config.TRUST_PROXY) };
}
