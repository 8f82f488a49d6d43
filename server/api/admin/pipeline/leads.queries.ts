/** Leads as the admin pipeline reads and changes them (pipeline-kinds.ts hands these to pipeline-kind.routes.ts). */
import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { leads } from "#db/schema/index.ts";
import type { PipelineSort } from "#core/admin/pipeline-query.ts";
import type { PipelineStatus } from "#core/admin/pipeline-status.ts";
import { type OrderCursor } from "#server/http/keyset.ts";
import { afterOrderCursor, orderByOf } from "#server/http/keyset.queries.ts";
import { pipelineOrders, pipelineWhere, recordStatusChange, type PipelineFilter, type StatusChangeBy } from "./pipeline.queries.ts";

const columns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  phone: leads.phone,
  message: leads.message,
  status: leads.status,
  source: leads.source,
  userId: leads.userId,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

export const LEAD_ORDERS = pipelineOrders("lead", leads);

/** Up to `limit` leads of the view after the cursor, in the sort's order, each with its cursor key. */
export function listLeads(db: AppDb, filter: PipelineFilter, sort: PipelineSort, cursor: OrderCursor | undefined, limit: number) {
  const order = LEAD_ORDERS[sort];
  return db
    .select({ ...columns, cursorKey: order.keyText })
    .from(leads)
    .where(and(pipelineWhere(leads, filter), afterOrderCursor(order, cursor)))
    .orderBy(...orderByOf(order))
    .limit(limit);
}

export async function findLead(db: AppDb, id: string) {
  const [row] = await db.select(columns).from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

/**
 * Sets the status and writes its audit row in one transaction; the row is locked first, so two
 * admins changing it at once each record the status they really changed from. The same status
 * changes nothing and records nothing. Undefined when there is no such lead.
 */
export function setLeadStatus(db: AppDb, id: string, status: PipelineStatus, by: StatusChangeBy) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(leads).where(eq(leads.id, id)).for("update");
    if (!current || current.status === status) return current;
    const [row] = await tx.update(leads).set({ status, updatedAt: sql`now()` }).where(eq(leads.id, id)).returning(columns);
    await recordStatusChange(tx, "lead", id, current.status, status, by);
    return row;
  });
}
