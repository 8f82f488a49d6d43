/**
 * The conversation of a closing file (issue 31; docs/messages-contract.md): who may write at which
 * visibility, who sees what, and the staff edit window. Pure; the routes and pages ask these
 * rules and decide nothing on their own. Visibility is the one enum of documents and requests
 * (core/closing/closing-enums.ts, ../shared/TWO-WAY-FILE.md "Visibility").
 */
import { DOCUMENT_VISIBILITY_VALUES, type DocumentVisibility } from "./closing-enums.ts";
import { canSeeDocument, type FileActor } from "./file-actor.ts";

/** Plain text; links are shown as text, never as HTML. */
export const MESSAGE_BODY_MAX = 4000;
/** At most this many documents on one message. */
export const MESSAGE_DOCUMENTS_MAX = 10;
/** Staff may edit or remove their own message for this long after posting it. */
export const MESSAGE_EDIT_WINDOW_MS = 10 * 60 * 1000;

export const MESSAGE_AUTHOR_KINDS = ["staff", "professional", "consumer"] as const;
export type MessageAuthorKind = (typeof MESSAGE_AUTHOR_KINDS)[number];

/** How the composer and the thread name each visibility of a message. */
export const MESSAGE_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  staff: "Staff only (internal note)",
  professionals: "Agents and lenders",
  everyone: "Everyone on the file",
};

/** Buyers and sellers write to everyone; agents and lenders to agents and lenders or everyone; staff all three. */
export function postableVisibilities(actor: FileActor): readonly DocumentVisibility[] {
  switch (actor.kind) {
    case "staff":
      return DOCUMENT_VISIBILITY_VALUES;
    case "professional":
      return ["professionals", "everyone"];
    case "consumer":
      return ["everyone"];
  }
}

/** A message is seen as a document of its visibility is: staff all, agents and lenders all but notes, buyers and sellers "everyone". */
export function canSeeMessage(actor: FileActor, message: { visibility: DocumentVisibility }): boolean {
  return canSeeDocument(actor, message);
}

/** How wide an audience is, to compare a message's with a document's. */
const BREADTH: Record<DocumentVisibility, number> = { staff: 0, professionals: 1, everyone: 2 };

/**
 * A document may ride on a message only when everyone the message reaches may already see the
 * document: a staff-only document never on an "everyone" message.
 */
export function canAttachDocument(message: DocumentVisibility, document: DocumentVisibility): boolean {
  return BREADTH[document] >= BREADTH[message];
}

/**
 * Only staff edit or remove, only their own message, only within the window, and not once removed.
 * `actorUserId` is the acting account; the message's author_user_id must be it.
 */
export function canEditMessage(
  actor: FileActor,
  actorUserId: string | null,
  message: { authorKind: MessageAuthorKind; authorUserId: string | null; createdAt: Date; removedAt: Date | null },
  now: Date,
): boolean {
  if (actor.kind !== "staff" || message.authorKind !== "staff" || message.removedAt) return false;
  if (!actorUserId || message.authorUserId !== actorUserId) return false;
  return now.getTime() - message.createdAt.getTime() <= MESSAGE_EDIT_WINDOW_MS;
}

/** Until when a message may still be edited (staff's own); null when it never may. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + MESSAGE_EDIT_WINDOW_MS);
}

/** "user:<id>" for an account, "party:<id>" for a buyer or seller by status link: closing_message_reads.reader. */
export function readerKey(who: { userId: string | null; partyId: string | null }): string {
  if (who.userId) return `user:${who.userId}`;
  if (who.partyId) return `party:${who.partyId}`;
  throw new Error("a reader is an account or a party");
}
