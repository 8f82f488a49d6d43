/**
 * resource_documents: the 8 downloadable guides and bundles (seeded). The file itself lives in
 * the file store at storage_path and is handed out through a signed, expiring /files link.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, notBlank, updatedAt } from "./columns.ts";
import { resourceAudience, resourceDocumentType } from "./enums.ts";

export const resourceDocuments = pgTable(
  "resource_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable key, e.g. "moving-guide"; the seed upserts on it. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    type: resourceDocumentType("type").notNull(),
    /** Who may download it (see core/domain/enums.ts RESOURCE_AUDIENCE_VALUES). */
    audience: resourceAudience("audience").notNull(),
    /** Path in the file store, e.g. "resources/moving-guide.pdf". */
    storagePath: text("storage_path").notNull(),
    contentType: text("content_type").notNull(),
    description: text("description").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("resource_documents_slug_key").on(t.slug),
    uniqueIndex("resource_documents_storage_path_key").on(t.storagePath),
    index("resource_documents_type_idx").on(t.type, t.sortOrder),
    index("resource_documents_audience_idx").on(t.audience, t.sortOrder),
    check("resource_documents_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("resource_documents_name_not_blank", notBlank(t.name)),
    check("resource_documents_storage_path_relative", sql`${t.storagePath} ~ '^[a-z0-9][a-z0-9/._-]*$' and ${t.storagePath} not like '%..%'`),
  ],
);

export type ResourceDocument = typeof resourceDocuments.$inferSelect;
export type NewResourceDocument = typeof resourceDocuments.$inferInsert;
