/**
 * The statements of who may open a closing file outside staff (file-access.ts): an agent or
 * lender party row with the caller's proven e-mail.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingParties } from "#db/schema/index.ts";
import { PROFESSIONAL_ROLES, type PartyRole } from "#core/closing/closing-enums.ts";

/** The party roles whose rows open a file in the portal. */
export const PORTAL_ROLES: readonly PartyRole[] = PROFESSIONAL_ROLES;

/** The roles a party row with `email` gives on the file, agent and lender roles only. */
export async function portalRolesOf(db: AppDb, email: string, fileId: string): Promise<PartyRole[]> {
  const rows = await db
    .selectDistinct({ role: closingParties.role })
    .from(closingParties)
    .where(and(eq(closingParties.fileId, fileId), eq(closingParties.email, email), inArray(closingParties.role, [...PORTAL_ROLES])));
  return rows.map((r) => r.role as PartyRole);
}

/** SQL: the file (by its id column) has an agent or lender party row with this (proven) e-mail. */
export function hasPartyEmail(fileIdColumn: unknown, email: string) {
  return sql`exists (select 1 from ${closingParties} where ${closingParties.fileId} = ${fileIdColumn} and ${closingParties.email} = ${email} and ${inArray(closingParties.role, [...PORTAL_ROLES])})`;
}
