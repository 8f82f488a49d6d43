/**
 * retention_policy (issue 33, "Disposal of customer information"): how long each kind of customer
 * information is kept, as administrators set it on /admin/retention. One row (id 1); before an
 * administrator first saves, there is none and the defaults of core/retention/retention-policy.ts
 * apply. The ranges repeat the schema's, so a row written by hand cannot hold a period the daily
 * run (server/retention/) would misread.
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "./auth.ts";
import { updatedAt } from "./columns.ts";

export const retentionPolicy = pgTable(
  "retention_policy",
  {
    id: integer("id").primaryKey().default(1),
    bankDetailsDays: integer("bank_details_days").notNull(),
    documentYears: integer("document_years").notNull(),
    inactiveLeadDays: integer("inactive_lead_days").notNull(),
    expiredAccessDays: integer("expired_access_days").notNull(),
    updatedBy: uuid("updated_by").references(() => authUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("retention_policy_one_row", sql`${t.id} = 1`),
    check("retention_policy_bank_details_days_range", sql`${t.bankDetailsDays} between 1 and 365`),
    check("retention_policy_document_years_range", sql`${t.documentYears} between 5 and 30`),
    check("retention_policy_inactive_lead_days_range", sql`${t.inactiveLeadDays} between 30 and 730`),
    check("retention_policy_expired_access_days_range", sql`${t.expiredAccessDays} between 1 and 365`),
  ],
);

export type RetentionPolicyRow = typeof retentionPolicy.$inferSelect;
