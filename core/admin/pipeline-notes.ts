/**
 * What staff do on a lead or a service request besides its status (issue 29, "The closer's day"):
 * take it (an owner, one of the administrators), write internal notes (never shown to the
 * customer), reply by e-mail from the record (through the outbox, within the sending caps), and
 * convert a lead into a service request. The pages and the API check the same bodies.
 */
import { z } from "zod";
import { sendEmailSchema } from "../clients/communication-fields.ts";
import { SERVICE_TYPE_VALUES } from "../domain/enums.ts";
import { FIELD_MESSAGES, LIMITS, optionalTextSchema, requiredTextSchema } from "../leads/contact-fields.ts";
import { parseIsoDate } from "../calculators/calendar-date.ts";

export { PIPELINE_NOTE_KIND_VALUES, type PipelineNoteKind } from "./pipeline-note-kinds.ts";

export const PIPELINE_NOTE_LIMIT = 5_000;

/** Largest price a request may name, in cents ($1 billion, as a closing file's). */
const MAX_PRICE_CENTS = 100_000_000_000;

export const PIPELINE_ACTION_MESSAGES = {
  noteRequired: "Please write the note",
  noteTooLong: `Please keep a note to ${PIPELINE_NOTE_LIMIT.toLocaleString("en-US")} characters`,
  noteAdded: "Note added",
  noteFailed: "The note was not saved. Please try again.",
  ownerInvalid: "Choose a staff member from the list, or nobody.",
  ownerNotStaff: "Only an administrator can own a lead or a request. Choose someone from the list.",
  ownerSet: "Owner updated",
  ownerFailed: "The owner was not changed. Please try again.",
  replyQueued: "Reply queued; its delivery shows in the history",
  replyFailed: "The reply was not sent. Please try again.",
  chooseService: "Please choose the service the lead wants",
  priceInvalid: "Enter a whole-dollar amount of 0 or more",
  dateInvalid: "Enter the closing date as YYYY-MM-DD",
  converted: "Lead converted to a service request",
  convertFailed: "The lead was not converted. Please try again.",
  alreadyConverted: "This lead has already been converted to a service request.",
  invalidOwnerFilter: "Choose mine, none or every owner.",
} as const;

/** PUT …/{id}/owner: the administrator who works it, or null for nobody. */
export const ownerBodySchema = z.object({
  owner_id: z.string({ error: PIPELINE_ACTION_MESSAGES.ownerInvalid }).uuid(PIPELINE_ACTION_MESSAGES.ownerInvalid).nullable(),
});
export type OwnerBody = z.output<typeof ownerBodySchema>;

/** POST …/{id}/notes: an internal note. */
export const noteBodySchema = z.object({
  body: requiredTextSchema(PIPELINE_NOTE_LIMIT, PIPELINE_ACTION_MESSAGES.noteRequired, PIPELINE_ACTION_MESSAGES.noteTooLong),
});
export type NoteBody = z.output<typeof noteBodySchema>;

/** POST …/{id}/replies: an e-mail to the lead's address; the same rules as a client e-mail (no placeholders, no talk of wiring money). */
export const replyBodySchema = sendEmailSchema.omit({ type: true });
export type ReplyBody = z.output<typeof replyBodySchema>;

/** "" or null is none; otherwise a real calendar date, kept as yyyy-mm-dd. */
const optionalDate = z
  .string({ error: PIPELINE_ACTION_MESSAGES.dateInvalid })
  .nullish()
  .transform((v, ctx) => {
    const text = (v ?? "").trim();
    if (text === "") return null;
    if (!parseIsoDate(text)) {
      ctx.addIssue({ code: "custom", message: PIPELINE_ACTION_MESSAGES.dateInvalid });
      return z.NEVER;
    }
    return text;
  });

/** POST /admin/leads/{id}/service-request: what the lead does not say and a request needs (the service), and what staff learnt. */
export const convertLeadBodySchema = z.object({
  service_type: z.enum(SERVICE_TYPE_VALUES, { error: PIPELINE_ACTION_MESSAGES.chooseService }),
  property_address: optionalTextSchema(LIMITS.address, FIELD_MESSAGES.addressTooLong),
  closing_date_requested: optionalDate,
  sale_price_cents: z
    .number({ error: PIPELINE_ACTION_MESSAGES.priceInvalid })
    .int(PIPELINE_ACTION_MESSAGES.priceInvalid)
    .min(0, PIPELINE_ACTION_MESSAGES.priceInvalid)
    .max(MAX_PRICE_CENTS, PIPELINE_ACTION_MESSAGES.priceInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type ConvertLeadInput = z.input<typeof convertLeadBodySchema>;
export type ConvertLeadBody = z.output<typeof convertLeadBodySchema>;

/** The list's owner filter: mine (the caller's), none (nobody's), or absent (everyone's). */
export const PIPELINE_OWNER_FILTER_VALUES = ["mine", "none"] as const;
export type PipelineOwnerFilter = (typeof PIPELINE_OWNER_FILTER_VALUES)[number];
