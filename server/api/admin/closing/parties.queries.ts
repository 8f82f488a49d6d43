/**
 * A file's parties as staff change them, each change audited under the file's row lock. A buyer
 * or seller who gains an e-mail while the file has a live status link is sent it, as the ones on
 * the file when it was opened were; an agent or lender who joins, or whose address changes, is
 * told and given the way in (server/closing/party-invitation.ts).
 */
import { and, eq } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingParties, type ClosingFile, type ClosingParty } from "#db/schema/index.ts";
import type { PartyFields } from "#core/closing/closing-file-fields.ts";
import type { Services } from "#server/services.ts";
import { auditClosing, type ClosingActor } from "#server/closing/closing-audit.ts";
import { lockFile } from "#server/closing/milestone-move.ts";
import { getsInvitation, invitePortalParties } from "#server/closing/party-invitation.ts";
import { getsStatusLink, sendStatusLink, tokenOf } from "#server/closing/status-link-issue.ts";
import { liveStatusLinkRow } from "#server/closing/status-links.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";
import { syncRequests } from "#server/closing/requests/sync-requests.ts";



async function sendLiveLink(db: AppDb, services: Services, file: ClosingFile, party: ClosingParty): Promise<boolean> {
  if (!getsStatusLink(party)) return false;
  const live = await liveStatusLinkRow(db, file.id);
  if (!live) return false;
  return (await sendStatusLink(db, services, file, [party], await tokenOf(services, live))) > 0;
}

const partyColumns = (p: PartyFields) => ({ role: p.role, name: p.name, email: p.email, phone: p.phone, company: p.company });

export function addParty(db: AppDb, services: Services, fileId: string, party: PartyFields, by: ClosingActor): Promise<ClosingParty> {
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    const [row] = await tx.insert(closingParties).values({ fileId, ...partyColumns(party) }).returning();
    const sent = await sendLiveLink(tx, services, file, row!);
    const invited = (await invitePortalParties(services, tx, file, [row!])) > 0;
    await auditClosing(tx, "closing_file.party_added", fileId, by, { party_id: row!.id, role: row!.role, status_link_sent: sent, invited });
    // A new role on the file may call for its requests (the lender's instructions, the buyer's binder).
    await syncRequests(tx, fileId, { actorId: by.actorId, actorLabel: "Staff" });
    return row!;
  });
}

/** The party with its new fields, or undefined when the file has no such party. */
export function replaceParty(
  db: AppDb,
  services: Services,
  fileId: string,
  partyId: string,
  party: PartyFields,
  by: ClosingActor,
): Promise<ClosingParty | undefined> {
  if (!isUuid(partyId)) return Promise.resolve(undefined);
  return db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    const [before] = await tx.select().from(closingParties).where(and(eq(closingParties.id, partyId), eq(closingParties.fileId, fileId)));
    if (!before) return undefined;
    const [row] = await tx.update(closingParties).set(partyColumns(party)).where(eq(closingParties.id, partyId)).returning();
    // Only someone newly able to use the link is sent it: a name fixed is not a reason to e-mail again.
    const newlyReached = getsStatusLink(row!) && (!getsStatusLink(before) || before.email !== row!.email);
    const sent = newlyReached ? await sendLiveLink(tx, services, file, row!) : false;
    const newlyInvited = getsInvitation(row!) && (!getsInvitation(before) || before.email !== row!.email);
    const invited = newlyInvited ? (await invitePortalParties(services, tx, file, [row!])) > 0 : false;
    await auditClosing(tx, "closing_file.party_updated", fileId, by, { party_id: partyId, role: row!.role, status_link_sent: sent, invited });
    await syncRequests(tx, fileId, { actorId: by.actorId, actorLabel: "Staff" });
    return row!;
  });
}

/** Whether the file had the party. */
export function removeParty(db: AppDb, fileId: string, partyId: string, by: ClosingActor): Promise<boolean> {
  if (!isUuid(partyId)) return Promise.resolve(false);
  return db.transaction(async (tx) => {
    await lockFile(tx, fileId);
    const [gone] = await tx
      .delete(closingParties)
      .where(and(eq(closingParties.id, partyId), eq(closingParties.fileId, fileId)))
      .returning({ role: closingParties.role, name: closingParties.name });
    if (!gone) return false;
    await auditClosing(tx, "closing_file.party_removed", fileId, by, { party_id: partyId, role: gone.role, name: gone.name });
    return true;
  });
}
