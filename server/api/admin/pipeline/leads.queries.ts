/** Leads as the admin pipeline reads and changes them (pipeline-kinds.ts hands these to pipeline-kind.routes.ts). */
import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { leads, profiles, serviceRequests } from "#db/schema/index.ts";
import type { ConvertLeadBody } from "#core/admin/pipeline-notes.ts";
import { writeAudit } from "#server/audit/write-audit.queries.ts";
import type { PipelineSort } from "#core/admin/pipeline-query.ts";
import type { PipelineStatus } from "#core/admin/pipeline-status.ts";
import { type OrderCursor } from "#server/http/keyset.ts";
import { afterOrderCursor, orderByOf } from "#server/http/keyset.queries.ts";
import { owners, pipelineOrders, pipelineWhere, recordStatusChange, type PipelineFilter, type StatusChangeBy } from "./pipeline.queries.ts";

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
  ownerId: leads.ownerId,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

export const LEAD_ORDERS = pipelineOrders("lead", leads);

/** Up to `limit` leads of the view after the cursor, in the sort's order, each with its cursor key (the owners' e-mails are read after: withOwnerEmails). */
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
  const [row] = await db.select({ ...columns, ownerEmail: owners.email }).from(leads).leftJoin(owners, eq(owners.id, leads.ownerId)).where(eq(leads.id, id)).limit(1);
  return row;
}

/**
 * Sets the status and writes its audit row in one transaction; the row is locked first, so two
 * admins changing it at once each record the status they really changed from. The same status
 * changes nothing and records nothing. Undefined when there is no such lead.
 */
export async function setLeadStatus(db: AppDb, id: string, status: PipelineStatus, by: StatusChangeBy) {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!current || current.status === status) return current !== undefined;
    await tx.update(leads).set({ status, updatedAt: sql`now()` }).where(eq(leads.id, id));
    await recordStatusChange(tx, "lead", id, current.status, status, by);
    return true;
  });
  return found ? findLead(db, id) : undefined;
}

/** The service request the lead was converted into, if any. */
export async function leadRequestId(db: AppDb, id: string): Promise<string | null> {
  const [row] = await db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.leadId, id));
  return row?.id ?? null;
}

/** service_requests.type of a request made from a lead. */
export const CONVERTED_LEAD_TYPE = "converted_lead";

export type ConvertLead = { created: string } | { existing: string } | { missing: true };

/**
 * A service request from the lead: its person (name, e-mail, phone, company, account, message,
 * owner) and what staff add (the service, and the property, date and price if known). The lead
 * moves to converted (audited like a status change) and the conversion is audited. The lead's
 * row is locked first, so two staff converting it at once make one request; the other is told
 * which (a lead has at most one request: service_requests_lead_id_idx).
 */
export function convertLead(db: AppDb, id: string, body: ConvertLeadBody, by: StatusChangeBy): Promise<ConvertLead> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return { missing: true };
    const [existing] = await tx.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.leadId, id));
    if (existing) return { existing: existing.id };
    const [account] = lead.userId ? await tx.select({ type: profiles.type }).from(profiles).where(eq(profiles.id, lead.userId)) : [];
    const [request] = await tx
      .insert(serviceRequests)
      .values({
        name: lead.name,
        email: lead.email,
        phone: lead.phone ?? "",
        company: lead.company,
        serviceType: body.service_type,
        type: CONVERTED_LEAD_TYPE,
        userType: account?.type ?? null,
        userId: lead.userId,
        propertyAddress: body.property_address,
        closingDateRequested: body.closing_date_requested,
        salePriceCents: body.sale_price_cents,
        message: lead.message,
        leadId: id,
        ownerId: lead.ownerId ?? by.actorId,
      })
      .returning({ id: serviceRequests.id });
    const requestId = request!.id;
    if (lead.status !== "converted") {
      await tx.update(leads).set({ status: "converted", updatedAt: sql`now()` }).where(eq(leads.id, id));
      await recordStatusChange(tx, "lead", id, lead.status, "converted", by);
    }
    await writeAudit(tx, { actorId: by.actorId, action: "lead.converted", targetType: "lead", targetId: id, ip: by.ip, payload: { service_request_id: requestId } });
    return { created: requestId };
  });
}
