/**
 * The staff closing-file API's answers (docs/closing-files-contract.md), checked as they arrive
 * so a page never renders a shape it does not understand. Enums are read as strings where a new
 * value on the server should show as text rather than break the page.
 */
import { z } from "zod";
import { milestoneSchema, partySchema } from "../../lib/closing-api-schemas.ts";

export {
  documentLinkSchema,
  documentListSchema,
  documentSchema,
  milestoneSchema,
  partySchema,
  type ClosingDocument,
  type Milestone,
  type Party,
} from "../../lib/closing-api-schemas.ts";

const page = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), next_cursor: z.string().nullable() });



export const statusLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  created_at: z.string(),
  view_count: z.number(),
  last_viewed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type StatusLink = z.infer<typeof statusLinkSchema>;

export const fileSummarySchema = z.object({
  id: z.string(),
  file_number: z.string(),
  property_address: z.string(),
  county: z.string(),
  kind: z.string(),
  title_evidence: z.string(),
  closing_at: z.string().nullable(),
  closing_date: z.string().nullable(),
  closing_time: z.string().nullable(),
  closing_place: z.string().nullable(),
  closing_location: z.string().nullable(),
  next_milestone: z.string().nullable(),
  next_label: z.string().nullable(),
  progress_percent: z.number(),
  blocked: z.boolean(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type FileSummary = z.infer<typeof fileSummarySchema>;
export const filePageSchema = page(fileSummarySchema);

export const staffFileSchema = fileSummarySchema.extend({
  sale_price_cents: z.number().nullable(),
  loan_amount_cents: z.number().nullable(),
  notes: z.string().nullable(),
  service_request_id: z.string().nullable(),
  updated_at: z.string(),
  parties: z.array(partySchema),
  milestones: z.array(milestoneSchema),
  status_link: statusLinkSchema.nullable(),
});
export type StaffFile = z.infer<typeof staffFileSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  milestone: z.string(),
  label: z.string(),
  state: z.string(),
  done_on: z.string().nullable(),
  reason: z.string().nullable(),
  objections: z.number().nullable(),
  recording_reference: z.string().nullable(),
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = page(historyEntrySchema);


export const issuedLinkSchema = z.object({ token: z.string(), status_link: statusLinkSchema });

/** The service request a file is opened from: only what the form carries over. */
export const sourceRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  user_type: z.string().nullable(),
  property_address: z.string().nullable(),
  closing_date_requested: z.string().nullable(),
});
export type SourceRequest = z.infer<typeof sourceRequestSchema>;
