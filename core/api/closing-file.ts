/**
 * The wire shapes of closing files (docs/closing-files-contract.md, "Shapes"): one definition for
 * the staff routes (server/api/admin/closing/), the party routes (server/api/closing-files/), their
 * mappers (server/closing/closing-file-read.ts) and the pages that read them, so a field means the
 * same, enums included, wherever it is written or read.
 */
import { z } from "zod";
import { CLOSING_PLACE_VALUES, PARTY_ROLE_VALUES } from "../closing/closing-enums.ts";
import { CLOSING_KIND_VALUES, MILESTONE_IDS, MILESTONE_STATE_VALUES, TITLE_EVIDENCE_VALUES } from "../closing/milestones.ts";
import { pageSchemaOf } from "./page.ts";
import { closingStatusLinkSchema } from "./closing-status-link.ts";

export const closingPartySchema = z
  .object({
    id: z.string().uuid(),
    role: z.enum(PARTY_ROLE_VALUES),
    name: z.string().meta({ example: "Dana Whitfield" }),
    email: z.string().nullable().meta({ example: "dana@prairiehomes.example" }),
    phone: z.string().nullable().meta({ example: "(319) 555-0142" }),
    company: z.string().nullable(),
  })
  .meta({ id: "ClosingParty" });
export type ClosingParty = z.infer<typeof closingPartySchema>;

export const closingMilestoneSchema = z
  .object({
    id: z.enum(MILESTONE_IDS),
    label: z.string().meta({ example: "Abstract continued" }),
    public_label: z.string(),
    state: z.enum(MILESTONE_STATE_VALUES),
    done_on: z.string().nullable().meta({ example: "2026-11-20" }),
    reason: z.string().nullable().meta({ description: "Blocked: who owes what, by when. Waived: why, if given." }),
    objections: z.number().int().nullable(),
    recording_reference: z.string().nullable(),
    waivable: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: "ClosingMilestone" });
export type ClosingMilestone = z.infer<typeof closingMilestoneSchema>;

const appointmentFields = {
  closing_at: z.string().nullable().meta({ example: "2026-12-18T20:30:00.000Z" }),
  closing_date: z.string().nullable().meta({ example: "2026-12-18", description: "Iowa date" }),
  closing_time: z.string().nullable().meta({ example: "14:30", description: "Iowa time; null when only the date is set" }),
  closing_place: z.enum(CLOSING_PLACE_VALUES).nullable(),
  closing_location: z.string().nullable(),
};

export const closingFileSummarySchema = z
  .object({
    id: z.string().uuid(),
    file_number: z.string().meta({ example: "HC-2026-01001" }),
    property_address: z.string().meta({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    county: z.string().meta({ example: "Black Hawk" }),
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
  .meta({ id: "ClosingFileSummary" });
export type ClosingFileSummary = z.infer<typeof closingFileSummarySchema>;

/** The caller's roles on a file (one e-mail may hold two), in the vocabulary's order. */
const myRoles = z.array(z.enum(PARTY_ROLE_VALUES));

/** What staff and parties both see on a file's detail (amounts, parties, steps). */
const detailFields = {
  sale_price_cents: z.number().int().nullable(),
  loan_amount_cents: z.number().int().nullable(),
  parties: z.array(closingPartySchema),
  milestones: z.array(closingMilestoneSchema),
};

export const staffClosingFileSchema = closingFileSummarySchema
  .extend({
    ...detailFields,
    notes: z.string().nullable(),
    closer_name: z.string().nullable().meta({ description: "Who closes the file (shown on the status page)" }),
    closer_phone: z.string().nullable().meta({ description: "The closer's direct line; null: the status page shows the office's number" }),
    service_request_id: z.string().uuid().nullable(),
    seller_loan_count: z.number().int().nullable().meta({ description: "The seller's loans to pay off (a payoff request each); null: unknown" }),
    extra_counties: z.array(z.string()).meta({ description: "Other Iowa counties the land lies in (a Declaration of Value each)", example: ["Grundy"] }),
    private_sewage: z.boolean().nullable().meta({ description: "A private sewage system on the property; null: unknown" }),
    office: z.string().nullable().meta({ description: "The office running the file, by city; null: not assigned", example: "Cedar Falls" }),
    funds_due_cents: z.number().int().nullable().meta({ description: "What the buyer brings to the closing, from the settlement figures; null: not known yet" }),
    updated_at: z.string(),
    status_link: closingStatusLinkSchema.nullable(),
  })
  .meta({ id: "ClosingFileForStaff" });
export type StaffClosingFile = z.infer<typeof staffClosingFileSchema>;

export const partyClosingFileSchema = closingFileSummarySchema
  .extend({ ...detailFields, my_roles: myRoles })
  .meta({ id: "ClosingFileForParty" });
export type PartyClosingFile = z.infer<typeof partyClosingFileSchema>;

export const partyClosingFileSummarySchema = closingFileSummarySchema
  .extend({ my_roles: myRoles.meta({ description: "The caller's roles on the file (one e-mail may hold two)" }) })
  .meta({ id: "ClosingFileSummaryForParty" });
export type PartyClosingFileSummary = z.infer<typeof partyClosingFileSummarySchema>;

/** One change to one step, as the staff history lists it. */
/**
 * One entry of a file's history: a change to a step (`source` "step"), or another event on the
 * file (`source` "request": a request added, changed, answered, accepted, sent back, waived or
 * reopened; milestone and state null, `label` says what happened).
 */
export const closingMilestoneChangeSchema = z
  .object({
    id: z.string().uuid(),
    source: z.enum(["step", "request"]),
    milestone: z.enum(MILESTONE_IDS).nullable(),
    label: z.string(),
    state: z.enum(MILESTONE_STATE_VALUES).nullable(),
    done_on: z.string().nullable(),
    reason: z.string().nullable(),
    objections: z.number().int().nullable(),
    recording_reference: z.string().nullable(),
    actor_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "ClosingMilestoneChange" });
export type ClosingMilestoneChange = z.infer<typeof closingMilestoneChangeSchema>;

/** The lists' own field (issue 31): how many messages on the file's conversation the caller has not read. */
const unreadField = {
  unread: z.number().int().meta({ description: "Messages on the file's conversation the caller may see, did not write and has not read" }),
};
export const closingFileListItemSchema = closingFileSummarySchema.extend(unreadField).meta({ id: "ClosingFileListItem" });
export type ClosingFileListItem = z.infer<typeof closingFileListItemSchema>;
export const partyClosingFileListItemSchema = partyClosingFileSummarySchema.extend(unreadField).meta({ id: "ClosingFileListItemForParty" });
export type PartyClosingFileListItem = z.infer<typeof partyClosingFileListItemSchema>;

export const closingFilePageSchema = pageSchemaOf(closingFileListItemSchema, "ClosingFilePage");
export const partyClosingFilePageSchema = pageSchemaOf(partyClosingFileListItemSchema, "ClosingFileForPartyPage");
export const closingMilestoneChangePageSchema = pageSchemaOf(closingMilestoneChangeSchema, "ClosingMilestoneChangePage");
