import { z } from "zod";
import { accountTypeSchema, userRoleSchema } from "../../../core/domain/enums.ts";

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: userRoleSchema,
  type: accountTypeSchema.nullable(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Thrown when the profile could not be read; `status` is the HTTP status (0 without an answer). */
export class ProfileError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ProfileError";
  }
}

/** The signed-in person's profile (role and account type) from GET /api/v1/me. */
export async function fetchMe(accessToken: string, signal?: AbortSignal): Promise<Profile> {
  let response: Response;
  try {
    response = await fetch("/api/v1/me", { headers: { Authorization: `Bearer ${accessToken}` }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ProfileError("The server could not be reached", 0);
  }
  if (!response.ok) throw new ProfileError(`GET /api/v1/me answered ${response.status}`, response.status);
  const parsed = profileSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProfileError("GET /api/v1/me answered with an unexpected body", response.status);
  return parsed.data;
}
