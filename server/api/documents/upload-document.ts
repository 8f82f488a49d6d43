/** One upload, for staff and parties alike: the bytes into the store, then the row and its audit row together. */
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { DocumentFields } from "#core/closing/closing-file-fields.ts";
import type { Services } from "#server/services.ts";
import type { FileStore } from "#server/storage/file-store.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { documentById, insertDocument, type AuditBy, type DocumentRow } from "./documents.queries.ts";
import { receiveUpload } from "./receive-upload.ts";
import { dataKeyOf } from "#server/crypto/file-keys.ts";

export function auditBy(ctx: Services, c: Context, actorId: string | null, via?: string): AuditBy {
  return { actorId, ip: clientIp(c, ctx.config.TRUST_PROXY), ...(via ? { via } : {}) };
}

export async function uploadDocument(
  ctx: Services,
  store: FileStore,
  c: Context,
  fileId: string,
  uploaderId: string,
  checkFields?: (fields: DocumentFields) => void,
  /** A party on the file uploads it (not staff): staff are told in the file's next notice. */
  byParty = false,
): Promise<DocumentRow> {
  const id = randomUUID();
  const storageKey = `closing/${fileId.toLowerCase()}/${id}`;
  const upload = await receiveUpload(
    { contentType: c.req.header("content-type"), contentLength: c.req.header("content-length"), body: c.req.raw.body },
    store,
    storageKey,
    await dataKeyOf(ctx.db, ctx.keyring, fileId.toLowerCase()),
    checkFields,
  );
  try {
    await insertDocument(ctx.db, { id, fileId, storageKey, byParty }, upload, auditBy(ctx, c, uploaderId));
  } catch (err) {
    // No row, no object: a file deleted meanwhile (foreign key) or a database outage.
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
  const row = await documentById(ctx.db, id);
  if (!row) throw new Error("the uploaded document's row is missing");
  return row;
}
