/**
 * Who may open a closing file outside staff: an agent or lender whose **proven** e-mail
 * (server/auth/proven-email.ts) is on one of the file's party rows in an agent or lender role
 * (closing_parties.email, stored lower-cased). An address that was only typed at sign-up opens
 * nothing, and a buyer's or seller's party row opens nothing in the portal: buyers and sellers
 * follow their file through the status link (docs/decisions/023-identity-before-access.md).
 * Everything a party reads goes through here, so another user's file id answers 404 the same way
 * everywhere, and a download link is re-checked here when it is used.
 */
import type { AppDb } from "#db/client.ts";
import type { AuthUser } from "#db/schema/index.ts";
import type { PartyRole } from "#core/closing/closing-enums.ts";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import { provenEmailOf } from "../auth/proven-email.ts";
import type { ApiCaller } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { isUuid } from "#core/validation/uuid.ts";
import { portalRolesOf } from "./file-access.queries.ts";


/** The address a user may open files by (proven, lower-cased as party rows hold it); null when none. */
export function partyEmailOf(caller: { user: Pick<AuthUser, "email" | "provenEmail"> }): string | null {
  return provenEmailOf(caller.user);
}

/**
 * The roles of this account on the file; empty when it may not open it (or the id is not a file
 * id). A signed-in caller, or an account read afresh for a download link issued earlier, which
 * proves whom it was issued to while the rules decide whether they still may.
 */
export async function partyRolesOn(db: AppDb, account: { user: Pick<AuthUser, "email" | "provenEmail"> }, fileId: string): Promise<PartyRole[]> {
  const email = partyEmailOf(account);
  if (!email || !isUuid(fileId)) return [];
  return portalRolesOf(db, email, fileId);
}

/** The caller's roles on the file, or 404 not_found when they have none. */
export async function requirePartyOf(db: AppDb, caller: ApiCaller, fileId: string): Promise<PartyRole[]> {
  const roles = await partyRolesOn(db, caller, fileId);
  if (roles.length === 0) throw new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);
  return roles;
}
