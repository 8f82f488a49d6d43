/**
 * The statements of office wire instructions (db/schema/money.ts): the versions staff see, a new
 * pending version (an earlier pending one superseded first: the table allows one pending per
 * office), the approval (the earlier approved one superseded, in the caller's transaction), and
 * the rotate command's compare-and-set on a row's wrapped key.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingParties, officeWireInstructions, profiles } from "#db/schema/index.ts";

export type WireRow = typeof officeWireInstructions.$inferSelect;
export interface WireRowWithNames extends WireRow {
  authorName: string | null;
  approverName: string | null;
}

const author = alias(profiles, "wire_author");
const approver = alias(profiles, "wire_approver");

/** The office's pending and approved versions, with who wrote and approved them. */
export async function liveVersions(db: AppDb, office: string): Promise<WireRowWithNames[]> {
  const rows = await db
    .select({
      row: officeWireInstructions,
      authorName: sql<string | null>`coalesce(${author.displayName}, ${author.email})`,
      approverName: sql<string | null>`coalesce(${approver.displayName}, ${approver.email})`,
    })
    .from(officeWireInstructions)
    .leftJoin(author, eq(author.id, officeWireInstructions.authoredBy))
    .leftJoin(approver, eq(approver.id, officeWireInstructions.approvedBy))
    .where(and(eq(officeWireInstructions.office, office), inArray(officeWireInstructions.state, ["pending_approval", "approved"])));
  return rows.map((r) => ({ ...r.row, authorName: r.authorName, approverName: r.approverName }));
}

/** The office's active (approved) version, if any. */
export async function activeVersion(db: AppDb, office: string): Promise<WireRow | undefined> {
  const [row] = await db
    .select()
    .from(officeWireInstructions)
    .where(and(eq(officeWireInstructions.office, office), eq(officeWireInstructions.state, "approved")));
  return row;
}

/** One version of the office, locked for the caller's transaction when `lock`. */
export async function versionOf(db: AppDb, office: string, id: string, lock = false): Promise<WireRow | undefined> {
  const q = db
    .select()
    .from(officeWireInstructions)
    .where(and(eq(officeWireInstructions.office, office), eq(officeWireInstructions.id, id)));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/**
 * Serialises the changes of one office's versions until the caller's transaction ends: two
 * proposals at once would otherwise both find no pending version and the second insert would hit
 * the one-pending index.
 */
async function lockOffice(db: AppDb, office: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`office-wire:${office}`}))`);
}

/** A new pending version; an earlier pending one of the office is superseded first (the caller's transaction). */
export async function insertPending(db: AppDb, row: { id: string; office: string; bankName: string; visibleDigits: string; dataKey: string; sealed: string; authoredBy: string }) {
  await lockOffice(db, row.office);
  const superseded = await db
    .update(officeWireInstructions)
    .set({ state: "superseded", supersededAt: sql`now()` })
    .where(and(eq(officeWireInstructions.office, row.office), eq(officeWireInstructions.state, "pending_approval")))
    .returning({ id: officeWireInstructions.id });
  await db.insert(officeWireInstructions).values({ ...row, state: "pending_approval" });
  return superseded.map((s) => s.id);
}

/** Approves a pending version: the office's approved one superseded first (the caller's transaction). */
export async function approvePending(db: AppDb, office: string, id: string, approvedBy: string): Promise<string[]> {
  await lockOffice(db, office);
  const superseded = await db
    .update(officeWireInstructions)
    .set({ state: "superseded", supersededAt: sql`now()` })
    .where(and(eq(officeWireInstructions.office, office), eq(officeWireInstructions.state, "approved")))
    .returning({ id: officeWireInstructions.id });
  await db
    .update(officeWireInstructions)
    .set({ state: "approved", approvedBy, approvedAt: sql`now()` })
    .where(and(eq(officeWireInstructions.id, id), eq(officeWireInstructions.state, "pending_approval")));
  return superseded.map((s) => s.id);
}

/** The next `limit` versions after `afterId`, in id order (the rotate command's pages). */
export async function wireKeysAfter(db: AppDb, afterId: string | undefined, limit: number): Promise<{ id: string; dataKey: string }[]> {
  return db
    .select({ id: officeWireInstructions.id, dataKey: officeWireInstructions.dataKey })
    .from(officeWireInstructions)
    .where(afterId === undefined ? undefined : gt(officeWireInstructions.id, afterId))
    .orderBy(asc(officeWireInstructions.id))
    .limit(limit);
}

export async function readWireKey(db: AppDb, id: string): Promise<string | undefined> {
  const [row] = await db.select({ dataKey: officeWireInstructions.dataKey }).from(officeWireInstructions).where(eq(officeWireInstructions.id, id));
  return row?.dataKey;
}

/** Replaces the row's wrapped key only if it is still `expected`; whether it did. */
export async function replaceWireKey(db: AppDb, id: string, expected: string, next: string): Promise<boolean> {
  const rows = await db
    .update(officeWireInstructions)
    .set({ dataKey: next })
    .where(and(eq(officeWireInstructions.id, id), eq(officeWireInstructions.dataKey, expected)))
    .returning({ id: officeWireInstructions.id });
  return rows.length === 1;
}

/** Newest first, for tests and lists of an office's history. */
export async function versionsOf(db: AppDb, office: string): Promise<WireRow[]> {
  return db.select().from(officeWireInstructions).where(eq(officeWireInstructions.office, office)).orderBy(desc(officeWireInstructions.authoredAt));
}

/** The buyers of the office's open (not completed) files, with their file: whom a change of instructions is told to. */
export async function openBuyers(db: AppDb, office: string) {
  return db
    .select({ fileId: closingFiles.id, fileNumber: closingFiles.fileNumber, propertyAddress: closingFiles.propertyAddress, name: closingParties.name, email: closingParties.email, phone: closingParties.phone })
    .from(closingParties)
    .innerJoin(closingFiles, eq(closingFiles.id, closingParties.fileId))
    .where(and(eq(closingFiles.office, office), isNull(closingFiles.completedAt), eq(closingParties.role, "buyer")));
}
