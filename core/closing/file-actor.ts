/**
 * Who is acting on a closing file, and what they may see and answer (issue 30;
 * ../shared/TWO-WAY-FILE.md "Who is acting"; docs/requests-contract.md "Core"). Every route
 * resolves its caller to a FileActor and asks these rules; none decides on its own.
 */
import type { DocumentVisibility, PartyRole } from "./closing-enums.ts";
import type { RequestOwner, RequestStatus } from "./request-types.ts";

export type FileActor =
  | { kind: "staff" }
  | { kind: "professional"; roles: PartyRole[] }
  | { kind: "consumer"; partyId: string; role: "buyer" | "seller" };

export type Side = "seller" | "buyer";

const SIDES: Record<PartyRole, Side> = {
  seller: "seller",
  listing_agent: "seller",
  buyer: "buyer",
  buyers_agent: "buyer",
  lender: "buyer",
};

/** The side of the deal a role is on; staff are on none. */
export function sideOf(role: RequestOwner): Side | null {
  return role === "staff" ? null : SIDES[role];
}

/**
 * Staff see every request. A professional sees what they owe and what their side owes unless it
 * is staff only; a buyer or seller sees only what their role owes, and only "everyone" requests.
 */
export function canSeeRequest(actor: FileActor, request: { owner: RequestOwner; visibility: DocumentVisibility }): boolean {
  switch (actor.kind) {
    case "staff":
      return true;
    case "professional": {
      if ((actor.roles as readonly RequestOwner[]).includes(request.owner)) return true;
      const side = sideOf(request.owner);
      return request.visibility !== "staff" && side !== null && actor.roles.some((r) => sideOf(r) === side);
    }
    case "consumer":
      return request.owner === actor.role && request.visibility === "everyone";
  }
}

/** Only the owner answers, and only while the request is open (submitted waits for review). */
export function canAnswerRequest(actor: FileActor, request: { owner: RequestOwner; status: RequestStatus }): boolean {
  if (request.status !== "open") return false;
  switch (actor.kind) {
    case "staff":
      return false;
    case "professional":
      return (actor.roles as readonly RequestOwner[]).includes(request.owner);
    case "consumer":
      return request.owner === actor.role;
  }
}

/** Staff see every document; agents and lenders all but staff-only ones; buyers and sellers "everyone" ones. */
export function canSeeDocument(actor: FileActor, document: { visibility: DocumentVisibility }): boolean {
  switch (actor.kind) {
    case "staff":
      return true;
    case "professional":
      return document.visibility !== "staff";
    case "consumer":
      return document.visibility === "everyone";
  }
}
