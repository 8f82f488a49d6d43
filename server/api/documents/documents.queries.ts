/** SQL of closing-file documents (db/schema/closing.ts closing_documents) and their audit rows. */
import { and, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { authUsers, closingDocuments, closingFiles, profiles } from "#db/schema/index.ts";
import type { AuditAction } from "#core/admin/people-audit.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { UserRole } from "#core/domain/enums.ts";
import type { ReceivedUpload } from "./receive-upload.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";


/** What a party (agent or lender) may see; buyers and sellers by status link see only "everyone". */
export const PARTY_VISIBILITIES: DocumentVisibility[] = ["professionals", "everyone"];
export const ALL_VISIBILITIES: DocumentVisibility[] = ["staff", "professionals", "everyone"];

/** A document row as every list reads it, with its uploader (also the requests' documents, server/closing/requests/requests.queries.ts). */
export const documentColumns = {
  id: closingDocuments.id,
  fileId: closingDocuments.fileId,
  name: closingDocuments.name,
  label: closingDocuments.label,
  contentType: closingDocuments.contentType,
  sizeBytes: closingDocuments.sizeBytes,
  sha256: closingDocuments.sha256,
  storageKey: closingDocuments.storageKey,
  encryption: closingDocuments.encryption,
  visibility: closingDocuments.visibility,
  createdAt: closingDocuments.createdAt,
  disposedAt: closingDocuments.disposedAt,
  uploaderEmail: authUsers.email,
  uploaderRole: profiles.role,
};

export type DocumentRow = {
  id: string;
  fileId: string;
  name: string;
  label: string | null;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  /** NULL: stored plaintext (before issue 32); "hced1": sealed (sealed-store.ts). */
  encryption: string | null;
  visibility: string;
  createdAt: Date;
  /** Retention (issue 33): the stored copy was removed on schedule; the row stays as the record. */
  disposedAt: Date | null;
  uploaderEmail: string | null;
  uploaderRole: string | null;
};

function selectDocuments(db: Pick<AppDb, "select">) {
  return db
    .select(documentColumns)
    .from(closingDocuments)
    .leftJoin(authUsers, eq(authUsers.id, closingDocuments.uploadedBy))
    .leftJoin(profiles, eq(profiles.id, closingDocuments.uploadedBy));
}

export async function fileExists(db: AppDb, fileId: string): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const [row] = await db.select({ id: closingFiles.id }).from(closingFiles).where(eq(closingFiles.id, fileId));
  return !!row;
}

/** The file's documents of these visibilities, newest first. */
export function listDocuments(db: AppDb, fileId: string, visibilities: DocumentVisibility[]): Promise<DocumentRow[]> {
  return selectDocuments(db)
    .where(and(eq(closingDocuments.fileId, fileId), inArray(closingDocuments.visibility, visibilities)))
    .orderBy(desc(closingDocuments.createdAt), desc(closingDocuments.id));
}

/** One document of the file, when its visibility is among these (else undefined: a 404 for the caller). */
export async function findDocument(db: AppDb, fileId: string, docId: string, visibilities: DocumentVisibility[]): Promise<DocumentRow | undefined> {
  if (!isUuid(fileId) || !isUuid(docId)) return undefined;
  const [row] = await selectDocuments(db).where(
    and(eq(closingDocuments.id, docId), eq(closingDocuments.fileId, fileId), inArray(closingDocuments.visibility, visibilities)),
  );
  return row;
}

/** A document by its id alone (the download route, after the link's signature was checked). */
export async function documentById(db: AppDb, docId: string): Promise<DocumentRow | undefined> {
  if (!isUuid(docId)) return undefined;
  const [row] = await selectDocuments(db).where(eq(closingDocuments.id, docId));
  return row;
}

/**
 * The account with this id as it stands now, with its role and the addresses file access reads
 * (server/closing/file-access.ts): undefined when it is deleted, banned or has no profile (a
 * download link issued to it earlier is re-checked with this).
 */
export async function accountNow(db: AppDb, userId: string, now = new Date()) {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({ role: profiles.role, email: authUsers.email, provenEmail: authUsers.provenEmail })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.id, authUsers.id))
    .where(and(eq(authUsers.id, userId), isNull(authUsers.deletedAt), or(isNull(authUsers.bannedUntil), lte(authUsers.bannedUntil, now))));
  return row ? { ...row, role: row.role as UserRole } : undefined;
}

export interface AuditBy {
  actorId: string | null;
  ip: string;
  /** Who, when there is no user: "status link <id>". */
  via?: string;
}

type Tx = Pick<AppDb, "insert">;

export async function recordDocumentEvent(tx: Tx, action: Extract<AuditAction, `closing_document.${string}`>, doc: { id: string; fileId: string; name: string }, by: AuditBy, more: Record<string, unknown> = {}) {
  await writeAudit(tx, {
    actorId: by.actorId,
    action,
    targetType: "closing_document",
    targetId: doc.id,
    ip: by.ip,
    payload: { file_id: doc.fileId, name: doc.name, ...(by.via ? { by: by.via } : {}), ...more },
  });
}

/** The document's row and its audit row, together, once its bytes are stored. */
export async function insertDocument(db: AppDb, doc: { id: string; fileId: string; storageKey: string; byParty: boolean }, upload: ReceivedUpload, by: AuditBy) {
  await db.transaction(async (tx) => {
    await tx.insert(closingDocuments).values({
      id: doc.id,
      fileId: doc.fileId,
      name: upload.name,
      contentType: upload.contentType,
      sizeBytes: upload.size,
      sha256: upload.sha256,
      storageKey: doc.storageKey,
      visibility: upload.fields.visibility,
      label: upload.fields.label ?? null,
      uploadedBy: by.actorId,
      byParty: doc.byParty,
      encryption: upload.encryption,
    });
    await recordDocumentEvent(tx, "closing_document.uploaded", { id: doc.id, fileId: doc.fileId, name: upload.name }, by, {
      size_bytes: upload.size,
      sha256: upload.sha256,
      content_type: upload.contentType,
      visibility: upload.fields.visibility,
    });
  });
}

export async function updateDocument(db: AppDb, doc: DocumentRow, change: { visibility?: DocumentVisibility; label?: string | null }, by: AuditBy) {
  // A PATCH that names nothing to change changes nothing (an empty SET is not SQL).
  if (change.visibility === undefined && change.label === undefined) return;
  await db.transaction(async (tx) => {
    await tx.update(closingDocuments).set(change).where(eq(closingDocuments.id, doc.id));
    await recordDocumentEvent(tx, "closing_document.updated", doc, by, {
      from: { visibility: doc.visibility, label: doc.label },
      to: { visibility: change.visibility ?? doc.visibility, label: change.label === undefined ? doc.label : change.label },
    });
  });
}

export async function deleteDocument(db: AppDb, doc: DocumentRow, by: AuditBy) {
  await db.transaction(async (tx) => {
    await tx.delete(closingDocuments).where(eq(closingDocuments.id, doc.id));
    await recordDocumentEvent(tx, "closing_document.deleted", doc, by, { sha256: doc.sha256 });
  });
}
