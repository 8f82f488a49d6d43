import type { AppDb } from "./client.ts";

/** Inserts or refreshes the reference data every installation needs. Idempotent. */
export async function seedReferenceData(_db: AppDb): Promise<void> {
  // Filled in by the schema work: e-mail templates and the 8 resource documents.
}
