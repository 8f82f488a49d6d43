/**
 * The closing files an agent or lender is a party to, by the e-mail on the party rows (stored
 * lower-cased; server/closing/file-access.ts). The caller's files are found through
 * closing_parties_email_idx first and only those are sorted, so a page costs the same whatever the
 * number of files in the office.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingFiles, closingParties } from "#db/schema/index.ts";
import { PARTY_ROLE_VALUES, type PartyRole } from "#core/closing/closing-enums.ts";
import { type Cursor } from "#server/http/keyset.ts";
import { afterCursor, cursorAt } from "#server/http/keyset.queries.ts";
import { PORTAL_ROLES } from "#server/closing/file-access.queries.ts";

/** The roles in the vocabulary's order, each once. */
export function orderedRoles(roles: readonly string[]): PartyRole[] {
  return PARTY_ROLE_VALUES.filter((r) => roles.includes(r));
}

/**
 * A page of the files with an agent or lender party row of `email` (a proven address:
 * server/closing/file-access.ts), newest first, with the caller's roles on each:
 * the caller's party rows (by the e-mail index) joined to their files, one row per file.
 */
export async function listPartyFiles(db: AppDb, email: string, page: { limit: number; cursor?: Cursor }) {
  const rows = await db
    .select({
      file: closingFiles,
      cursorAt: cursorAt(closingFiles.createdAt),
      roles: sql<string[]>`array_agg(distinct ${closingParties.role})`,
    })
    .from(closingFiles)
    .innerJoin(closingParties, eq(closingParties.fileId, closingFiles.id))
    .where(and(eq(closingParties.email, email), inArray(closingParties.role, [...PORTAL_ROLES]), afterCursor(closingFiles.createdAt, closingFiles.id, page.cursor)))
    .groupBy(closingFiles.id)
    .orderBy(desc(closingFiles.createdAt), desc(closingFiles.id))
    .limit(page.limit + 1);
  return rows.map((r) => ({ ...r.file, cursorAt: r.cursorAt, myRoles: orderedRoles(r.roles) }));
}
