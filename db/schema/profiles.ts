/**
 * profiles (the spec's todo_profiles): one row per auth user, created with the user. Role is
 * changed only by an admin; type is the account type chosen at sign-up (agent or lender).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_USER_ROLE } from "#core/domain/enums.ts";
import { authUsers } from "./auth.ts";
import { createdAt, emailShape, tstz, updatedAt, descending } from "./columns.ts";
import { accountType, userRole } from "./enums.ts";

export const profiles = pgTable(
  "profiles",
  {
    /** Same id as the auth user; the profile goes when the user goes. */
    id: uuid("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** Copy of the auth user's e-mail for the admin list; NULL for phone-only users. */
    email: text("email"),
    role: userRole("role").notNull().default(DEFAULT_USER_ROLE),
    type: accountType("type"),
    /** The Year of the GOAT leaderboard shows this name only when the member opts in. */
    displayName: text("display_name"),
    showOnLeaderboard: boolean("show_on_leaderboard").notNull().default(false),
    /** Staff stopped this account's e-mails and texts to clients (audited); NULL while it may send. */
    sendingSuspendedAt: tstz("sending_suspended_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Admin user list: order by role desc, created_at desc (paginated).
    index("profiles_role_created_at_idx").on(descending(t.role), descending(t.createdAt), descending(t.id)),
    // Admin stat cards (agents, lenders) and "select type where type is not null".
    index("profiles_type_idx").on(t.type).where(sql`${t.type} is not null`),
    index("profiles_email_idx").on(t.email),
    // Admin user search by part of an e-mail address (pg_trgm).
    index("profiles_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    check("profiles_email_shape", emailShape(t.email)),
    check("profiles_display_name_length", sql`${t.displayName} is null or char_length(${t.displayName}) between 1 and 40`),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
