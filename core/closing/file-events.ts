/**
 * A closing file's history (issue 30; ../shared/TWO-WAY-FILE.md "File events"): every change to a
 * request is one append-only event, written in the change's transaction. These are the kinds and
 * how the history reads them; the payload is what the event stored (the request's title at the
 * time, the reason when there is one), so the history still reads right after a title changes.
 */
import { z } from "zod";

export const FILE_EVENT_KINDS = [
  "request.created",
  "request.updated",
  "request.submitted",
  "request.accepted",
  "request.sent_back",
  "request.waived",
  "request.reopened",
  // issue 31 (docs/messages-contract.md): the conversation, and what a live stream tells of.
  "message.posted",
  "message.edited",
  "message.removed",
  "message.read",
  "step.moved",
] as const;
export const fileEventKindSchema = z.enum(FILE_EVENT_KINDS);
export type FileEventKind = z.infer<typeof fileEventKindSchema>;

/**
 * Kinds the file's history does not list: a posted message is in the conversation itself, a read
 * mark is not a change, and a step's move is listed from closing_milestone_events. They exist for
 * the live stream (message.read, step.moved) and the message notices (message.posted).
 */
const NOT_IN_HISTORY: ReadonlySet<FileEventKind> = new Set(["message.posted", "message.read", "step.moved"]);

export function showsInHistory(kind: FileEventKind): boolean {
  return !NOT_IN_HISTORY.has(kind);
}
export const HISTORY_EVENT_KINDS: readonly FileEventKind[] = FILE_EVENT_KINDS.filter(showsInHistory);

/** What an event's payload may hold; anything else in it is ignored here. */
export interface FileEventPayload {
  /** The request's title when the event happened. */
  title?: string;
  /** Why it was sent back or waived. */
  reason?: string;
  /** The request's columns an update changed (snake_case, as the API names them). */
  changed?: readonly string[];
  /** How many documents came with a submitted answer. */
  documents?: number;
  /** message.*: who wrote it (the author's label) and to whom (its visibility). */
  author?: string;
  visibility?: string;
  /** step.moved: the step and its new state. */
  milestone?: string;
  state?: string;
}

/** How the history names a changed column; an unknown one is named as it is, underscores spaced. */
const CHANGED_WORDS: Readonly<Record<string, string>> = {
  title: "title",
  instructions: "instructions",
  owner: "who owes it",
  due_on: "due date",
  visibility: "who can see it",
};

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** "due date", "due date and owner", "title, due date and owner". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** One line of the file's history, e.g. "Sent back: Declaration of Value (Polk County). Reason: the value is missing." */
export function fileEventLabel(kind: FileEventKind, payload: Readonly<Record<string, unknown>> | FileEventPayload = {}): string {
  const p = payload as Readonly<Record<string, unknown>>;
  const title = text(p.title) ?? "a request";
  const reason = text(p.reason);
  const withReason = (line: string) => (reason ? `${line}. Reason: ${reason}` : line);
  switch (kind) {
    case "request.created":
      return `Request added: ${title}`;
    case "request.updated": {
      const changed = Array.isArray(p.changed) ? p.changed.filter((c): c is string => typeof c === "string" && c !== "") : [];
      const words = changed.map((c) => CHANGED_WORDS[c] ?? c.replace(/_/g, " "));
      return words.length > 0 ? `Request changed: ${title} (${listOf(words)})` : `Request changed: ${title}`;
    }
    case "request.submitted": {
      const count = typeof p.documents === "number" && Number.isInteger(p.documents) && p.documents > 0 ? p.documents : 0;
      return count > 0 ? `Answer sent: ${title}, with ${count === 1 ? "1 document" : `${count} documents`}` : `Answer sent: ${title}`;
    }
    case "request.accepted":
      return `Answer accepted: ${title}`;
    case "request.sent_back":
      return withReason(`Sent back: ${title}`);
    case "request.waived":
      return withReason(`Waived, not needed: ${title}`);
    case "request.reopened":
      return `Reopened: ${title}`;
    case "message.posted":
      return text(p.author) ? `Message from ${text(p.author)}` : "Message posted";
    case "message.edited":
      return text(p.author) ? `Message edited: from ${text(p.author)}` : "Message edited";
    case "message.removed":
      return text(p.author) ? `Message removed: from ${text(p.author)}` : "Message removed";
    case "message.read":
      return "Messages read";
    case "step.moved":
      return "Step updated";
  }
}
