/**
 * Receives one document upload, a multipart/form-data body (fields `visibility` and `label`,
 * then the part `file`), straight into the file store: the bytes are never held whole in memory.
 * The first bytes decide the type (file-type; core/closing/document-types.ts) before anything is
 * stored; the SHA-256 and the size are counted on the way; past 25 MB the upload stops and the
 * partial object is removed. A Word or Excel file that expands too much when opened is removed too.
 * The store receives the bytes sealed under the closing file's data key (sealed-store.ts): it never
 * holds a document's plaintext; the type, hash, size and archive check are the plaintext's.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { acceptedDocumentType, documentFileName, type AcceptedDocumentType } from "#core/closing/document-types.ts";
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, documentFieldsSchema, type DocumentFields } from "#core/closing/closing-file-fields.ts";
import { AppError, validationFailed } from "#server/http/errors.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { fieldMessages } from "../openapi.ts";
import { ArchiveTail } from "#core/closing/zip-directory.ts";
import type { DataKey } from "#server/crypto/data-keys.ts";
import { checkStoredArchive, isZipContainer } from "./office-archive-check.ts";
import { DOCUMENT_ENCRYPTION, sealedStore, type DocumentEncryption } from "./sealed-store.ts";

export interface ReceivedUpload {
  fields: DocumentFields;
  name: string;
  contentType: AcceptedDocumentType;
  size: number;
  sha256: string;
  /** How the object was stored (closing_documents.encryption). */
  encryption: DocumentEncryption;
}

/** Enough of the start for the detector, which reads an Office file's [Content_Types].xml inside the zip. */
const HEAD_BYTES = 64 * 1024;
/** Room for the multipart framing and the small fields around the file. */
const FRAMING_BYTES = 64 * 1024;

export const tooLarge = () => new AppError(413, "file_too_large", DOCUMENT_MESSAGES.tooLarge);
const wrongType = () => new AppError(415, "unsupported_file_type", DOCUMENT_MESSAGES.wrongType);
const malformed = () => new AppError(400, "malformed_upload", DOCUMENT_MESSAGES.uploadFailed);

export interface UploadRequest {
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * Stores the upload at `key`, sealed under `dataKey` (the closing file's, server/crypto/file-keys.ts). `checkFields` may refuse the fields (a party asking for staff-only)
 * before a byte of the file is read. Throws AppError 400/413/415; on any failure nothing is left at `key`.
 */
export async function receiveUpload(
  req: UploadRequest,
  store: FileStore,
  key: string,
  dataKey: DataKey,
  checkFields: (fields: DocumentFields) => void = () => {},
): Promise<ReceivedUpload> {
  if (!req.contentType || !/^multipart\/form-data\s*;/i.test(req.contentType)) {
    throw new AppError(415, "unsupported_media_type", "Send the document as multipart/form-data with the file in the part named \"file\".");
  }
  const declared = req.contentLength === undefined ? NaN : Number(req.contentLength);
  if (declared > DOCUMENT_LIMITS.maxBytes + FRAMING_BYTES) throw tooLarge();
  if (!req.body) throw validationFailed({ file: DOCUMENT_MESSAGES.missingFile });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": req.contentType },
      // Browsers send a file's name as UTF-8 bytes in filename="…" (the HTML form encoding);
      // busboy reads those as Latin-1 unless told. filename*= names its own charset (RFC 5987).
      defParamCharset: "utf8",
      // One byte over the limit is enough to know it is over; busboy drops the rest.
      limits: { files: 1, fileSize: DOCUMENT_LIMITS.maxBytes + 1, fields: 8, fieldSize: 4096, parts: 12 },
    });
  } catch {
    throw malformed();
  }
  const source = Readable.fromWeb(req.body as NodeWebStream<Uint8Array>);
  const fields: Record<string, string> = {};
  // Fields longer than busboy's fieldSize arrive cut short; what was cut is refused, not stored.
  const truncated = new Set<string>();
  let fileTask: Promise<ReceivedUpload> | undefined;
  let fileStream: Readable | undefined;
  let stopped: (err: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (stopped = reject));
  failure.catch(() => {});
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", () => reject(malformed()));
  });

  parser.on("field", (name, value, info) => {
    if (fileTask || (name !== "visibility" && name !== "label")) return;
    fields[name] = value;
    if (info.valueTruncated) truncated.add(name);
  });
  parser.on("file", (name, stream, info) => {
    if (fileTask || name !== "file") {
      stream.resume();
      return;
    }
    fileStream = stream;
    fileTask = storeFile(stream, info.filename ?? "", fields, truncated, sealedStore(store, dataKey), key, checkFields);
    fileTask.catch((err: unknown) => {
      stream.resume();
      stopped(err);
    });
  });
  source.on("error", () => stopped(malformed()));
  source.pipe(parser);

  try {
    await Promise.race([parsed, failure]);
    if (!fileTask) throw validationFailed({ file: DOCUMENT_MESSAGES.missingFile });
    return await Promise.race([fileTask, failure]);
  } catch (err) {
    // Stop reading: the answer goes out now and the connection closes (server/http/unread-body.ts).
    source.unpipe(parser);
    source.destroy();
    fileStream?.destroy();
    if (fileTask) await fileTask.catch(() => {});
    await store.delete(key).catch(() => {});
    throw err;
  }
}

async function storeFile(
  stream: Readable,
  filename: string,
  rawFields: Record<string, string>,
  truncated: ReadonlySet<string>,
  store: FileStore,
  key: string,
  checkFields: (fields: DocumentFields) => void,
): Promise<ReceivedUpload> {
  if (truncated.has("label")) throw validationFailed({ label: DOCUMENT_MESSAGES.labelTooLong });
  const parsedFields = documentFieldsSchema.safeParse(rawFields);
  if (!parsedFields.success) throw validationFailed(fieldMessages(parsedFields.error));
  checkFields(parsedFields.data);

  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const headParts: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    headParts.push(next.value);
    headSize += next.value.length;
  }
  const head = Buffer.concat(headParts);
  if (head.length === 0) throw validationFailed({ file: DOCUMENT_MESSAGES.missingFile });
  if (head.length > DOCUMENT_LIMITS.maxBytes) throw tooLarge();
  // Loaded with the first upload rather than at start (docs/decisions/022-compiled-server.md).
  const { fileTypeFromBuffer } = await import("file-type");
  const contentType = acceptedDocumentType(await fileTypeFromBuffer(head));
  if (!contentType) throw wrongType();

  const hash = createHash("sha256");
  // Word and Excel files are ZIP archives, checked once stored (office-archive-check.ts); their
  // central directory is in the last bytes, kept on the way.
  const tail = isZipContainer(contentType) ? new ArchiveTail() : undefined;
  let size = 0;
  async function* bytes(): AsyncGenerator<Uint8Array> {
    hash.update(head);
    tail?.push(head);
    size += head.length;
    yield head;
    if (ended) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      size += next.value.length;
      if (size > DOCUMENT_LIMITS.maxBytes) throw tooLarge();
      hash.update(next.value);
      tail?.push(next.value);
      yield next.value;
    }
  }
  await store.putStream(key, bytes());
  // Read back through the sealed store: the check inflates the plaintext.
  if (tail) await checkStoredArchive(store, key, tail);
  return { fields: parsedFields.data, name: documentFileName(filename), contentType, size, sha256: hash.digest("hex"), encryption: DOCUMENT_ENCRYPTION };
}
