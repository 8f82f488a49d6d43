import { asc } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { emailTemplates } from "#db/schema/index.ts";

/** Every template, by name (the picker's order). */
export function listEmailTemplates(db: AppDb) {
  return db
    .select({ id: emailTemplates.id, name: emailTemplates.name, subject: emailTemplates.subject, content: emailTemplates.content })
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.name))
    .limit(200);
}
