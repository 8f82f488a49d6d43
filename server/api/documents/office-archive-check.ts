/**
 * Word and Excel uploads are ZIP archives: after their bytes are stored, the archive is read back
 * once from the store and refused if it expands too much when opened (core/closing/office-archive.ts).
 * The upload keeps only the archive's last megabyte meanwhile (its central directory), never the
 * whole file; the read-back inflates a slice at a time and stops at the first problem. The store
 * given is the sealed view (sealed-store.ts), so what is inflated is the plaintext, decrypted a
 * segment at a time; a stored object that fails authentication is refused like an unreadable one.
 */
import { ArchiveInflation, declaredArchive, OFFICE_ARCHIVE_MESSAGES } from "#core/closing/office-archive.ts";
import type { ArchiveProblem, ArchiveTail } from "#core/closing/zip-directory.ts";
import type { AcceptedDocumentType } from "#core/closing/document-types.ts";
import { AppError } from "#server/http/errors.ts";
import { DecryptionError } from "#server/crypto/crypto-errors.ts";
import type { FileStore } from "#server/storage/file-store.ts";

const ZIP_CONTAINERS: ReadonlySet<AcceptedDocumentType> = new Set([
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
]);

export const isZipContainer = (type: AcceptedDocumentType) => ZIP_CONTAINERS.has(type);

/** Throws 413 (expands too much) or 415 (not a readable archive) for the stored archive at `key`. */
export async function checkStoredArchive(store: FileStore, key: string, tail: ArchiveTail): Promise<void> {
  const { tail: bytes, start } = tail.bytes();
  const declared = declaredArchive(bytes, start, tail.size);
  if ("problem" in declared) throw refusal(declared.problem);
  const stored = await store.get(key);
  if (!stored) throw new Error(`the upload at ${key} is not in the store`);
  const inflation = new ArchiveInflation(declared.entries);
  const reader = stored.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || inflation.push(value)) break;
    }
  } catch (err) {
    if (err instanceof DecryptionError) throw new AppError(415, "unreadable_document", OFFICE_ARCHIVE_MESSAGES.unreadable);
    throw err;
  } finally {
    await reader.cancel().catch(() => {});
  }
  const problem = inflation.finish();
  if (problem) throw refusal(problem);
}

function refusal(problem: ArchiveProblem): AppError {
  return problem === "expands_too_much"
    ? new AppError(413, "document_expands_too_much", OFFICE_ARCHIVE_MESSAGES.expandsTooMuch)
    : new AppError(415, "unreadable_document", OFFICE_ARCHIVE_MESSAGES.unreadable);
}
