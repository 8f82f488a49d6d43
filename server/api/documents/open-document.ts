/**
 * A closing document's bytes for a download, whichever way it is stored: a document stored before
 * encryption (closing_documents.encryption NULL) as it is, a sealed one decrypted as it is read
 * (sealed-store.ts). Nothing that fails authentication is ever returned: the key or the first
 * segment failing is a DecryptionError returned before any header is sent; a later segment failing
 * errors the body (and the HTTP server aborts the response).
 */
import type { Services } from "#server/services.ts";
import type { FileStore, StoredFile } from "#server/storage/file-store.ts";
import { DecryptionError } from "#server/crypto/crypto-errors.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { documentById, type AuditBy, type DocumentRow } from "./documents.queries.ts";
import { DOCUMENT_ENCRYPTION, openSealed, primedBody } from "./sealed-store.ts";

export const DOCUMENT_UNREADABLE_MESSAGE =
  "This document cannot be opened: its stored copy failed its integrity check, so it is not served. Ask the title office to upload it again.";

type Ctx = Pick<Services, "db" | "keyring">;

/**
 * The document's bytes, null when its object is gone, or the DecryptionError that refused it.
 * `forBody` false (a HEAD) opens nothing but the size; true reads the first segment before answering.
 */
export async function openDocument(
  ctx: Ctx,
  store: FileStore,
  row: DocumentRow,
  forBody: boolean,
  onLateFailure: (err: DecryptionError) => Promise<void>,
): Promise<StoredFile | null | DecryptionError> {
  let doc = row;
  let stored = await store.get(doc.storageKey);
  if (!stored) {
    // Sealed by the existing-documents pass since the row was read: the row names its new object.
    const again = await documentById(ctx.db, doc.id);
    if (again && again.storageKey !== doc.storageKey) {
      doc = again;
      stored = await store.get(again.storageKey);
    }
  }
  if (!stored) return null;
  if (doc.encryption === null) return stored;
  try {
    if (doc.encryption !== DOCUMENT_ENCRYPTION) throw new DecryptionError("version_unsupported", `Documents stored as "${doc.encryption}" are not read by this server.`);
    const plain = await openSealed(stored, await dataKeyOf(ctx.db, ctx.keyring, doc.fileId.toLowerCase()));
    if (!forBody) return plain;
    return { size: plain.size, body: await primedBody(plain.body, onLateFailure) };
  } catch (err) {
    await stored.body.cancel().catch(() => {});
    if (err instanceof DecryptionError) return err;
    throw err;
  }
}

/** The audit row of a refused document: on its closing file, naming the document and why (never bytes). */
export async function recordUnreadable(ctx: Ctx & Pick<Services, "logger">, doc: DocumentRow, err: DecryptionError, by: AuditBy, partlySent: boolean): Promise<void> {
  ctx.logger.warn({ documentId: doc.id, fileId: doc.fileId, code: err.code, partlySent }, "closing document refused: it failed decryption");
  await writeAudit(ctx.db, {
    actorId: by.actorId,
    action: "closing_file.document_unreadable",
    targetType: "closing_file",
    targetId: doc.fileId,
    ip: by.ip,
    payload: { document_id: doc.id, name: doc.name, code: err.code, partly_sent: partlySent, ...(by.via ? { by: by.via } : {}) },
  });
}
