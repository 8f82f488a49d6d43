/**
 * Seals the closing documents stored before encryption at rest (closing_documents.encryption NULL):
 * each plaintext object is read, sealed under its file's data key (sealed-store.ts) into a NEW
 * object beside it, and the row is moved to it by compare-and-set against the plaintext key it
 * read; then the plaintext object is removed. Never in place: a download that read the row before
 * the move still finds the bytes its row describes (open-document.ts reads the row again when its
 * object is gone), and a half-written object is never named by a row.
 *
 * Resumable and safe with two instances: what is done is recorded per document, so a pass can stop
 * anywhere and the next one picks up what is left; two passes sealing the same document both
 * write an object, one compare-and-set lands and the other removes its own object. A sealed
 * object left by a kill between the write and the update is an orphan the sweeper removes
 * (server/storage/orphan-sweeper.ts). Run by `npm run admin -- encryption-keys encrypt-documents`
 * and in the background at start (server/main.ts).
 */
import { randomBytes } from "node:crypto";
import type { AppDb } from "#db/client.ts";
import type { Keyring } from "#server/crypto/keyring.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import type { Logger } from "#server/logger.ts";
import { markDocumentSealed, plainDocumentsAfter, type PlainDocument } from "./encrypt-existing.queries.ts";
import { DOCUMENT_ENCRYPTION, sealedStore } from "./sealed-store.ts";

export interface EncryptPassResult {
  /** Documents this pass sealed. */
  encrypted: number;
  /** Documents another pass sealed or someone deleted meanwhile, or whose object is gone. */
  skipped: number;
  /** Documents that failed (the error is logged); they stay plaintext for the next pass. */
  failed: number;
}

const BATCH = 50;

/** The sealed object's key: the plaintext's, and a random suffix so two passes never write the same object. */
export function sealedKeyOf(plainKey: string): string {
  return `${plainKey}.${randomBytes(6).toString("hex")}.sealed`;
}

export async function encryptExistingDocuments(
  db: AppDb,
  keyring: Keyring,
  store: FileStore,
  opts: { logger?: Logger; batch?: number; signal?: AbortSignal } = {},
): Promise<EncryptPassResult> {
  const result: EncryptPassResult = { encrypted: 0, skipped: 0, failed: 0 };
  let after: string | undefined;
  for (;;) {
    if (opts.signal?.aborted) return result;
    const page = await plainDocumentsAfter(db, after, opts.batch ?? BATCH);
    if (page.length === 0) return result;
    for (const doc of page) {
      if (opts.signal?.aborted) return result;
      try {
        result[await sealOne(db, keyring, store, doc)] += 1;
      } catch (err) {
        result.failed += 1;
        opts.logger?.error({ err, documentId: doc.id }, "could not encrypt a stored document; it stays as it was until the next pass");
      }
    }
    after = page[page.length - 1]!.id;
  }
}

async function sealOne(db: AppDb, keyring: Keyring, store: FileStore, doc: PlainDocument): Promise<"encrypted" | "skipped"> {
  const plain = await store.get(doc.storageKey);
  if (!plain) return "skipped";
  const sealedKey = sealedKeyOf(doc.storageKey);
  const sealed = sealedStore(store, await dataKeyOf(db, keyring, doc.fileId.toLowerCase()));
  await sealed.putStream(sealedKey, webChunks(plain.body));
  let moved = false;
  try {
    moved = await markDocumentSealed(db, doc, sealedKey, DOCUMENT_ENCRYPTION);
  } finally {
    if (!moved) await store.delete(sealedKey).catch(() => {});
  }
  if (!moved) return "skipped";
  await store.delete(doc.storageKey);
  return "encrypted";
}

async function* webChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** The start-up pass: in the background, logged, never failing the start. */
export function startExistingDocumentsPass(db: AppDb, keyring: Keyring, store: FileStore, logger: Logger): { stop(): Promise<void> } {
  const controller = new AbortController();
  const running = encryptExistingDocuments(db, keyring, store, { logger, signal: controller.signal }).then(
    (r) => {
      if (r.encrypted + r.failed > 0) logger.info(r, "existing closing documents encrypted at rest");
    },
    (err: unknown) => logger.error({ err }, "the pass encrypting existing documents stopped; the next start resumes it"),
  );
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
