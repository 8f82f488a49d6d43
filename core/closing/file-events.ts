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
] as const;
export const fileEventKindSchema = z.enum(FILE_EVENT_KINDS);
export type FileEventKind = z.infer<typeof fileEventKindSchema>;

/** What an event's payload may hold; anything else in it is ignored here. */
export interface FileEventPayload {
  /** The request's title when the event happened. */
  title?: string;
  /** Why it was sent back or waived. */
  reason?: string;
  /** What changed on an update, in words ("due date", "owner"). */
  changes?: readonly string[];
}

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
      const changes = Array.isArray(p.changes) ? p.changes.filter((c): c is string => typeof c === "string" && c !== "") : [];
      return changes.length > 0 ? `Request changed: ${title} (${listOf(changes)})` : `Request changed: ${title}`;
    }
    case "request.submitted":
      return `Answer sent: ${title}`;
    case "request.accepted":
      return `Answer accepted: ${title}`;
    case "request.sent_back":
      return withReason(`Sent back: ${title}`);
    case "request.waived":
      return withReason(`Waived, not needed: ${title}`);
    case "request.reopened":
      return `Reopened: ${title}`;
  }
}
