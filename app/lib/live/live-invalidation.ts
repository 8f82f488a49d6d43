/**
 * Which cached queries a live event makes stale (issue 31; docs/messages-contract.md "Live"):
 * `message.*` → that file's messages and the unread counts (file lists, the dashboard's files, the
 * staff inbox); `step.moved` → the file and the lists; `request.*` → its requests and the lists that count
 * them. Matched on the keys' parts, so a feature's keys need only name the file id and what they
 * hold ("messages", "requests"): app/features/closing-files/closing-files-queries.ts,
 * app/features/closing-admin/closing-queries.ts and request-queries.ts do. On the status page
 * (scope "status") every key is the page's one file: ["status", <link>, …].
 */
import type { QueryKey } from "@tanstack/react-query";
import type { LiveEvent } from "#core/api/live-events.ts";

export type LiveScope = "account" | "status";

/** Lists and counts across files that a change on any file may move. */
const ACROSS_FILES: readonly (readonly string[])[] = [
  ["admin", "closing-files", "list"],
  ["admin", "messages"],
  ["admin", "requests"],
  ["dashboard", "closing-files"],
];

const startsWith = (key: QueryKey, prefix: readonly string[]) => prefix.every((part, i) => key[i] === part);

/** The part of a file's keys an event is about: "messages", "requests", or the whole file. */
function topicOf(kind: LiveEvent["kind"]): "messages" | "requests" | "file" {
  if (kind.startsWith("message.")) return "messages";
  if (kind.startsWith("request.")) return "requests";
  return "file";
}

export function isStaleAfter(event: LiveEvent, key: QueryKey, scope: LiveScope): boolean {
  const topic = topicOf(event.kind);
  if (scope === "status") {
    if (key[0] !== "status") return false;
    // The verification choices are not the file's.
    if (key.includes("verification")) return false;
    return topic === "file" || key.includes(topic) || key.includes("unread");
  }
  if (event.kind === "message.read") {
    // A read mark moves only "read by" and unread counts.
    if (key.includes(event.file_id)) return key.includes("messages") || key.includes("unread");
    return startsWith(key, ["admin", "messages"]);
  }
  if (ACROSS_FILES.some((prefix) => startsWith(key, prefix))) return true;
  if (!key.includes(event.file_id)) return false;
  if (topic === "file") return true;
  // A file's own key (its unread count and request counts are on it) and the topic's keys.
  const last = key[key.length - 1];
  return last === event.file_id || key.includes(topic) || key.includes("unread") || key.includes("history");
}
