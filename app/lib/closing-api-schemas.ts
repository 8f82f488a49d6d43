/**
 * The closing-file API's shapes that staff and party pages both read (docs/closing-files-contract.md):
 * a party, a step of the timeline and a document, checked on arrival so a page never renders a
 * shape it does not understand. Each feature adds the file shapes only it reads.
 */
import { z } from "zod";
import { DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "../../core/closing/closing-enums.ts";
import { MILESTONE_IDS, MILESTONE_STATE_VALUES } from "../../core/closing/milestones.ts";

export const partySchema = z.object({
  id: z.string(),
  role: z.enum(PARTY_ROLE_VALUES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const milestoneSchema = z.object({
  id: z.enum(MILESTONE_IDS),
  label: z.string(),
  public_label: z.string(),
  state: z.enum(MILESTONE_STATE_VALUES),
  done_on: z.string().nullable(),
  reason: z.string().nullable(),
  objections: z.number().nullable(),
  recording_reference: z.string().nullable(),
  waivable: z.boolean(),
  updated_at: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  content_type: z.string(),
  size_bytes: z.number(),
  sha256: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITY_VALUES),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type ClosingDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({ data: z.array(documentSchema) });

/** A signed, expiring download link. */
export const documentLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
