/** The signed-in sender's account type, filed with a public form's submission (public-form.ts). */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { profiles } from "#db/schema/index.ts";

/** Agent or lender; null without a profile or a type. */
export async function accountTypeOf(db: AppDb, userId: string) {
  const [profile] = await db.select({ type: profiles.type }).from(profiles).where(eq(profiles.id, userId));
  return profile?.type ?? null;
}
