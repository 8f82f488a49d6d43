/**
 * The wire shapes of closing files (docs/closing-files-contract.md, "Shapes"), one definition for
 * the staff and the party routes so the OpenAPI document and the pages see the same fields.
 */
import { z } from "@hono/zod-openapi";
import { CLOSING_PLACE_VALUES, PARTY_ROLE_VALUES } from "../../core/closing/closing-enums.ts";
import { CLOSING_KIND_VALUES, MILESTONE_IDS, MILESTONE_STATE_VALUES, TITLE_EVIDENCE_VALUES } from "../../core/closing/milestones.ts";

export const PartySchema = z
  .object({
    id: z.string().uuid(),
    role: z.enum(PARTY_ROLE_VALUES),
    name: z.string().openapi({ example: "Dana Whitfield" }),
    email: z.string().nullable().openapi({ example: "dana@prairiehomes.example" }),
    phone: z.string().nullable().openapi({ example: "(319) 555-0142" }),
    company: z.string().nullable(),
  })
  .openapi("ClosingParty");

export const MilestoneSchema = z
  .object({
    id: z.enum(MILESTONE_IDS),
    label: z.string().openapi({ example: "Abstract continued" }),
    public_label: z.string(),
    state: z.enum(MILESTONE_STATE_VALUES),
    done_on: z.string().nullable().openapi({ example: "2026-11-20" }),
    reason: z.string().nullable().openapi({ description: "Blocked: who owes what, by when. Waived: why, if given." }),
    objections: z.number().int().nullable(),
    recording_reference: z.string().nullable(),
    waivable: z.boolean(),
    updated_at: z.string(),
  })
  .openapi("ClosingMilestone");

const appointmentFields = {
  closing_at: z.string().nullable().openapi({ example: "2026-12-18T20:30:00.000Z" }),
  closing_date: z.string().nullable().openapi({ example: "2026-12-18", description: "Iowa date" }),
  closing_time: z.string().nullable().openapi({ example: "14:30", description: "Iowa time; null when only the date is set" }),
  closing_place: z.enum(CLOSING_PLACE_VALUES).nullable(),
  closing_location: z.string().nullable(),
};

export const FileSummarySchema = z
  .object({
    id: z.string().uuid(),
    file_number: z.string().openapi({ example: "HC-2026-01001" }),
    property_address: z.string().openapi({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    county: z.string().openapi({ example: "Black Hawk" }),
    kind: z.enum(CLOSING_KIND_VALUES),
    title_evidence: z.enum(TITLE_EVIDENCE_VALUES),
    ...appointmentFields,
    next_milestone: z.enum(MILESTONE_IDS).nullable(),
    next_label: z.string().nullable(),
    progress_percent: z.number().int(),
    blocked: z.boolean(),
    completed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ClosingFileSummary");

export const StatusLinkSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string().openapi({ example: "https://example.com/status/3q2-…" }),
    created_at: z.string(),
    view_count: z.number().int(),
    last_viewed_at: z.string().nullable(),
    expires_at: z.string().nullable().openapi({ description: "90 days after the file completes; null while it is open" }),
  })
  .openapi("ClosingStatusLink");

const detailFields = {
  sale_price_cents: z.number().int().nullable(),
  loan_amount_cents: z.number().int().nullable(),
  parties: z.array(PartySchema),
  milestones: z.array(MilestoneSchema),
};

export const StaffFileSchema = FileSummarySchema.extend({
  ...detailFields,
  notes: z.string().nullable(),
  service_request_id: z.string().uuid().nullable(),
  updated_at: z.string(),
  status_link: StatusLinkSchema.nullable(),
}).openapi("ClosingFileForStaff");

export const PartyFileSchema = FileSummarySchema.extend({
  ...detailFields,
  my_roles: z.array(z.enum(PARTY_ROLE_VALUES)),
}).openapi("ClosingFileForParty");

export const HistoryEntrySchema = z
  .object({
    id: z.string().uuid(),
    milestone: z.enum(MILESTONE_IDS),
    label: z.string(),
    state: z.enum(MILESTONE_STATE_VALUES),
    done_on: z.string().nullable(),
    reason: z.string().nullable(),
    objections: z.number().int().nullable(),
    recording_reference: z.string().nullable(),
    actor_email: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ClosingMilestoneChange");

export const fileIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: "id", in: "path" }, example: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" }),
});

export type FileSummary = z.infer<typeof FileSummarySchema>;
export type MilestoneView = z.infer<typeof MilestoneSchema>;
export type PartyView = z.infer<typeof PartySchema>;
