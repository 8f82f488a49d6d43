/** Recording that an account proved its address (proven-email.ts). */
import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers } from "#db/schema/index.ts";

/**
 * Records that `address` reached the account: a token sent to it was redeemed. Only the account's
 * current address can be proven this way (a code for an address it has since left proves nothing).
 * In the caller's transaction.
 */
export async function recordProvenEmail(tx: AppDb, userId: string, address: string): Promise<void> {
  const lower = address.toLowerCase();
  if (!lower.includes("@")) return;
  await tx
    .update(authUsers)
    .set({ provenEmail: lower })
    .where(and(eq(authUsers.id, userId), sql`lower(${authUsers.email}) = ${lower}`));
}
