/** SQL of disbursement accounts (db/schema/money.ts): one file's accounts, one account of a file, its writes. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingParties, disbursementAccounts, profiles } from "#db/schema/index.ts";

export type AccountRow = typeof disbursementAccounts.$inferSelect;
export type AccountValues = typeof disbursementAccounts.$inferInsert;

export async function accountsOfFile(db: AppDb, fileId: string): Promise<AccountRow[]> {
  return db.select().from(disbursementAccounts).where(eq(disbursementAccounts.fileId, fileId)).orderBy(asc(disbursementAccounts.createdAt), asc(disbursementAccounts.id));
}

/** The account if it is this file's (another file's answers as none). */
export async function accountOfFile(db: AppDb, fileId: string, accountId: string, forUpdate = false): Promise<AccountRow | undefined> {
  const q = db
    .select()
    .from(disbursementAccounts)
    .where(and(eq(disbursementAccounts.fileId, fileId), eq(disbursementAccounts.id, accountId)));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

export async function proceedsOfParty(db: AppDb, partyId: string, forUpdate = false): Promise<AccountRow | undefined> {
  const q = db
    .select()
    .from(disbursementAccounts)
    .where(and(eq(disbursementAccounts.partyId, partyId), eq(disbursementAccounts.kind, "proceeds")));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row;
}

export async function insertAccount(db: AppDb, values: AccountValues): Promise<AccountRow> {
  const [row] = await db.insert(disbursementAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(db: AppDb, id: string, values: Partial<AccountValues>): Promise<AccountRow> {
  const [row] = await db
    .update(disbursementAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(disbursementAccounts.id, id))
    .returning();
  return row!;
}

export async function deleteAccount(db: AppDb, id: string): Promise<void> {
  await db.delete(disbursementAccounts).where(eq(disbursementAccounts.id, id));
}

/** Staff names by id, for "recorded by" and "approved by": the display name, else the e-mail. */
export async function staffNames(db: AppDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: profiles.id, name: profiles.displayName, email: profiles.email }).from(profiles).where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.name || r.email || "An administrator"]));
}

/** What the seller's alert needs of the file and the seller. */
export async function alertTargets(db: AppDb, fileId: string, partyId: string) {
  const [file] = await db.select({ fileNumber: closingFiles.fileNumber, office: closingFiles.office }).from(closingFiles).where(eq(closingFiles.id, fileId));
  const [party] = await db
    .select({ name: closingParties.name, email: closingParties.email, phone: closingParties.phone })
    .from(closingParties)
    .where(eq(closingParties.id, partyId));
  return file && party ? { file, party } : undefined;
}

/** Locks the seller's party row, so two first submissions of their proceeds account cannot both insert. */
export async function lockParty(db: AppDb, partyId: string): Promise<void> {
  await db.select({ id: closingParties.id }).from(closingParties).where(eq(closingParties.id, partyId)).for("update");
}

/** The callback and approval columns emptied: a change of the details starts verification again. */
export const VERIFICATION_CLEARED = {
  state: "unverified",
  callbackNumber: null,
  callbackSource: null,
  callbackConfirmedBy: null,
  callbackCalledAt: null,
  callbackRecordedBy: null,
  callbackRecordedAt: null,
  approvedBy: null,
  approvedAt: null,
} as const satisfies Partial<AccountValues>;
