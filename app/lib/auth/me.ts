import { meSchema, type Me } from "#core/api/me.ts";
import { api } from "../api/api-client.ts";

/** The signed-in person's profile (role, account type, session assurance) from GET /api/v1/me. */
export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get("/api/v1/me", { schema: meSchema, signal });
}
