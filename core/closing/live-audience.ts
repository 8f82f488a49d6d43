/**
 * Who a live stream tells of which file event (issue 31; docs/messages-contract.md "Live"): staff
 * learn of every event; an agent or lender of the files where their proven e-mail is on an agent
 * or lender party row, unless the event is for staff only; a verified buyer or seller of their own
 * file's events shared with everyone. The server's hub (server/live/live-hub.ts) asks this of each
 * event once per connected stream; the replay after Last-Event-ID uses the same rule in SQL.
 */
import type { DocumentVisibility } from "./closing-enums.ts";

export type LiveAudience =
  | { kind: "staff" }
  /** `email`: the proven address, lower-cased as party rows hold it. */
  | { kind: "professional"; email: string }
  | { kind: "consumer"; fileId: string };

/** What the hub knows of an event when it decides: its file, visibility and the file's agent and lender addresses. */
export interface AnnouncedEvent {
  fileId: string;
  visibility: DocumentVisibility | string;
  /** The lower-cased e-mails of the file's agent and lender party rows. */
  professionalEmails: readonly string[];
}

export function mayLearnOf(audience: LiveAudience, event: AnnouncedEvent): boolean {
  switch (audience.kind) {
    case "staff":
      return true;
    case "professional":
      return event.visibility !== "staff" && event.professionalEmails.includes(audience.email);
    case "consumer":
      return event.visibility === "everyone" && event.fileId === audience.fileId;
  }
}
