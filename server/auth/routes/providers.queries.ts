/** The statements of the external sign-in routes (providers.routes.ts). */
import { eq } from "drizzle-orm";
import type { AppDb } from "../../../db/client.ts";
import { authIdentities, type AuthIdentity } from "../../../db/schema/index.ts";

/** The user's identities, in no particular order. */
export async function listIdentities(db: AppDb, userId: string): Promise<AuthIdentity[]> {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId));
}
