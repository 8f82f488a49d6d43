/** Service requests as the admin pipeline reads and changes them (pipeline-kinds.ts hands these to pipeline-kind.routes.ts). */
import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, serviceRequests } from "#db/schema/index.ts";
import type { PipelineSort } from "#core/admin/pipeline-query.ts";
import type { PipelineStatus } from "#core/admin/pipeline-status.ts";
import { type OrderCursor } from "#server/http/keyset.ts";
import { afterOrderCursor, orderByOf } from "#server/http/keyset.queries.ts";
import { owners, pipelineOrders, pipelineWhere, recordStatusChange, type PipelineFilter, type StatusChangeBy } from "./pipeline.queries.ts";

const columns = {
  id: serviceRequests.id,
  name: serviceRequests.name,
  email: serviceRequests.email,
  phone: serviceRequests.phone,
  company: serviceRequests.company,
  serviceType: serviceRequests.serviceType,
  type: serviceRequests.type,
  userType: serviceRequests.userType,
  userId: serviceRequests.userId,
  propertyAddress: serviceRequests.propertyAddress,
  closingDateRequested: serviceRequests.closingDateRequested,
  message: serviceRequests.message,
  salePriceCents: serviceRequests.salePriceCents,
  leadId: serviceRequests.leadId,
  status: serviceRequests.status,
  ownerId: serviceRequests.ownerId,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
};

export const SERVICE_REQUEST_ORDERS = pipelineOrders("service_request", serviceRequests);

/** Up to `limit` service requests of the view after the cursor, in the sort's order, each with its cursor key (the owners' e-mails are read after: withOwnerEmails). */
export function listServiceRequests(db: AppDb, filter: PipelineFilter, sort: PipelineSort, cursor: OrderCursor | undefined, limit: number) {
  const order = SERVICE_REQUEST_ORDERS[sort];
  return db
    .select({ ...columns, cursorKey: order.keyText })
    .from(serviceRequests)
    .where(and(pipelineWhere(serviceRequests, filter), afterOrderCursor(order, cursor)))
    .orderBy(...orderByOf(order))
    .limit(limit);
}

export async function findServiceRequest(db: AppDb, id: string) {
  const [row] = await db.select({ ...columns, ownerEmail: owners.email }).from(serviceRequests).leftJoin(owners, eq(owners.id, serviceRequests.ownerId)).where(eq(serviceRequests.id, id)).limit(1);
  return row;
}

/**
 * Sets the status and writes its audit row in one transaction; the row is locked first, so two
 * admins changing it at once each record the status they really changed from. The same status
 * changes nothing and records nothing. Undefined when there is no such request.
 */
export async function setServiceRequestStatus(db: AppDb, id: string, status: PipelineStatus, by: StatusChangeBy) {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: serviceRequests.status }).from(serviceRequests).where(eq(serviceRequests.id, id)).for("update");
    if (!current || current.status === status) return current !== undefined;
    await tx.update(serviceRequests).set({ status, updatedAt: sql`now()` }).where(eq(serviceRequests.id, id));
    await recordStatusChange(tx, "service_request", id, current.status, status, by);
    return true;
  });
  return found ? findServiceRequest(db, id) : undefined;
}

/** The closing file opened from the request, if any (closing_files.service_request_id). */
export async function requestFile(db: AppDb, id: string) {
  const [file] = await db.select({ id: closingFiles.id, fileNumber: closingFiles.fileNumber }).from(closingFiles).where(eq(closingFiles.serviceRequestId, id));
  return file;
}
