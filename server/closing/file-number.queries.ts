/** The next value of closing_file_number_seq (file-number.ts makes the file number of it). */
import { sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";

export async function nextFileSequenceValue(db: Pick<AppDb, "execute">): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`select nextval('closing_file_number_seq') as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string | number }[] }).rows) as { n: string | number }[];
  return Number(rows[0]!.n);
}
