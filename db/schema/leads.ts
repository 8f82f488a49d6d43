/**
 * The sales pipeline: leads (contact form, guide downloads, gift-card claims) and service
 * requests (Get Started form, dashboard orders). Both carry the same four statuses, which an
 * admin sets freely. Both lists are shown newest first, paginated, to admins.
 */
import { sql, type AnyColumn } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { SERVICE_TYPE_VALUES } from "#core/domain/enums.ts";
import { authUsers } from "./auth.ts";
import { createdAt, emailShape, notBlank, oneOf, updatedAt, descending } from "./columns.ts";
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(descending(t.createdAt), descending(t.id)),
    index("leads_status_created_at_idx").on(t.status, descending(t.createdAt)),
    index("leads_user_id_idx").on(t.userId),
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
    status: serviceRequestStatus("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_requests_created_at_idx").on(descending(t.createdAt), descending(t.id)),
    index("service_requests_status_created_at_idx").on(t.status, descending(t.createdAt)),
    index("service_requests_user_id_idx").on(t.userId, descending(t.createdAt)),
    index("service_requests_name_id_idx").on(t.name, t.id),
    index("service_requests_search_trgm_idx").using("gin", sql`${leadSearchText(t)} gin_trgm_ops`),
    check("service_requests_name_not_blank", notBlank(t.name)),
    check("service_requests_email_shape", emailShape(t.email)),
    check("service_requests_service_type_known", oneOf(t.serviceType, SERVICE_TYPE_VALUES)),
    check("service_requests_type_not_blank", notBlank(t.type)),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type ServiceRequest = typeof serviceRequests.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;

