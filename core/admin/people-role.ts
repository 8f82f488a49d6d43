/**
 * Make Admin / Remove Admin (PATCH /api/v1/admin/users/{id}/role): the body the button sends and
 * the API checks. Role values are the database's (core/domain/enums.ts).
 */
import { z } from "zod";
import { USER_ROLE_VALUES, type UserRole } from "../domain/enums.ts";
import { ADMIN_MESSAGES } from "./admin-messages.ts";

export const roleChangeSchema = z.object({
  role: z.enum(USER_ROLE_VALUES, { error: ADMIN_MESSAGES.invalidRole }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

/**
 * Whether taking `target`'s admin role would leave no administrator: the last one may not remove
 * themselves (409 last_admin), so the admin area can never lock everyone out.
 */
export function leavesNoAdmin(change: { from: UserRole; to: UserRole }, adminCount: number): boolean {
  return change.from === "admin" && change.to !== "admin" && adminCount <= 1;
}
