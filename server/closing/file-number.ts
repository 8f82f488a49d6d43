/**
 * Closing file numbers: "HC-2026-01001", the Iowa year the file was opened and the next number
 * of closing_file_number_seq. The sequence never repeats a number, even across years or after a
 * rolled-back transaction (it may skip one), so a number names one file forever.
 */
import type { AppDb } from "#db/client.ts";
import { companyYear } from "#core/domain/company-calendar.ts";
import { nextFileSequenceValue } from "./file-number.queries.ts";

export function fileNumberOf(openedAt: Date, sequenceValue: number): string {
  return `HC-${companyYear(openedAt).year}-${String(sequenceValue).padStart(5, "0")}`;
}

export async function nextFileNumber(db: Pick<AppDb, "execute">, openedAt: Date): Promise<string> {
  return fileNumberOf(openedAt, await nextFileSequenceValue(db));
}
