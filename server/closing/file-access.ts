/**
 * Who may see a closing file outside staff: a portal user whose e-mail is on one of its party
 * rows (closing_parties.email, stored lower-cased). Everything a party reads goes through here,
 * so another user's file id answers 404 the same way everywhere.
 */
import { and, eq, sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.ts";
import { closingParties } from "../../db/schema/index.ts";
import type { PartyRole } from "../../core/closing/closing-enums.ts";
import type { ApiCaller } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { CLOSING_FILE_MESSAGES } from "../../core/closing/closing-file-fields.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's e-mail as party rows hold it; null for an account without one. */
export function partyEmailOf(caller: ApiCaller): string | null {
  const email = caller.user.email ?? caller.profile.email;
  return email ? email.toLowerCase() : null;
}

/** The caller's roles on the file; empty when they are not on it (or the id is not a file id). */
export async function partyRolesOn(db: AppDb, caller: ApiCaller, fileId: string): Promise<PartyRole[]> {
  const email = partyEmailOf(caller);
  if (!email || !UUID.test(fileId)) return [];
  const rows = await db
    .selectDistinct({ role: closingParties.role })
    .from(closingParties)
    .where(and(eq(closingParties.fileId, fileId), eq(closingParties.email, email)));
  return rows.map((r) => r.role as PartyRole);
}

/** The caller's roles on the file, or 404 not_found when they have none. */
export async function requirePartyOf(db: AppDb, caller: ApiCaller, fileId: string): Promise<PartyRole[]> {
  const roles = await partyRolesOn(db, caller, fileId);
  if (roles.length === 0) throw new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);
  return roles;
}

/** SQL: the file (by its id column) has a party row with this e-mail. */
export function hasPartyEmail(fileIdColumn: unknown, email: string) {
  return sql`exists (select 1 from ${closingParties} where ${closingParties.fileId} = ${fileIdColumn} and ${closingParties.email} = ${email})`;
}
