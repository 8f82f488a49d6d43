/** How requests read on the staff pages: who owes one, and by when. */
import { PARTY_ROLE_LABELS } from "#core/closing/closing-enums.ts";
import type { RequestOwner } from "#core/closing/request-types.ts";
import { formatDay } from "./closing-format.ts";

export const OWNER_LABELS: Record<RequestOwner, string> = { ...PARTY_ROLE_LABELS, staff: "Our office (staff)" };

/** "Due Dec 4, 2026", or that there is no date. */
export function dueText(dueOn: string | null): string {
  return dueOn ? `Due ${formatDay(dueOn)}` : "No due date";
}
