/**
 * An account as the admin area's users list shows it, and a page of them: the answer of
 * GET /api/v1/admin/users and of each change to one (role, transaction count, sending), whose
 * bodies are core/admin/people-role.ts, people-count.ts and people-sending.ts.
 */
import { z } from "zod";
import { ACCOUNT_TYPE_VALUES, USER_ROLE_VALUES } from "../domain/enums.ts";
import { pageSchemaOf } from "./page.ts";

export { roleChangeSchema } from "../admin/people-role.ts";
export { countChangeSchema } from "../admin/people-count.ts";
export { sendingChangeSchema } from "../admin/people-sending.ts";

export const adminUserSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string().nullable().meta({ example: "mary.smith@example.com" }),
    role: z.enum(USER_ROLE_VALUES),
    type: z.enum(ACCOUNT_TYPE_VALUES).nullable().meta({ description: "The account type chosen at sign-up; null shows as 'Unknown'" }),
    transaction_count: z.number().int().min(0).meta({ description: "The same count as the user's dashboard total" }),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
    sending_suspended_at: z
      .string()
      .nullable()
      .meta({ description: "When staff paused the account's messages to its clients; null while it may send", example: null }),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pageSchemaOf(adminUserSchema, "AdminUserPage");
