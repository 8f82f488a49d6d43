import type { User } from "@supabase/auth-js";

/** The account's own name, when sign-up or an identity provider recorded one. */
export function accountName(user: User | null): string {
  const meta = (user?.user_metadata ?? {}) as Record<string, unknown>;
  const name = meta.full_name ?? meta.name;
  return typeof name === "string" ? name.trim() : "";
}
