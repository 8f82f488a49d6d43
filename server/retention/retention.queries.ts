/**
 * The SQL of retention (issue 33; core/retention/): the policy row, what is due given the
 * cut-offs core/retention/retention-due.ts computes, and the disposals. Each "due" condition is
 * one SQL fragment used both by the admin's list and by the disposal statement itself, so a row
 * that stopped being due in between (a note added to a lead, a step undone) is left alone.
 */
import { and, count, eq, gte, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import {
  auditEvents,
  closingDocuments,
  closingFiles,
  closingMilestones,
  disbursementAccounts,
  leads,
  pipelineNotes,
  retentionPolicy,
  serviceRequests,
  statusLinkCodes,
  statusLinkSessions,
} from "#db/schema/index.ts";
import type { RetentionCutoffs, ListedRetentionKind } from "#core/retention/retention-due.ts";
import { DEFAULT_RETENTION_POLICY, type RetentionPolicy } from "#core/retention/retention-policy.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import { AUDIT_ACTIONS } from "#core/admin/people-audit.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import type { Cursor } from "#server/http/keyset.ts";

type Tx = Pick<AppDb, "select" | "insert" | "update" | "delete">;

// --- The policy ----------------------------------------------------------------------------------

export interface StoredPolicy {
  policy: RetentionPolicy;
  /** Null while the defaults apply (nobody saved a policy yet). */
  updatedAt: Date | null;
  updatedBy: string | null;
}

export async function readPolicy(db: Pick<AppDb, "select">): Promise<StoredPolicy> {
  const [row] = await db.select().from(retentionPolicy).where(eq(retentionPolicy.id, 1));
  if (!row) return { policy: DEFAULT_RETENTION_POLICY, updatedAt: null, updatedBy: null };
  return {
    policy: {
      bank_details_days: row.bankDetailsDays,
      document_years: row.documentYears,
      inactive_lead_days: row.inactiveLeadDays,
      expired_access_days: row.expiredAccessDays,
    },
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** Saves the policy and its audit row (the periods before and after: no customer information) in one transaction. */
export async function savePolicy(db: AppDb, policy: RetentionPolicy, by: { actorId: string; ip: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    const before = await readPolicy(t);
    const values = {
      bankDetailsDays: policy.bank_details_days,
      documentYears: policy.document_years,
      inactiveLeadDays: policy.inactive_lead_days,
      expiredAccessDays: policy.expired_access_days,
      updatedBy: by.actorId,
      updatedAt: sql`now()`,
    };
    await t.insert(retentionPolicy).values({ id: 1, ...values }).onConflictDoUpdate({ target: retentionPolicy.id, set: values });
    await writeAudit(t, { actorId: by.actorId, action: AUDIT_ACTIONS.retentionPolicyChanged, ip: by.ip, payload: { from: before.policy, to: policy } });
  });
}

// --- What is due ---------------------------------------------------------------------------------

/** A disbursement account of a file whose "Closed and disbursed" step was done on or before the cut-off. */
function bankDetailsDue(cut: RetentionCutoffs): SQL {
  return sql`exists (select 1 from ${closingMilestones} m where m.file_id = ${disbursementAccounts.fileId}
    and m.milestone = 'closed_disbursed' and m.state = 'done' and m.done_on <= ${cut.disbursedOnOrBefore}::date)`;
}

/** A document still stored, of a file completed at or before the cut-off. */
function documentDue(cut: RetentionCutoffs): SQL {
  return sql`${closingDocuments.disposedAt} is null and exists (select 1 from ${closingFiles} f where f.id = ${closingDocuments.fileId}
    and f.completed_at <= ${cut.completedAtOrBefore.toISOString()}::timestamptz)`;
}

/** A service request's last change or note. */
const requestActivity = (id: SQL | typeof serviceRequests.id, updated: SQL | typeof serviceRequests.updatedAt) =>
  sql`greatest(${updated}, (select max(n.created_at) from ${pipelineNotes} n where n.service_request_id = ${id}))`;

/** A service request with no closing file and no change or note since the cut-off. */
function requestDue(cut: RetentionCutoffs): SQL {
  const at = cut.lastActivityAtOrBefore.toISOString();
  return sql`not exists (select 1 from ${closingFiles} f where f.service_request_id = ${serviceRequests.id})
    and ${requestActivity(serviceRequests.id, serviceRequests.updatedAt)} <= ${at}::timestamptz`;
}

/**
 * A lead with no change or note since the cut-off, none on the request it became either, and that
 * request (if any) with no closing file: a lead that led to a file is part of that file's record.
 */
function leadDue(cut: RetentionCutoffs): SQL {
  const at = cut.lastActivityAtOrBefore.toISOString();
  return sql`greatest(${leads.updatedAt}, (select max(n.created_at) from ${pipelineNotes} n where n.lead_id = ${leads.id})) <= ${at}::timestamptz
    and not exists (select 1 from ${serviceRequests} sr where sr.lead_id = ${leads.id}
      and (exists (select 1 from ${closingFiles} f where f.service_request_id = sr.id)
        or ${requestActivity(sql`sr.id`, sql`sr.updated_at`)} > ${at}::timestamptz))`;
}

const codeExpired = (cut: RetentionCutoffs) => lte(statusLinkCodes.expiresAt, cut.expiredAtOrBefore);
const sessionExpired = (cut: RetentionCutoffs) => lte(statusLinkSessions.expiresAt, cut.expiredAtOrBefore);

export interface DueCounts {
  bank_details: number;
  documents: number;
  leads: number;
  service_requests: number;
  expired_access: number;
}

export async function dueCounts(db: AppDb, cut: RetentionCutoffs): Promise<DueCounts> {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [bank, docs, lead, request, codes, sessions] = await Promise.all([
    n(db.select({ n: count() }).from(disbursementAccounts).where(bankDetailsDue(cut))),
    n(db.select({ n: count() }).from(closingDocuments).where(documentDue(cut))),
    n(db.select({ n: count() }).from(leads).where(leadDue(cut))),
    n(db.select({ n: count() }).from(serviceRequests).where(requestDue(cut))),
    n(db.select({ n: count() }).from(statusLinkCodes).where(codeExpired(cut))),
    n(db.select({ n: count() }).from(statusLinkSessions).where(sessionExpired(cut))),
  ]);
  return { bank_details: bank, documents: docs, leads: lead, service_requests: request, expired_access: codes + sessions };
}

/** One item of the admin's list: which record, of which file, and the date the period counts from. */
export interface DueRow {
  id: string;
  cursorAt: string;
  fileId: string | null;
  fileNumber: string | null;
  /** What the record is, in staff's words, without customer content: "Proceeds account", "Document (2.1 MB)", "Lead (contact form)". */
  what: string;
  /** The date the period counts from (ISO date for bank details, an instant otherwise). */
  since: string;
}

/** A page of one kind's due items, newest first, `limit + 1` rows (keyset on created_at, id). */
export async function dueRows(db: AppDb, kind: ListedRetentionKind, cut: RetentionCutoffs, cursor: Cursor | undefined, limit: number): Promise<DueRow[]> {
  switch (kind) {
    case "bank_details":
      return db
        .select({
          id: disbursementAccounts.id,
          cursorAt: cursorAt(disbursementAccounts.createdAt),
          fileId: disbursementAccounts.fileId,
          fileNumber: closingFiles.fileNumber,
          what: sql<string>`case ${disbursementAccounts.kind} when 'proceeds' then 'Proceeds account' else 'Payoff account' end || ' ending ' || ${disbursementAccounts.visibleDigits}`,
          since: sql<string>`(select m.done_on::text from ${closingMilestones} m where m.file_id = ${disbursementAccounts.fileId} and m.milestone = 'closed_disbursed')`,
        })
        .from(disbursementAccounts)
        .innerJoin(closingFiles, eq(closingFiles.id, disbursementAccounts.fileId))
        .where(and(bankDetailsDue(cut), afterCursor(disbursementAccounts.createdAt, disbursementAccounts.id, cursor)))
        .orderBy(sql`${disbursementAccounts.createdAt} desc`, sql`${disbursementAccounts.id} desc`)
        .limit(limit + 1);
    case "documents":
      return db
        .select({
          id: closingDocuments.id,
          cursorAt: cursorAt(closingDocuments.createdAt),
          fileId: closingDocuments.fileId,
          fileNumber: closingFiles.fileNumber,
          what: sql<string>`'Document, ' || ${closingDocuments.sizeBytes}::text || ' bytes'`,
          since: sql<string>`to_json(${closingFiles.completedAt})#>>'{}'`,
        })
        .from(closingDocuments)
        .innerJoin(closingFiles, eq(closingFiles.id, closingDocuments.fileId))
        .where(and(documentDue(cut), afterCursor(closingDocuments.createdAt, closingDocuments.id, cursor)))
        .orderBy(sql`${closingDocuments.createdAt} desc`, sql`${closingDocuments.id} desc`)
        .limit(limit + 1);
    case "leads":
      return db
        .select({
          id: leads.id,
          cursorAt: cursorAt(leads.createdAt),
          fileId: sql<string | null>`null`,
          fileNumber: sql<string | null>`null`,
          what: sql<string>`'Lead (' || ${leads.source}::text || ', ' || ${leads.status}::text || ')'`,
          since: sql<string>`to_json(greatest(${leads.updatedAt}, (select max(n.created_at) from ${pipelineNotes} n where n.lead_id = ${leads.id})))#>>'{}'`,
        })
        .from(leads)
        .where(and(leadDue(cut), afterCursor(leads.createdAt, leads.id, cursor)))
        .orderBy(sql`${leads.createdAt} desc`, sql`${leads.id} desc`)
        .limit(limit + 1);
    case "service_requests":
      return db
        .select({
          id: serviceRequests.id,
          cursorAt: cursorAt(serviceRequests.createdAt),
          fileId: sql<string | null>`null`,
          fileNumber: sql<string | null>`null`,
          what: sql<string>`'Service request (' || ${serviceRequests.status}::text || ')'`,
          since: sql<string>`to_json(${requestActivity(serviceRequests.id, serviceRequests.updatedAt)})#>>'{}'`,
        })
        .from(serviceRequests)
        .where(and(requestDue(cut), afterCursor(serviceRequests.createdAt, serviceRequests.id, cursor)))
        .orderBy(sql`${serviceRequests.createdAt} desc`, sql`${serviceRequests.id} desc`)
        .limit(limit + 1);
  }
}

/** Ids due of one kind, a batch at a time (the run). */
export async function dueIds(db: AppDb, kind: ListedRetentionKind, cut: RetentionCutoffs, batch: number): Promise<string[]> {
  const rows = await dueRows(db, kind, cut, undefined, batch - 1);
  return rows.map((r) => r.id);
}

// --- Disposals: each with its audit row, in one transaction ----------------------------------------

/** Deletes a due disbursement account (its sealed details with it); false when it is no longer due or gone. */
export async function disposeBankDetails(tx: Tx, id: string, cut: RetentionCutoffs): Promise<boolean> {
  const [gone] = await tx
    .delete(disbursementAccounts)
    .where(and(eq(disbursementAccounts.id, id), bankDetailsDue(cut)))
    .returning({ fileId: disbursementAccounts.fileId, kind: disbursementAccounts.kind });
  if (!gone) return false;
  await writeAudit(tx, {
    actorId: null,
    action: AUDIT_ACTIONS.retentionBankDetailsDisposed,
    targetType: "closing_file",
    targetId: gone.fileId,
    payload: { account_id: id, account_kind: gone.kind },
  });
  return true;
}

/** Marks a due document disposed; answers its storage key (to remove next), or null when it is no longer due. */
export async function markDocumentDisposed(tx: Tx, id: string, cut: RetentionCutoffs, now: Date): Promise<{ storageKey: string; sizeBytes: number } | null> {
  const [doc] = await tx
    .update(closingDocuments)
    .set({ disposedAt: now })
    .where(and(eq(closingDocuments.id, id), documentDue(cut)))
    .returning({ fileId: closingDocuments.fileId, storageKey: closingDocuments.storageKey, sizeBytes: closingDocuments.sizeBytes });
  if (!doc) return null;
  await writeAudit(tx, {
    actorId: null,
    action: AUDIT_ACTIONS.retentionDocumentDisposed,
    targetType: "closing_document",
    targetId: id,
    payload: { file_id: doc.fileId, size_bytes: doc.sizeBytes },
  });
  return { storageKey: doc.storageKey, sizeBytes: doc.sizeBytes };
}

/** The storage keys of documents disposed of at or after `since`: removed again by every run, in case a crash came between the mark and the removal. */
export async function disposedKeysSince(db: AppDb, since: Date | null): Promise<string[]> {
  const rows = await db
    .select({ key: closingDocuments.storageKey })
    .from(closingDocuments)
    .where(since ? gte(closingDocuments.disposedAt, since) : isNotNull(closingDocuments.disposedAt));
  return rows.map((r) => r.key);
}

export async function disposeLead(tx: Tx, id: string, cut: RetentionCutoffs): Promise<boolean> {
  const [gone] = await tx.delete(leads).where(and(eq(leads.id, id), leadDue(cut))).returning({ id: leads.id, source: leads.source });
  if (!gone) return false;
  await writeAudit(tx, { actorId: null, action: AUDIT_ACTIONS.retentionLeadDisposed, targetType: "lead", targetId: id, payload: { source: gone.source } });
  return true;
}

export async function disposeServiceRequest(tx: Tx, id: string, cut: RetentionCutoffs): Promise<boolean> {
  const [gone] = await tx.delete(serviceRequests).where(and(eq(serviceRequests.id, id), requestDue(cut))).returning({ id: serviceRequests.id });
  if (!gone) return false;
  await writeAudit(tx, { actorId: null, action: AUDIT_ACTIONS.retentionRequestDisposed, targetType: "service_request", targetId: id, payload: {} });
  return true;
}

/** Deletes the codes and sessions expired past the cut-off, with one audit row for the counts (they name nobody). */
export async function disposeExpiredAccess(db: AppDb, cut: RetentionCutoffs): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as AppDb;
    const codes = await t.delete(statusLinkCodes).where(codeExpired(cut)).returning({ id: statusLinkCodes.id });
    const sessions = await t.delete(statusLinkSessions).where(sessionExpired(cut)).returning({ id: statusLinkSessions.id });
    const total = codes.length + sessions.length;
    if (total > 0) await writeAudit(t, { actorId: null, action: AUDIT_ACTIONS.retentionAccessSwept, payload: { codes: codes.length, sessions: sessions.length } });
    return total;
  });
}

/** The last run's summary (its audit row), or null before the first run that disposed of anything or not. */
export async function lastRunSummary(db: AppDb): Promise<{ at: Date; counts: Record<string, unknown> } | null> {
  const [row] = await db
    .select({ at: auditEvents.createdAt, payload: auditEvents.payload })
    .from(auditEvents)
    .where(eq(auditEvents.action, AUDIT_ACTIONS.retentionRunCompleted))
    .orderBy(sql`${auditEvents.createdAt} desc`)
    .limit(1);
  return row ? { at: row.at, counts: (row.payload ?? {}) as Record<string, unknown> } : null;
}

export async function recordRun(db: AppDb, counts: Record<string, number>): Promise<void> {
  await writeAudit(db, { actorId: null, action: AUDIT_ACTIONS.retentionRunCompleted, payload: counts });
}
