/**
 * The shapes the closing-file API answers to an agent or lender (docs/closing-files-contract.md),
 * checked on arrival so a page never renders half-understood data.
 */
import { z } from "zod";
import { MILESTONE_IDS, CLOSING_KIND_VALUES } from "../../../core/closing/milestones.ts";
import { PARTY_ROLE_VALUES } from "../../../core/closing/closing-enums.ts";
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

const milestoneId = z.enum(MILESTONE_IDS);
const partyRole = z.enum(PARTY_ROLE_VALUES);



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



export const notificationPreferencesSchema = z.object({
  email_off: z.array(milestoneId),
  sms: z.boolean(),
  phone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const calendarSchema = z.object({ url: z.string().nullable(), created_at: z.string().nullable() });
export type CalendarAddress = z.infer<typeof calendarSchema>;
