/**
 * The shapes the closing-file API answers to an agent or lender (docs/closing-files-contract.md),
 * checked on arrival so a page never renders half-understood data.
 */
import { z } from "zod";
import { MILESTONE_IDS, MILESTONE_STATE_VALUES, CLOSING_KIND_VALUES } from "../../../core/closing/milestones.ts";
import { DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "../../../core/closing/closing-enums.ts";

const milestoneId = z.enum(MILESTONE_IDS);
const partyRole = z.enum(PARTY_ROLE_VALUES);

export const partySchema = z.object({
  id: z.string(),
  role: partyRole,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const milestoneSchema = z.object({
  id: milestoneId,
  label: z.string(),
  public_label: z.string(),
  state: z.enum(MILESTONE_STATE_VALUES),
  done_on: z.string().nullable(),
  reason: z.string().nullable(),
  objections: z.number().nullable(),
  recording_reference: z.string().nullable(),
  waivable: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const partyFileSchema = z.object({
  id: z.string(),
  file_number: z.string(),
  property_address: z.string(),
  county: z.string(),
  kind: z.enum(CLOSING_KIND_VALUES),
  closing_at: z.string().nullable(),
  closing_date: z.string().nullable(),
  closing_time: z.string().nullable(),
  closing_place: z.enum(["office", "remote_online_notary"]).nullable(),
  closing_location: z.string().nullable(),
  next_milestone: milestoneId.nullable(),
  next_label: z.string().nullable(),
  progress_percent: z.number(),
  blocked: z.boolean(),
  completed_at: z.string().nullable(),
  sale_price_cents: z.number().nullable(),
  loan_amount_cents: z.number().nullable(),
  my_roles: z.array(partyRole),
  parties: z.array(partySchema),
  milestones: z.array(milestoneSchema),
});
export type PartyFile = z.infer<typeof partyFileSchema>;

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  content_type: z.string(),
  size_bytes: z.number(),
  visibility: z.enum(DOCUMENT_VISIBILITY_VALUES),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type ClosingDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({ data: z.array(documentSchema) });

export const documentLinkSchema = z.object({ url: z.string(), expires_at: z.string() });

export const notificationPreferencesSchema = z.object({
  email_off: z.array(milestoneId),
  sms: z.boolean(),
  phone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const calendarSchema = z.object({ url: z.string().nullable(), created_at: z.string().nullable() });
export type CalendarAddress = z.infer<typeof calendarSchema>;
