/** Document Management: the resource documents (db/seed-data/resource-documents.ts), one type or all. */
import { asc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { resourceDocuments } from "#db/schema/index.ts";
import type { DocumentFilter } from "#core/admin/people-filters.ts";

export function listDocuments(db: AppDb, filter: DocumentFilter) {
  return db
    .select({
      id: resourceDocuments.id,
      name: resourceDocuments.name,
      type: resourceDocuments.type,
      description: resourceDocuments.description,
      storagePath: resourceDocuments.storagePath,
    })
    .from(resourceDocuments)
    .where(filter === "all" ? undefined : eq(resourceDocuments.type, filter))
    .orderBy(asc(resourceDocuments.sortOrder), asc(resourceDocuments.id));
}
