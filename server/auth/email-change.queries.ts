/** The statements of a pending change of address (email-change.ts): its target and how many addresses confirmed it. */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers } from "#db/schema/index.ts";

/** The change to `to` is pending from now, with no confirmation yet. */
export async function recordEmailChangeSent(tx: AppDb, userId: string, to: string): Promise<void> {
  await tx.update(authUsers).set({ emailChange: to, emailChangeSentAt: new Date(), emailChangeConfirmStatus: 0 }).where(eq(authUsers.id, userId));
}

/** email_change_confirm_status: 1 once the first of two addresses confirmed, 0 otherwise. */
export async function setEmailChangeConfirmStatus(tx: AppDb, userId: string, status: 0 | 1): Promise<void> {
  await tx.update(authUsers).set({ emailChangeConfirmStatus: status }).where(eq(authUsers.id, userId));
}
