/**
 * Closing file numbers: "HC-2026-01001", the Iowa year the file was opened and the next number
 * of closing_file_number_seq. The sequence never repeats a number, even across years or after a
 * rolled-back transaction (it may skip one), so a number names one file forever.
 */
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { companyYear } from "../../core/domain/company-calendar.ts";

export function fileNumberOf(openedAt: Date, sequenceValue: number): string {
  return `HC-${companyYear(openedAt).year}-${String(sequenceValue).padStart(5, "0")}`;
}

export async function nextFileNumber(db: Pick<AppDb, "execute">, openedAt: Date): Promise<string> {
  const result = await db.execute<{ n: string | number }>(sql`select nextval('closing_file_number_seq') as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: string | number }[] }).rows) as { n: string | number }[];
  return fileNumberOf(openedAt, Number(rows[0]!.n));
}
