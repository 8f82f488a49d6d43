/**
 * Staff's needs-attention list of requests across all files (GET /api/v1/admin/requests,
 * docs/requests-contract.md): which requests it shows (the view) and the filters, as the page and
 * the route both read them. Due soon is within two days, as the daily reminders count it.
 */
import { z } from "zod";
import { OFFICE_CITIES } from "../site/settings.ts";
import { countySchema } from "./closing-file-fields.ts";
import { REQUEST_OWNER_VALUES } from "./request-types.ts";

export const ATTENTION_VIEW_VALUES = ["attention", "overdue", "due_soon", "submitted"] as const;
export type AttentionView = (typeof ATTENTION_VIEW_VALUES)[number];

export const ATTENTION_VIEW_LABELS: Record<AttentionView, string> = {
  attention: "Needs attention",
  overdue: "Overdue",
  due_soon: "Due within two days",
  submitted: "Answers to review",
};

/** Days ahead that count as due soon (today and the next two). */
export const DUE_SOON_DAYS = 2;

export const ATTENTION_MESSAGES = {
  viewUnknown: "Choose needs attention, overdue, due soon or submitted.",
  ownerUnknown: "Choose who owes it: buyer, seller, listing agent, buyer's agent, lender or staff.",
  officeUnknown: `Choose one of our offices: ${OFFICE_CITIES.join(", ")}`,
} as const;

/** An empty query value (a filter's "all" choice) is the same as none. */
const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const attentionFilterSchema = z.object({
  view: z.preprocess(emptyIsAbsent, z.enum(ATTENTION_VIEW_VALUES, { error: ATTENTION_MESSAGES.viewUnknown }).default("attention")),
  owner: z.preprocess(emptyIsAbsent, z.enum(REQUEST_OWNER_VALUES, { error: ATTENTION_MESSAGES.ownerUnknown }).optional()),
  county: z.preprocess(emptyIsAbsent, countySchema.optional()),
  office: z.preprocess(emptyIsAbsent, z.enum(OFFICE_CITIES as [string, ...string[]], { error: ATTENTION_MESSAGES.officeUnknown }).optional()),
});
export type AttentionFilter = z.output<typeof attentionFilterSchema>;

/** Why a request is on the list, the first that applies. */
export function attentionReason(row: { status: string; dueOn: string | null }, today: string, dueSoonBy: string): "submitted" | "overdue" | "due_soon" | "open" {
  if (row.status === "submitted") return "submitted";
  if (row.dueOn !== null && row.dueOn < today) return "overdue";
  if (row.dueOn !== null && row.dueOn <= dueSoonBy) return "due_soon";
  return "open";
}
