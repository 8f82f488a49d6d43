/** The statements of the existing-documents pass (encrypt-existing-documents.ts). */
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingDocuments } from "#db/schema/index.ts";

export interface PlainDocument {
  id: string;
  fileId: string;
  storageKey: string;
}

/** The next `limit` documents still stored plaintext after `afterId`, in id order. */
export async function plainDocumentsAfter(db: AppDb, afterId: string | undefined, limit: number): Promise<PlainDocument[]> {
  return db
    .select({ id: closingDocuments.id, fileId: closingDocuments.fileId, storageKey: closingDocuments.storageKey })
    .from(closingDocuments)
    .where(and(isNull(closingDocuments.encryption), afterId === undefined ? undefined : gt(closingDocuments.id, afterId)))
    .orderBy(asc(closingDocuments.id))
    .limit(limit);
}

/**
 * Points the document at its sealed object, only if it is still the plaintext one read (not
 * deleted, not sealed by another instance meanwhile); whether it did.
 */
export async function markDocumentSealed(db: AppDb, doc: PlainDocument, sealedKey: string, encryption: string): Promise<boolean> {
  const rows = await db
    .update(closingDocuments)
    .set({ storageKey: sealedKey, encryption })
    .where(and(eq(closingDocuments.id, doc.id), eq(closingDocuments.storageKey, doc.storageKey), isNull(closingDocuments.encryption)))
    .returning({ id: closingDocuments.id });
  return rows.length === 1;
}
