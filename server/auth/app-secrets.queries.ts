/**
 * The statements of app_secrets, the named secrets every instance must agree on (the master secret,
 * secrets.ts; the signing key set, signing-keys-store.ts): the first instance to need one stores
 * it, instances racing on the primary key all read the winner's, and a change is a compare-and-set.
 */
import { and, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { appSecrets } from "#db/schema/index.ts";

export async function readSecret(db: AppDb, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}

/** Stores `value` under `name` unless another instance stored one first. */
export async function insertSecretIfAbsent(db: AppDb, name: string, value: string): Promise<void> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
}

/** Replaces the value only if it is still `expected`; whether it did. */
export async function replaceSecret(db: AppDb, name: string, expected: string, next: string): Promise<boolean> {
  const updated = await db
    .update(appSecrets)
    .set({ value: next })
    .where(and(eq(appSecrets.name, name), eq(appSecrets.value, expected)))
    .returning({ name: appSecrets.name });
  return updated.length === 1;
}
