/**
 * Who writes and reads a file's conversation, from issue 30's RequestCaller
 * (server/closing/requests/request-actor.ts): the author columns of a message they post, and the
 * read-mark key and the name staff see in "read by". Staff are named by their display name, or
 * the company's; an agent or lender by their party row's name on the file, else their e-mail; a
 * buyer or seller by their party row's name.
 */
import type { AppDb } from "#db/client.ts";
import { readerKey, type MessageAuthorKind } from "#core/closing/closing-messages.ts";
import { PARTY_ROLE_VALUES, type PartyRole } from "#core/closing/closing-enums.ts";
import { SITE } from "#core/site/settings.ts";
import type { RequestCaller } from "../requests/request-actor.ts";
import { displayNameOf, partyNamed } from "./messages.queries.ts";

/** How the thread names staff who gave no display name, and the role label of every staff message. */
export const STAFF_AUTHOR_NAME = SITE.brand.replace(/ Co\.$/, "");

export interface MessageAuthor {
  kind: MessageAuthorKind;
  userId: string | null;
  partyId: string | null;
  label: string;
  /** Their role on the file; null for staff. */
  role: PartyRole | null;
}

/** The caller as the author (and reader) of the file's conversation. */
export async function authorOf(db: Pick<AppDb, "select">, by: RequestCaller, fileId: string): Promise<MessageAuthor> {
  const actor = by.actor;
  switch (actor.kind) {
    case "staff": {
      const name = by.actorUserId ? await displayNameOf(db, by.actorUserId) : null;
      return { kind: "staff", userId: by.actorUserId, partyId: null, label: name ?? STAFF_AUTHOR_NAME, role: null };
    }
    case "professional": {
      const roles = PARTY_ROLE_VALUES.filter((r) => actor.roles.includes(r));
      const party = await partyNamed(db, fileId, by.actorLabel, roles);
      return { kind: "professional", userId: by.actorUserId, partyId: null, label: party?.name ?? by.actorLabel, role: (party?.role as PartyRole | undefined) ?? roles[0] ?? null };
    }
    case "consumer":
      return { kind: "consumer", userId: null, partyId: by.partyId, label: by.actorLabel, role: actor.role };
  }
}

/** The caller's read-mark key: "user:<id>" or "party:<id>" (core/closing/closing-messages.ts readerKey). */
export function readerOf(by: RequestCaller): string {
  return readerKey({ userId: by.actorUserId, partyId: by.partyId });
}
