/**
 * How the staff Requests panel orders a file's requests: answers waiting for review first (they
 * are the office's to act on), then what is still owed (overdue first, then by due date, undated
 * last), then what is settled. Pure, tested beside it.
 */
import type { ClosingRequest } from "#core/api/closing-request.ts";

export type RequestGroupId = "review" | "open" | "settled";

export interface RequestGroup {
  id: RequestGroupId;
  title: string;
  requests: ClosingRequest[];
}

const TITLES: Record<RequestGroupId, string> = { review: "Needs review", open: "Still needed", settled: "Settled" };

type Sortable = Pick<ClosingRequest, "status" | "due_on" | "overdue" | "created_at">;

function groupOf(r: Pick<ClosingRequest, "status">): RequestGroupId {
  return r.status === "submitted" ? "review" : r.status === "open" ? "open" : "settled";
}

/** Overdue first, then the earliest due date, undated last; ties by when the request was made. */
export function byUrgency(a: Sortable, b: Sortable): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.due_on !== b.due_on) {
    if (a.due_on === null) return 1;
    if (b.due_on === null) return -1;
    return a.due_on < b.due_on ? -1 : 1;
  }
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

/** The non-empty groups, in the panel's order. */
export function groupRequests<R extends ClosingRequest>(requests: readonly R[]): RequestGroup[] {
  const order: RequestGroupId[] = ["review", "open", "settled"];
  return order
    .map((id) => ({ id, title: TITLES[id], requests: requests.filter((r) => groupOf(r) === id).sort(byUrgency) }))
    .filter((g) => g.requests.length > 0);
}
