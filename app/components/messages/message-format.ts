/**
 * How the conversation words its times and its staff-only lines. Pure, so the table tests beside
 * it pin the wording. Times are the reader's own clock's (date-fns formats in the browser's zone).
 */
import { format, isSameDay, isSameYear, parseISO, subDays } from "date-fns";
import type { ClosingMessage } from "#core/api/closing-message.ts";
import { PARTY_ROLE_LABELS } from "#core/closing/closing-enums.ts";

/** "Today at 2:31 PM", "Yesterday at 9:05 AM", "Nov 24 at 4:40 PM", "Dec 3, 2025 at 11:00 AM". */
export function messageTime(iso: string, now: Date = new Date()): string {
  const at = parseISO(iso);
  const time = format(at, "h:mm a");
  if (isSameDay(at, now)) return `Today at ${time}`;
  if (isSameDay(at, subDays(now, 1))) return `Yesterday at ${time}`;
  return `${format(at, isSameYear(at, now) ? "MMM d" : "MMM d, yyyy")} at ${time}`;
}

/** "2:41 PM": when staff's edit window closes (always within the next 10 minutes). */
export function clockTime(iso: string): string {
  return format(parseISO(iso), "h:mm a");
}

/** Up to two letters for the avatar: "Dana Whitfield" → "DW", "heartland" → "H". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** A list in words: "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Staff's "Read by …" line, each reader with their role on the file. */
export function readByText(readers: readonly Pick<ClosingMessage["read_by"][number], "name" | "role">[]): string {
  if (readers.length === 0) return "Not read yet by anyone on the file";
  return `Read by ${listed(readers.map((r) => (r.role ? `${r.name} (${PARTY_ROLE_LABELS[r.role]})` : r.name)))}`;
}

/** How many characters are left, or how many too many, for the counter under the message box. */
export function charactersLeft(text: string, max: number): { left: number; over: boolean; text: string } {
  const left = max - text.trim().length;
  if (left >= 0) return { left, over: false, text: `${left.toLocaleString("en-US")} character${left === 1 ? "" : "s"} left` };
  const over = -left;
  return { left, over: true, text: `${over.toLocaleString("en-US")} character${over === 1 ? "" : "s"} too many` };
}
