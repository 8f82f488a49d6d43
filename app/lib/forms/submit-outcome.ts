import type { PostResult } from "../api/post-json.ts";

/**
 * What a public form does with the API's answer, so every lead form reacts alike:
 * - sent: accepted (201); the form says thank you and clears.
 * - fields: the server refused some fields (400); their messages go next to them.
 * - notice: the server's own words are the best message (429 too many tries with the wait,
 *   413 too large); shown as they are, nothing cleared.
 * - failed: anything else (500, offline, a proxy's error page); the form's failure message.
 */
export type SubmitOutcome =
  | { kind: "sent" }
  | { kind: "fields"; fields: Record<string, string>; message: string }
  | { kind: "notice"; message: string }
  | { kind: "failed" };

export function submitOutcome<K extends string>(result: PostResult<unknown>, knownFields: readonly K[]): SubmitOutcome {
  if (result.ok) return { kind: "sent" };
  if (result.status === 400) {
    // Only fields the form shows: an error for a field nobody can see or fix is no help.
    const fields = Object.fromEntries(
      Object.entries(result.fields).filter(([name]) => (knownFields as readonly string[]).includes(name)),
    );
    if (Object.keys(fields).length > 0) return { kind: "fields", fields, message: result.message };
    return { kind: "failed" };
  }
  if (result.status === 429 || result.status === 413) return { kind: "notice", message: result.message };
  return { kind: "failed" };
}
