/**
 * app_secrets: server-generated secrets that every instance must share (the JWT signing key when
 * AUTH_JWT_SECRET is not configured). Kept in the database so a second instance, or a restart,
 * signs and verifies with the same key without any set-up.
 */
import { pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { check } from "drizzle-orm/pg-core";
import { createdAt, notBlank } from "./columns.ts";

export const appSecrets = pgTable(
  "app_secrets",
  {
    name: text("name").primaryKey(),
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("app_secrets_value_long_enough", sql`length(${t.value}) >= 32`), check("app_secrets_name_not_blank", notBlank(t.name))],
);
