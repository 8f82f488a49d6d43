import { asc, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { resourceDocuments } from "#db/schema/index.ts";

/** The resource documents of one audience, in the dashboard's order. */
export function resourcesFor(db: AppDb, audience: "agent" | "non_agent") {
  return db
    .select({
      slug: resourceDocuments.slug,
      name: resourceDocuments.name,
      description: resourceDocuments.description,
      contentType: resourceDocuments.contentType,
      storagePath: resourceDocuments.storagePath,
    })
    .from(resourceDocuments)
    .where(eq(resourceDocuments.audience, audience))
    .orderBy(asc(resourceDocuments.sortOrder));
}
