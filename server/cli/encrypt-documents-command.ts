/**
 * `npm run admin -- encryption-keys encrypt-documents`: seals the closing documents stored before
 * encryption at rest (server/api/documents/encrypt-existing-documents.ts), the same pass every
 * server start runs in the background, for an operator who wants it done now and to see the counts.
 * Resumable and safe beside running instances; it prints counts, never a document's name or bytes.
 */
import pino from "pino";
import type { AppDb } from "#db/client.ts";
import { encryptExistingDocuments } from "../api/documents/encrypt-existing-documents.ts";
import { plainDocumentsAfter } from "../api/documents/encrypt-existing.queries.ts";
import type { Keyring } from "../crypto/keyring.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { CommandResult } from "./command-result.ts";

export async function encryptDocumentsCommand(db: AppDb, keyring: Keyring, store: FileStore): Promise<CommandResult> {
  // Failures are logged to stderr as they happen (document id and error), the counts printed at the end.
  const logger = pino({ level: "warn" }, pino.destination(2));
  const result = await encryptExistingDocuments(db, keyring, store, { logger });
  const left = (await plainDocumentsAfter(db, undefined, 1)).length > 0;
  const output =
    `Encrypted ${result.encrypted} document${result.encrypted === 1 ? "" : "s"}; ${result.skipped} skipped (deleted, encrypted by another instance, or its stored object missing); ` +
    `${result.failed} failed.${left ? " Some documents are still stored unencrypted: run the command again once the errors above are fixed." : " Every document is encrypted at rest."}`;
  return { exitCode: result.failed > 0 ? 1 : 0, output };
}
