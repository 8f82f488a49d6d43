import { sql } from "drizzle-orm";
import type { AppDb } from "./client.ts";
import { emailTemplates, resourceDocuments } from "./schema/index.ts";
import { EMAIL_TEMPLATES } from "./seed-data/email-templates.ts";
import { RESOURCE_DOCUMENTS } from "./seed-data/resource-documents.ts";

export { EMAIL_TEMPLATES } from "./seed-data/email-templates.ts";
export { RESOURCE_DOCUMENTS } from "./seed-data/resource-documents.ts";

/**
 * Inserts or refreshes the reference data every installation needs: the e-mail templates (by
 * name) and the 8 resource documents (by slug). Idempotent and safe to run on every start, from
 * several instances at once (INSERT ... ON CONFLICT). Rows it owns are brought back to the
 * values in db/seed-data (a row that already matches is not rewritten, so its updated_at
 * stays); rows with other names or slugs are left alone.
 */
export async function seedReferenceData(db: AppDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(emailTemplates)
      .values(EMAIL_TEMPLATES.map((t) => ({ name: t.name, subject: t.subject, content: t.content })))
      .onConflictDoUpdate({
        target: emailTemplates.name,
        set: {
          subject: sql`excluded.subject`,
          content: sql`excluded.content`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${emailTemplates.subject}, ${emailTemplates.content})
          is distinct from (excluded.subject, excluded.content)`,
      });

    await tx
      .insert(resourceDocuments)
      .values(RESOURCE_DOCUMENTS.map((d) => ({ ...d })))
      .onConflictDoUpdate({
        target: resourceDocuments.slug,
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          audience: sql`excluded.audience`,
          storagePath: sql`excluded.storage_path`,
          contentType: sql`excluded.content_type`,
          description: sql`excluded.description`,
          sortOrder: sql`excluded.sort_order`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${resourceDocuments.name}, ${resourceDocuments.type}, ${resourceDocuments.audience},
            ${resourceDocuments.storagePath}, ${resourceDocuments.contentType}, ${resourceDocuments.description},
            ${resourceDocuments.sortOrder})
          is distinct from (excluded.name, excluded.type, excluded.audience, excluded.storage_path,
            excluded.content_type, excluded.description, excluded.sort_order)`,
      });
  });
}
