/**
 * A document a verified buyer or seller uploads from their message box (docs/messages-contract.md):
 * streamed into the file's store and type-checked by content like every upload
 * (server/api/documents/receive-upload.ts), kept with visibility "everyone" whatever the form
 * sent (they see only those, and a message of theirs reaches everyone), and then attached by its
 * id to the message they send. Staff and agents upload through their own document routes with
 * the message's visibility.
 */
import { randomUUID } from "node:crypto";
import type { ClosingDocument } from "#core/api/closing-documents.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { documentJson } from "#server/api/documents/document-schemas.ts";
import { documentById, insertDocument } from "#server/api/documents/documents.queries.ts";
import { receiveUpload, type UploadRequest } from "#server/api/documents/receive-upload.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";
import type { RequestCaller } from "../requests/request-actor.ts";

export async function uploadMessageDocument(services: Pick<Services, "db" | "keyring">, store: FileStore, by: RequestCaller, fileId: string, body: UploadRequest): Promise<ClosingDocument> {
  const id = randomUUID();
  const file = fileId.toLowerCase();
  const storageKey = `closing/${file}/${id}`;
  const received = await receiveUpload(body, store, storageKey, await dataKeyOf(services.db, services.keyring, file));
  const upload = { ...received, fields: { ...received.fields, visibility: "everyone" as const } };
  try {
    // byParty: staff are told of it in the file's next notice, as of any party's upload.
    await insertDocument(services.db, { id, fileId: file, storageKey, byParty: true }, upload, { actorId: by.actorUserId, ip: by.ip, ...(by.via ? { via: by.via } : {}) });
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
  const doc = await documentById(services.db, id);
  if (!doc) throw new Error("the uploaded document's row is missing");
  return documentJson(doc, "party");
}
