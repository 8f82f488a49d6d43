/**
 * What the admin people routes share: the account id in the path and the account's answer
 * (core/api/admin-users.ts) from its row. Schemas from core/ are documented with zod's own
 * .meta(), not .openapi(): a core schema built before @hono/zod-openapi is first imported has no
 * .openapi method, and with Vitest's shared module cache (vitest.config.ts, isolate: false) which
 * module comes first depends on the test file.
 */
import { pathIdOf } from "#server/api/path-params.ts";
import { ADMIN_MESSAGES } from "#core/admin/admin-messages.ts";
import type { AdminUser } from "#core/api/admin-users.ts";
import type { AccountType, UserRole } from "#core/domain/enums.ts";
import { ErrorSchema } from "#server/api/openapi.ts";


/** A user id from the path, or the user's 404 (pathIdOf). */
export function userIdOf(id: string): string {
  return pathIdOf(id, ADMIN_MESSAGES.userNotFound);
}

export interface UserRowLike {
  id: string;
  email: string | null;
  role: UserRole;
  type: AccountType | null;
  createdAt: Date;
  sendingSuspendedAt: Date | null;
}

export function adminUserJson(row: UserRowLike, transactionCount: number): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    type: row.type,
    transaction_count: transactionCount,
    created_at: row.createdAt.toISOString(),
    sending_suspended_at: row.sendingSuspendedAt?.toISOString() ?? null,
  };
}

export const missingUser = { description: "No such account (not_found)", content: { "application/json": { schema: ErrorSchema } } } as const;
