/**
 * The statements behind file-keys.ts and the rotate command: a closing file's wrapped data key
 * (closing_files.data_key) is set once, by compare-and-set against NULL, and replaced only by
 * compare-and-set against the value read, so two instances never leave two keys for one file.
 */
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles } from "#db/schema/index.ts";

/** The file's wrapped data key: null when it has none yet, undefined when there is no such file. */
export async function readWrappedKey(db: AppDb, fileId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ dataKey: closingFiles.dataKey }).from(closingFiles).where(eq(closingFiles.id, fileId));
  return row === undefined ? undefined : row.dataKey;
}

// Keeping updated_at as it is: a key is no edit anyone made to the file (lists sort by it).
const keepUpdatedAt = { updatedAt: sql`${closingFiles.updatedAt}` };

/** Stores `wrapped` unless the file already has a key; whether it did. */
export async function setWrappedKeyIfAbsent(db: AppDb, fileId: string, wrapped: string): Promise<boolean> {
  const rows = await db
    .update(closingFiles)
    .set({ dataKey: wrapped, ...keepUpdatedAt })
    .where(and(eq(closingFiles.id, fileId), isNull(closingFiles.dataKey)))
    .returning({ id: closingFiles.id });
  return rows.length === 1;
}

/** Replaces the wrapped key only if it is still `expected`; whether it did. */
export async function replaceWrappedKey(db: AppDb, fileId: string, expected: string, next: string): Promise<boolean> {
  const rows = await db
    .update(closingFiles)
    .set({ dataKey: next, ...keepUpdatedAt })
    .where(and(eq(closingFiles.id, fileId), eq(closingFiles.dataKey, expected)))
    .returning({ id: closingFiles.id });
  return rows.length === 1;
}

/** The next `limit` files with a data key after `afterId`, in id order (the rotate command's pages). */
export async function wrappedKeysAfter(db: AppDb, afterId: string | undefined, limit: number): Promise<{ id: string; dataKey: string }[]> {
  const rows = await db
    .select({ id: closingFiles.id, dataKey: closingFiles.dataKey })
    .from(closingFiles)
    .where(and(isNotNull(closingFiles.dataKey), afterId === undefined ? undefined : gt(closingFiles.id, afterId)))
    .orderBy(asc(closingFiles.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, dataKey: r.dataKey! }));
}
