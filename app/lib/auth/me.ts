import { z } from "zod";
import { aalSchema, accountTypeSchema, userRoleSchema } from "../../../core/domain/enums.ts";
import { api } from "../api/api-client.ts";

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: userRoleSchema,
  type: accountTypeSchema.nullable(),
  /** The session's assurance level: aal2 once an authenticator code has been proved. */
  aal: aalSchema,
  /** Whether the account has proven its e-mail address: closing files and client messages need it. */
  email_confirmed: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in person's profile (role, account type, session assurance) from GET /api/v1/me. */
export function fetchMe(signal?: AbortSignal): Promise<Profile> {
  return api.get("/api/v1/me", { schema: profileSchema, signal });
}
