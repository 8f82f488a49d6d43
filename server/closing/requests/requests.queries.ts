/**
 * The SQL of a closing file's requests (db/schema/closing-requests.ts): the facts they are
 * generated from, the rows, their documents, the file's events and the audit rows, each written
 * in the caller's transaction.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import {
  authUsers,
  closingDocuments,
  closingFileEvents,
  closingFiles,
  closingParties,
  closingRequestDocuments,
  closingRequests,
  profiles,
  type ClosingRequestRow,
} from "#db/schema/index.ts";
import type { AuditAction } from "#core/admin/people-audit.ts";
import type { DocumentVisibility, PartyRole } from "#core/closing/closing-enums.ts";
import type { RequestSpec } from "#core/closing/requests.ts";
import { isUuid } from "#core/validation/uuid.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { documentColumns, type DocumentRow } from "#server/api/documents/documents.queries.ts";

type Db = Pick<AppDb, "select" | "selectDistinct" | "insert" | "update">;

/** The file's row as the rules read it, and the roles of its parties; undefined when there is no such file. */
export async function factsRowOf(db: Db, fileId: string) {
  const [file] = await db.select().from(closingFiles).where(eq(closingFiles.id, fileId));
  if (!file) return undefined;
  const parties = await db.selectDistinct({ role: closingParties.role }).from(closingParties).where(eq(closingParties.fileId, fileId));
  return { file, roles: parties.map((p) => p.role as PartyRole) };
}

/** Inserts the specs the file has no request of yet (by rule key); the rows inserted. */
export function insertMissingRequests(db: Db, fileId: string, specs: readonly RequestSpec[], createdBy: string | null) {
  if (specs.length === 0) return Promise.resolve([] as ClosingRequestRow[]);
  return db
    .insert(closingRequests)
    .values(
      specs.map((s, i) => ({
        fileId,
        kind: s.kind,
        ruleKey: s.ruleKey,
        title: s.title,
        instructions: s.instructions,
        owner: s.owner,
        dueOn: s.dueOn,
        visibility: s.visibility,
        createdBy,
        // The rules' order is the list's order within one moment.
        createdAt: sql`now() + ${i} * interval '1 microsecond'`,
      })),
    )
    .onConflictDoNothing({ target: [closingRequests.fileId, closingRequests.ruleKey], where: sql`${closingRequests.ruleKey} is not null` })
    .returning();
}

export async function insertRequest(db: Db, values: typeof closingRequests.$inferInsert): Promise<ClosingRequestRow> {
  const [row] = await db.insert(closingRequests).values(values).returning();
  return row!;
}

/** The file's requests in due order (undated last), then as made. */
export function requestsOfFile(db: Pick<AppDb, "select">, fileId: string): Promise<ClosingRequestRow[]> {
  return db
    .select()
    .from(closingRequests)
    .where(eq(closingRequests.fileId, fileId))
    .orderBy(sql`${closingRequests.dueOn} asc nulls last`, asc(closingRequests.createdAt), asc(closingRequests.id));
}

/** What the gates read: each request's kind, title and status. */
export function gateRowsOf(db: Pick<AppDb, "select">, fileId: string) {
  return db
    .select({ id: closingRequests.id, kind: closingRequests.kind, title: closingRequests.title, status: closingRequests.status })
    .from(closingRequests)
    .where(eq(closingRequests.fileId, fileId))
    .orderBy(asc(closingRequests.createdAt), asc(closingRequests.id));
}

/** One request of the file (undefined for another file's), locked for the rest of the transaction when asked. */
export async function requestOfFile(db: Pick<AppDb, "select">, fileId: string, requestId: string, lock = false): Promise<ClosingRequestRow | undefined> {
  if (!isUuid(fileId) || !isUuid(requestId)) return undefined;
  const query = db
    .select()
    .from(closingRequests)
    .where(and(eq(closingRequests.id, requestId), eq(closingRequests.fileId, fileId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function updateRequest(db: Db, requestId: string, set: Partial<typeof closingRequests.$inferInsert>): Promise<ClosingRequestRow> {
  const [row] = await db
    .update(closingRequests)
    .set({ ...set, updatedAt: sql`clock_timestamp()` })
    .where(eq(closingRequests.id, requestId))
    .returning();
  return row!;
}

/** The documents kept with these requests, by request, oldest first. */
export async function documentsOfRequests(db: Pick<AppDb, "select">, requestIds: readonly string[]): Promise<Map<string, DocumentRow[]>> {
  const byRequest = new Map<string, DocumentRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      requestId: closingRequestDocuments.requestId,
      ...documentColumns,
    })
    .from(closingRequestDocuments)
    .innerJoin(closingDocuments, eq(closingDocuments.id, closingRequestDocuments.documentId))
    .leftJoin(authUsers, eq(authUsers.id, closingDocuments.uploadedBy))
    .leftJoin(profiles, eq(profiles.id, closingDocuments.uploadedBy))
    .where(inArray(closingRequestDocuments.requestId, [...requestIds]))
    .orderBy(asc(closingDocuments.createdAt), asc(closingDocuments.id));
  for (const { requestId, ...doc } of rows) {
    const list = byRequest.get(requestId) ?? [];
    list.push(doc);
    byRequest.set(requestId, list);
  }
  return byRequest;
}

/** The ids of the documents kept with the request. */
export async function documentIdsOfRequest(db: Pick<AppDb, "select">, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ id: closingRequestDocuments.documentId })
    .from(closingRequestDocuments)
    .where(eq(closingRequestDocuments.requestId, requestId));
  return rows.map((r) => r.id);
}

export async function linkDocument(db: Db, requestId: string, documentId: string): Promise<void> {
  await db.insert(closingRequestDocuments).values({ requestId, documentId });
}

export async function setPrivateSewage(db: Db, fileId: string, value: boolean): Promise<void> {
  await db.update(closingFiles).set({ privateSewage: value }).where(eq(closingFiles.id, fileId));
}

export interface FileEventValues {
  fileId: string;
  kind: string;
  requestId: string | null;
  actorId: string | null;
  actorLabel: string | null;
  payload: Record<string, unknown>;
  tellStaff?: boolean;
  /** Who may learn of it live (issue 31); a request's event: the request's visibility as the change left it. */
  visibility?: DocumentVisibility;
}

export async function insertFileEvents(db: Db, events: readonly FileEventValues[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(closingFileEvents).values(
    events.map((e, i) => ({
      ...e,
      // Read in the change's transaction, after its update: a request made private is not announced to those it left.
      visibility:
        e.visibility ??
        (e.requestId
          ? sql`coalesce((select ${closingRequests.visibility} from ${closingRequests} where ${closingRequests.id} = ${e.requestId}), 'staff')`
          : "everyone"),
      tellStaff: e.tellStaff ?? false,
      createdAt: sql`clock_timestamp() + ${i} * interval '1 microsecond'`,
    })),
  );
}

export type RequestAuditAction = Extract<AuditAction, `closing_file.request_${string}`>;

/** The audit row of a request change, on the file (target closing_file), as staff's file changes are. */
export async function auditRequest(
  db: Pick<AppDb, "insert">,
  action: RequestAuditAction,
  fileId: string,
  by: { actorUserId: string | null; ip: string; via?: string },
  payload: Record<string, unknown>,
) {
  await writeAudit(db, { actorId: by.actorUserId, action, targetType: "closing_file", targetId: fileId, ip: by.ip, payload: { ...payload, ...(by.via ? { by: by.via } : {}) } });
}
