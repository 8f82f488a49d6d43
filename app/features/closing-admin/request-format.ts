/** How requests read on the staff pages: who owes one, by when, and what they answered. */
import { PARTY_ROLE_LABELS } from "#core/closing/closing-enums.ts";
import type { RequestField, RequestOwner } from "#core/closing/request-types.ts";
import { formatCents } from "#app/lib/closing-format.ts";
import { formatDay } from "./closing-format.ts";

export const OWNER_LABELS: Record<RequestOwner, string> = { ...PARTY_ROLE_LABELS, staff: "Our office (staff)" };

/** "Due Dec 4, 2026", or that there is no date. */
export function dueText(dueOn: string | null): string {
  return dueOn ? `Due ${formatDay(dueOn)}` : "No due date";
}

/** One typed value as people read it: yes/no, the option's label, a date, a dollar amount. */
export function answerText(field: RequestField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  switch (field.type) {
    case "yes_no":
      return value === true || value === "yes" ? "Yes" : value === false || value === "no" ? "No" : String(value);
    case "choice":
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : String(value);
    case "money":
      // Answers keep money in cents (request-kinds.ts).
      return typeof value === "number" ? formatCents(value) : String(value);
    case "last_four":
      return `…${String(value)}`;
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}
