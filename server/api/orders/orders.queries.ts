/**
 * A dashboard order: the service request and its staff notification, in one transaction, so the
 * request and its e-mail exist together. The per-account count is taken in the same transaction:
 * an order refused for the limit stores nothing and counts nothing. Then the caller's orders
 * ("My orders") and the completion of an order with its details (/get-started?order=<id>).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, serviceRequests } from "#db/schema/index.ts";
import { DASHBOARD_ORDER_TYPE } from "#core/leads/dashboard-order.ts";
import { hasPartyEmail } from "#server/closing/file-access.queries.ts";
import type { Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import { enqueueEmail, type EmailToQueue } from "#server/messaging/outbox.ts";
import { hit, type Limit, type LimitState } from "#server/http/rate-limit.ts";

export interface OrderValues {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  serviceType: string;
  type: string;
  userId: string;
  userType: "agent" | "lender" | null;
}

export class OverOrderLimit extends Error {
  constructor(readonly state: LimitState) {
    super("over the order limit");
  }
}

export async function storeOrder(db: AppDb, limit: Limit, values: OrderValues, mails: EmailToQueue[]): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await hit(tx as unknown as AppDb, limit, values.createdAt.getTime());
    if (state.over) throw new OverOrderLimit(state);
    await tx.insert(serviceRequests).values({ ...values, phone: "", status: "new" });
    for (const mail of mails) await enqueueEmail(tx as unknown as AppDb, mail);
  });
}

/** What "My orders" and the completion read of a request: the row and the file opened from it, if the caller may open it. */
function orderColumns() {
  return {
    id: serviceRequests.id,
    serviceType: serviceRequests.serviceType,
    type: serviceRequests.type,
    name: serviceRequests.name,
    phone: serviceRequests.phone,
    propertyAddress: serviceRequests.propertyAddress,
    closingDateRequested: serviceRequests.closingDateRequested,
    status: serviceRequests.status,
    createdAt: serviceRequests.createdAt,
    cursorAt: cursorAt(serviceRequests.createdAt),
    fileId: closingFiles.id,
    fileNumber: closingFiles.fileNumber,
    fileCompletedAt: closingFiles.completedAt,
  };
}

/** The file opened from the request, joined only where the caller's proven e-mail is an agent or lender party on it. */
function fileOpenedFrom(email: string | null) {
  return and(eq(closingFiles.serviceRequestId, serviceRequests.id), email ? hasPartyEmail(closingFiles.id, email) : sql`false`);
}

export type OrderRow = Awaited<ReturnType<typeof listOrders>>[number];

/** The caller's requests, newest first (the index service_requests_user_id_idx), `limit + 1` for the next page. */
export function listOrders(db: AppDb, userId: string, email: string | null, page: { limit: number; cursor?: Cursor }) {
  return db
    .select(orderColumns())
    .from(serviceRequests)
    .leftJoin(closingFiles, fileOpenedFrom(email))
    .where(and(eq(serviceRequests.userId, userId), afterCursor(serviceRequests.createdAt, serviceRequests.id, page.cursor)))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(page.limit + 1);
}

/** One of the caller's requests; another account's id finds nothing. */
export async function findOrder(db: AppDb, userId: string, email: string | null, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(orderColumns())
    .from(serviceRequests)
    .leftJoin(closingFiles, fileOpenedFrom(email))
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)));
  return row;
}

export interface CompletionValues {
  name: string;
  phone: string;
  company: string | null;
  propertyAddress: string | null;
  closingDateRequested: string | null;
  message: string | null;
}

export type CompletionOutcome = { kind: "missing" } | { kind: "already_completed" } | { kind: "completed"; serviceType: string };

/**
 * Adds the details to the caller's own dashboard order, once: the row is locked, so two
 * completions at once store (and e-mail) one. Another account's order, or no order, is
 * "missing"; a request that already has its details (a phone) is "already_completed". The
 * e-mails are queued in the same transaction as the change.
 */
export function completeOrder(
  db: AppDb,
  m: { userId: string; id: string; values: CompletionValues; mails: (serviceType: string) => EmailToQueue[] },
): Promise<CompletionOutcome> {
  return db.transaction(async (txn): Promise<CompletionOutcome> => {
    const tx = txn as unknown as AppDb;
    const [row] = await tx
      .select({ type: serviceRequests.type, phone: serviceRequests.phone, serviceType: serviceRequests.serviceType })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, m.id), eq(serviceRequests.userId, m.userId)))
      .for("update");
    if (!row) return { kind: "missing" };
    if (row.type !== DASHBOARD_ORDER_TYPE || row.phone !== "") return { kind: "already_completed" };
    await tx.update(serviceRequests).set(m.values).where(eq(serviceRequests.id, m.id));
    for (const mail of m.mails(row.serviceType)) await enqueueEmail(tx, mail);
    return { kind: "completed", serviceType: row.serviceType };
  });
}
