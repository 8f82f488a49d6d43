/** The statements of `npm run admin` (admin-command.ts): the administrators, and an account's profile by address. */
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles, type Profile } from "#db/schema/index.ts";

/** Oldest first. */
export async function administrators(db: AppDb): Promise<{ email: string | null; createdAt: Date }[]> {
  return db.select({ email: profiles.email, createdAt: profiles.createdAt }).from(profiles).where(eq(profiles.role, "admin")).orderBy(profiles.createdAt);
}

/** `email` in lower case. */
export async function profileByEmail(db: AppDb, email: string): Promise<Profile | undefined> {
  const [profile] = await db.select().from(profiles).where(sql`lower(${profiles.email}) = ${email}`);
  return profile;
}
