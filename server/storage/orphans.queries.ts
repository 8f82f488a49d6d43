/** Which stored objects a closing document still names (the file store's orphan sweep). */
import { inArray } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingDocuments } from "#db/schema/index.ts";

export async function documentKeysAmong(db: AppDb, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: closingDocuments.storageKey }).from(closingDocuments).where(inArray(closingDocuments.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
