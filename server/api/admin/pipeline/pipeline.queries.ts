/**
 * What leads and service requests share in the admin pipeline: the view (status filter, search,
 * sort) as SQL, each sort as a keyset order, and the status history kept in audit_events.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDb } from "#db/client.ts";
import { auditEvents, authUsers, leadSearchText, leads, profiles, serviceRequests } from "#db/schema/index.ts";
import type { PipelineSort } from "#core/admin/pipeline-query.ts";
import type { PipelineStatus } from "#core/admin/pipeline-status.ts";
import { type KeysetOrder } from "#server/http/keyset.ts";
import { textOrder, timeOrder } from "#server/http/keyset.queries.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";

/** audit_events.target_type of each pipeline, and the action of its status changes. */
export type PipelineKind = "lead" | "service_request";
export const STATUS_CHANGED: Record<PipelineKind, string> = {
  lead: "lead.status_changed",
  service_request: "service_request.status_changed",
};

/** The columns a pipeline table has for its view. */
export interface PipelineColumns {
  id: AnyColumn;
  name: AnyColumn;
  email: AnyColumn;
  company: AnyColumn;
  message: AnyColumn;
  status: AnyColumn;
  ownerId: AnyColumn;
  createdAt: AnyColumn;
}

export interface PipelineFilter {
  status?: PipelineStatus;
  /** Trimmed; empty means every row. */
  q?: string;
  /** Absent: anyone's; null: nobody's; an id: that administrator's. */
  ownerId?: string | null;
}

/** The owner's account, joined to one row for its e-mail (leftJoin(owners, eq(owners.id, t.ownerId))). */
export const owners = alias(authUsers, "owner");

/**
 * The rows of a list page with their owners' e-mails, read in one look-up by id afterwards: a
 * join would make the list's plan scan the accounts table for every page.
 */
export async function withOwnerEmails<T extends { ownerId: string | null }>(db: AppDb, rows: T[]): Promise<(T & { ownerEmail: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.ownerId).filter((id): id is string => id !== null))];
  const found = ids.length === 0 ? [] : await db.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(inArray(authUsers.id, ids));
  const email = new Map(found.map((r) => [r.id, r.email]));
  return rows.map((r) => ({ ...r, ownerEmail: r.ownerId === null ? null : (email.get(r.ownerId) ?? null) }));
}

/** `%text%` for ILIKE, with the pattern characters taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The filter as a condition. The search is ILIKE on exactly leadSearchText (db/schema/leads.ts),
 * the expression the trigram index is built on, so at 100,000 rows the index finds the matches
 * instead of a scan reading every message.
 */
export function pipelineWhere(t: PipelineColumns, filter: PipelineFilter): SQL | undefined {
  return and(
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.q ? sql`${leadSearchText(t)} ilike ${contains(filter.q)}` : undefined,
    filter.ownerId === null ? isNull(t.ownerId) : filter.ownerId ? eq(t.ownerId, filter.ownerId) : undefined,
  );
}

/**
 * Each sort as a keyset order, served by the table's indexes: (created_at desc, id desc) read
 * either way for newest/oldest, (name, id) either way for name/name_desc.
 */
export function pipelineOrders(kind: PipelineKind, t: PipelineColumns): Record<PipelineSort, KeysetOrder> {
  return {
    newest: timeOrder(`${kind}:newest`, t.createdAt, t.id, true),
    oldest: timeOrder(`${kind}:oldest`, t.createdAt, t.id, false),
    name: textOrder(`${kind}:name`, t.name, t.id, false),
    name_desc: textOrder(`${kind}:name_desc`, t.name, t.id, true),
  };
}

/** The status changes of one lead or request, newest first, with who made them. */
export function statusHistory(db: AppDb, kind: PipelineKind, id: string) {
  return db
    .select({
      from: sql<string>`${auditEvents.payload}->>'from'`,
      to: sql<string>`${auditEvents.payload}->>'to'`,
      actorEmail: authUsers.email,
      at: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(authUsers, eq(authUsers.id, auditEvents.actorId))
    .where(and(eq(auditEvents.targetType, kind), eq(auditEvents.targetId, id), eq(auditEvents.action, STATUS_CHANGED[kind])))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
}

export interface StatusChangeBy {
  actorId: string;
  ip: string;
}

/**
 * The audit row of a status change, written in the change's own transaction while it holds the
 * row's lock (writeAudit stamps it so two admins' changes of one row order as they were made).
 */
export async function recordStatusChange(
  tx: Pick<AppDb, "insert">,
  kind: PipelineKind,
  id: string,
  from: PipelineStatus,
  to: PipelineStatus,
  by: StatusChangeBy,
) {
  await writeAudit(tx, {
    actorId: by.actorId,
    action: STATUS_CHANGED[kind],
    targetType: kind,
    targetId: id,
    ip: by.ip,
    payload: { from, to },
  });
}

/** The administrators, by e-mail: who may own a lead or a request. */
export function listStaff(db: AppDb) {
  return db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(eq(profiles.role, "admin"))
    .orderBy(asc(authUsers.email), asc(authUsers.id));
}

/** Whether the account is an administrator (may own a row). */
export async function isStaff(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, userId), eq(profiles.role, "admin")));
  return row !== undefined;
}

const OWNER_CHANGED: Record<PipelineKind, string> = { lead: "lead.owner_changed", service_request: "service_request.owner_changed" };

/**
 * Sets who works the row and audits it, in one transaction with the row locked; the same owner
 * changes nothing. False when there is no such row.
 */
export function setOwner(db: AppDb, kind: PipelineKind, id: string, ownerId: string | null, by: StatusChangeBy): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current =
      kind === "lead"
        ? (await tx.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)).for("update"))[0]
        : (await tx.select({ ownerId: serviceRequests.ownerId }).from(serviceRequests).where(eq(serviceRequests.id, id)).for("update"))[0];
    if (!current) return false;
    if (current.ownerId === ownerId) return true;
    if (kind === "lead") await tx.update(leads).set({ ownerId, updatedAt: sql`now()` }).where(eq(leads.id, id));
    else await tx.update(serviceRequests).set({ ownerId, updatedAt: sql`now()` }).where(eq(serviceRequests.id, id));
    await writeAudit(tx, { actorId: by.actorId, action: OWNER_CHANGED[kind], targetType: kind, targetId: id, ip: by.ip, payload: { from: current.ownerId, to: ownerId } });
    return true;
  });
}
