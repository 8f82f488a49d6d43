/** A user's closing transactions: the dashboard list and counts, and the admin's per-user count. */
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_TRANSACTION_TYPE } from "#core/domain/enums.ts";
import { authUsers } from "./auth.ts";
import { createdAt, notBlank, updatedAt, descending } from "./columns.ts";
import { transactionStatus } from "./enums.ts";

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** Free text, e.g. "sale" (the default, and what the admin's count edit inserts). */
    type: text("type").notNull().default(DEFAULT_TRANSACTION_TYPE),
    status: transactionStatus("status").notNull().default("pending"),
    propertyAddress: text("property_address"),
    closingDate: date("closing_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Dashboard list (newest first), per-user count, this month's count, admin count edits.
    index("transactions_user_id_created_at_idx").on(t.userId, descending(t.createdAt), descending(t.id)),
    check("transactions_type_not_blank", notBlank(t.type)),
  ],
);

export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
