/** Whether a closing file exists (routes that list something of a file answer 404 for none). */
import { eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles } from "#db/schema/index.ts";

export async function loadFileRow(db: AppDb, fileId: string) {
  const [row] = await db.select({ id: closingFiles.id }).from(closingFiles).where(eq(closingFiles.id, fileId));
  return row;
}
