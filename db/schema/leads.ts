/**
 * The sales pipeline: leads (contact form, guide downloads, gift-card claims) and service
 * requests (Get Started form, dashboard orders). Both carry the same four statuses, which an
 * admin sets freely. Both lists are shown newest first, paginated, to admins.
 */
import { sql, type AnyColumn } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { SERVICE_TYPE_VALUES } from "#core/domain/enums.ts";
import { PIPELINE_NOTE_KIND_VALUES } from "#core/admin/pipeline-note-kinds.ts";
import { authUsers } from "./auth.ts";
import { createdAt, emailShape, notBlank, oneOf, updatedAt, descending } from "./columns.ts";
import { outbox } from "./outbox.ts";
import { accountType, leadSource, leadStatus, serviceRequestStatus } from "./enums.ts";

/**
 * What the admin search looks in (name, e-mail, company, message), as one lower-cased text with a
 * trigram index over it. A query must use this exact expression for the index to serve it.
 */
export function leadSearchText(t: { name: AnyColumn; email: AnyColumn; company: AnyColumn; message: AnyColumn }) {
  return sql`lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.company}, '') || ' ' || coalesce(${t.message}, ''))`;
}

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Full name; for guide downloads the part of the e-mail before the at sign. */
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    /** The visitor's message; for guide downloads a fixed text naming the guide. */
    message: text("message"),
    /** The signed-in user who submitted it, if any. */
    userId: uuid("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    status: leadStatus("status").notNull().default("new"),
    source: leadSource("source").notNull().default("contact"),
    /** The staff member (an admin) working it; NULL until someone takes it. */
    ownerId: uuid("owner_id").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(descending(t.createdAt), descending(t.id)),
    index("leads_status_created_at_idx").on(t.status, descending(t.createdAt)),
    index("leads_user_id_idx").on(t.userId),
    index("leads_owner_id_idx").on(t.ownerId),
    // Admin sort by name (keyset on name, id) and search (pg_trgm; see core/admin/pipeline-query.ts).
    index("leads_name_id_idx").on(t.name, t.id),
    index("leads_search_trgm_idx").using("gin", sql`${leadSearchText(t)} gin_trgm_ops`),
    check("leads_name_not_blank", notBlank(t.name)),
    check("leads_email_shape", emailShape(t.email)),
  ],
);

export const serviceRequests = pgTable(
  "service_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Required on the Get Started form; the dashboard order sends it empty. */
    phone: text("phone").notNull().default(""),
    company: text("company"),
    /** One of SERVICE_TYPE_VALUES (core/domain/enums.ts). */
    serviceType: text("service_type").notNull(),
    /** Set by the dashboard order (the spec's "type" field); NULL for the public form. */
    type: text("type"),
    /** The requester's account type when signed in. */
    userType: accountType("user_type"),
    userId: uuid("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    propertyAddress: text("property_address"),
    /** The date the requester picked; an empty field is NULL. */
    closingDateRequested: date("closing_date_requested", { mode: "string" }),
    message: text("message"),
    /** The price named for the property, whole cents; NULL when none was given. Carried to the closing file. */
    salePriceCents: bigint("sale_price_cents", { mode: "number" }),
    /** The lead it was converted from (staff's "Convert to a service request"); at most one request per lead. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The staff member (an admin) working it; NULL until someone takes it. */
    ownerId: uuid("owner_id").references(() => authUsers.id, { onDelete: "set null" }),
    status: serviceRequestStatus("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_requests_created_at_idx").on(descending(t.createdAt), descending(t.id)),
    index("service_requests_status_created_at_idx").on(t.status, descending(t.createdAt)),
    index("service_requests_user_id_idx").on(t.userId, descending(t.createdAt)),
    index("service_requests_name_id_idx").on(t.name, t.id),
    index("service_requests_owner_id_idx").on(t.ownerId),
    uniqueIndex("service_requests_lead_id_idx").on(t.leadId).where(sql`${t.leadId} is not null`),
    index("service_requests_search_trgm_idx").using("gin", sql`${leadSearchText(t)} gin_trgm_ops`),
    check("service_requests_name_not_blank", notBlank(t.name)),
    check("service_requests_email_shape", emailShape(t.email)),
    check("service_requests_service_type_known", oneOf(t.serviceType, SERVICE_TYPE_VALUES)),
    check("service_requests_type_not_blank", notBlank(t.type)),
    check("service_requests_sale_price_positive", sql`coalesce(${t.salePriceCents}, 0) >= 0`),
  ],
);

/**
 * Staff's entries on a lead or a service request (exactly one of the two): internal notes, never
 * shown to the customer, and replies e-mailed from the record, whose delivery is the outbox row's
 * status. Append-only: nothing updates or deletes an entry.
 */
export const pipelineNotes = pgTable(
  "pipeline_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    serviceRequestId: uuid("service_request_id").references(() => serviceRequests.id, { onDelete: "cascade" }),
    /** note (internal) or email (a reply sent to the lead's address). */
    kind: text("kind").notNull(),
    authorId: uuid("author_id").references(() => authUsers.id, { onDelete: "set null" }),
    /** The e-mail's subject; NULL for a note. */
    subject: text("subject"),
    body: text("body").notNull(),
    /** The reply's message in the outbox (its delivery status); NULL for a note. */
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("pipeline_notes_lead_idx").on(t.leadId, descending(t.createdAt)),
    index("pipeline_notes_service_request_idx").on(t.serviceRequestId, descending(t.createdAt)),
    check("pipeline_notes_one_target", sql`(${t.leadId} is null) <> (${t.serviceRequestId} is null)`),
    check("pipeline_notes_kind_known", oneOf(t.kind, PIPELINE_NOTE_KIND_VALUES)),
    check("pipeline_notes_body_not_blank", notBlank(t.body)),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type ServiceRequest = typeof serviceRequests.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;
export type PipelineNote = typeof pipelineNotes.$inferSelect;

