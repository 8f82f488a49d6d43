/**
 * Who is acting on a file's requests, as core/closing/file-actor.ts's rules read it (FileActor),
 * with what the history and the audit log record of them (RequestCaller). Staff come through
 * requireAdmin; agents and lenders through their proven e-mail on the file (requirePartyOf, 404
 * for anyone else's file); buyers and sellers through a verified status-link session
 * (server/closing/status-session, which builds its RequestCaller with consumerCaller).
 */
import type { AppDb } from "#db/client.ts";
import type { FileActor } from "#core/closing/file-actor.ts";
import type { ApiCaller } from "#server/http/caller.ts";
import { requirePartyOf } from "../file-access.ts";

export interface RequestCaller {
  actor: FileActor;
  /** Who did it, as the file's history shows it: "Staff", an e-mail, a buyer's or seller's name. */
  actorLabel: string;
  /** The acting account; null for a buyer or seller by status link. */
  actorUserId: string | null;
  /** The buyer's or seller's party row (status link); null for accounts. */
  partyId: string | null;
  /** The caller's address, for the audit row. */
  ip: string;
  /** Who, in the audit row, when there is no account: "status link <id>". */
  via?: string;
}

export function staffCaller(caller: ApiCaller, ip: string): RequestCaller {
  return { actor: { kind: "staff" }, actorLabel: "Staff", actorUserId: caller.user.id, partyId: null, ip };
}

/** An agent or lender on the file (their roles on it), or the file's 404. */
export async function professionalCaller(db: AppDb, caller: ApiCaller, fileId: string, ip: string): Promise<RequestCaller> {
  const roles = await requirePartyOf(db, caller, fileId);
  return { actor: { kind: "professional", roles }, actorLabel: caller.user.email ?? "Agent or lender", actorUserId: caller.user.id, partyId: null, ip };
}

/** A buyer or seller verified through the file's status link. */
export function consumerCaller(party: { id: string; name: string; role: "buyer" | "seller" }, linkId: string, ip: string): RequestCaller {
  return {
    actor: { kind: "consumer", partyId: party.id, role: party.role },
    actorLabel: party.name,
    actorUserId: null,
    partyId: party.id,
    ip,
    via: `status link ${linkId}`,
  };
}
