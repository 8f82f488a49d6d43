/**
 * The name an e-mail greets an account holder by (issue 29: "Hi Jane," when the name is known):
 * the account's own name (GoTrue's user metadata, `full_name` or `name`, as sign-up or the
 * account's owner set it), else the name staff gave the address on a closing file (the newest
 * party row with it). Null when neither is known; the layout then greets "Hello,".
 */
import { desc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, closingParties } from "#db/schema/index.ts";

/** A usable name from user metadata: a non-blank full_name or name. */
export function metadataName(meta: Record<string, unknown> | null | undefined): string | null {
  for (const key of ["full_name", "name"]) {
    const value = meta?.[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** The name on the newest closing party row with this address, or null. */
export async function partyNameOf(db: AppDb, email: string | null | undefined): Promise<string | null> {
  if (!email) return null;
  const [row] = await db
    .select({ name: closingParties.name })
    .from(closingParties)
    .where(eq(closingParties.email, email.toLowerCase()))
    .orderBy(desc(closingParties.createdAt))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The account's known name: its metadata's, else a closing file's for `email` (the address the
 * e-mail goes to, or the sender's proven address; null to look at metadata only).
 */
export async function accountNameOf(db: AppDb, userId: string, email: string | null): Promise<string | null> {
  const [user] = await db.select({ meta: authUsers.rawUserMetaData }).from(authUsers).where(eq(authUsers.id, userId));
  return metadataName(user?.meta) ?? (await partyNameOf(db, email));
}
