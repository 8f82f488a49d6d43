/**
 * A closing file's requests on the wire (issue 30; docs/requests-contract.md): what staff, the
 * agents and lenders on the file and verified buyers and sellers read, and what staff send to add,
 * change and review one. The answer a party sends is the kind's own schema
 * (core/closing/request-kinds.ts answerSchemaOf), wrapped in requestAnswerBodySchema.
 */
import { z } from "zod";
import { DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "../closing/closing-enums.ts";
import { REQUEST_KIND_VALUES, REQUEST_OWNER_VALUES, REQUEST_STATUS_VALUES } from "../closing/request-types.ts";
import { closingDocumentSchema } from "./closing-documents.ts";
import { pageSchemaOf } from "./page.ts";

export const closingRequestSchema = z
  .object({
    id: z.string().uuid(),
    file_id: z.string().uuid(),
    kind: z.enum(REQUEST_KIND_VALUES),
    title: z.string().meta({ example: "Groundwater hazard questions" }),
    instructions: z.string(),
    owner: z.enum(REQUEST_OWNER_VALUES),
    owner_label: z.string().meta({ example: "Seller" }),
    due_on: z.string().nullable().meta({ example: "2026-12-04", description: "Iowa date" }),
    overdue: z.boolean().meta({ description: "Due before today in Iowa and not yet answered" }),
    status: z.enum(REQUEST_STATUS_VALUES),
    status_label: z.string().meta({ example: "Needed" }),
    visibility: z.enum(DOCUMENT_VISIBILITY_VALUES),
    answer: z.record(z.string(), z.unknown()).nullable(),
    documents: z.array(closingDocumentSchema),
    answered_at: z.string().nullable(),
    answered_by: z.string().nullable(),
    review_note: z.string().nullable().meta({ description: "Sent back: why (open again). Waived: why." }),
    sent_back: z.boolean().meta({ description: "Open again because staff sent the last answer back (review_note says why)" }),
    can_answer: z.boolean().meta({ description: "The caller owes it and it is open" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ClosingRequest" });
export type ClosingRequest = z.infer<typeof closingRequestSchema>;

/** Every request of a file the caller may see, in due order: one answer, not paged. */
export const closingRequestListSchema = z.object({ data: z.array(closingRequestSchema) }).meta({ id: "ClosingRequestList" });
export type ClosingRequestList = z.infer<typeof closingRequestListSchema>;

/** A row of staff's needs-attention list: the request with the file it belongs to. */
export const attentionRequestSchema = closingRequestSchema
  .extend({
    file_number: z.string(),
    property_address: z.string(),
    county: z.string(),
    office: z.string().nullable(),
    reason: z.enum(["overdue", "due_soon", "submitted", "open"]).meta({ description: "Why it needs attention, the first that applies" }),
  })
  .meta({ id: "AttentionRequest" });
export type AttentionRequest = z.infer<typeof attentionRequestSchema>;
export const attentionRequestPageSchema = pageSchemaOf(attentionRequestSchema, "AttentionRequestPage");

/** GET /status/{token}/verification: whom the holder may verify as (names shown, contacts masked). */
export const statusVerificationChoicesSchema = z
  .object({
    data: z.array(
      z.object({
        party_id: z.string().uuid(),
        name: z.string(),
        role: z.enum(PARTY_ROLE_VALUES),
        email: z.string().nullable().meta({ example: "d•••@e•••.com" }),
        phone: z.string().nullable().meta({ example: "(•••) •••-0142" }),
      }),
    ),
  })
  .meta({ id: "StatusVerificationChoices" });
export type StatusVerificationChoices = z.infer<typeof statusVerificationChoicesSchema>;

/** POST /status/{token}/verification: the code went out; where to, masked. */
export const statusCodeSentSchema = z
  .object({ sent_to: z.string(), channel: z.enum(["email", "sms"]), expires_at: z.string() })
  .meta({ id: "StatusCodeSent" });
export type StatusCodeSent = z.infer<typeof statusCodeSentSchema>;

/** POST /status/{token}/verification/check: the verified session, sent as `Authorization: Bearer`. */
export const statusSessionSchema = z
  .object({
    session_token: z.string(),
    expires_at: z.string(),
    /** Where the code that opened it went (issue 32). */
    channel: z.enum(["email", "sms"]),
    /**
     * Until when this session may see wire instructions and give bank details (core/money/money-view.ts):
     * 10 minutes after the code; null when the code went to the e-mail while a phone is on the file.
     */
    money_view_until: z.string().nullable(),
    party: z.object({
      id: z.string().uuid(),
      name: z.string(),
      role: z.enum(PARTY_ROLE_VALUES),
      reminders: z.boolean(),
      /** Told when someone writes on the file's conversation (issue 31). */
      message_notices: z.boolean(),
    }),
  })
  .meta({ id: "StatusSession" });
export type StatusSession = z.infer<typeof statusSessionSchema>;
