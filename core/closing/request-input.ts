/**
 * What staff, parties and status-link holders send about requests (issue 30;
 * docs/requests-contract.md). Shared by the routes and the forms, so both refuse the same things
 * with the same words. The typed answer itself is the kind's schema (request-kinds.ts).
 */
import { z } from "zod";
import { documentVisibilitySchema } from "./closing-enums.ts";
import { requestKindSchema, requestOwnerSchema } from "./request-types.ts";

export const REQUEST_LIMITS = { title: 160, instructions: 2000, reason: 1000 } as const;

export const REQUEST_MESSAGES = {
  titleRequired: "Give the request a title",
  titleTooLong: `Keep the title to ${REQUEST_LIMITS.title} characters`,
  instructionsRequired: "Say in plain words what is needed",
  instructionsTooLong: `Keep the instructions to ${REQUEST_LIMITS.instructions} characters`,
  ownerRequired: "Choose who owes this: a party on the file, or staff",
  kindRequired: "Choose what kind of request this is",
  dueOnInvalid: "Enter the due date as a date (YYYY-MM-DD)",
  reasonRequired: "Say why, in a sentence the owner will read",
  reasonTooLong: `Keep the reason to ${REQUEST_LIMITS.reason} characters`,
  actionRequired: "Choose accept, send back, waive or reopen",
  answerRequired: "Send the answer's fields",
  notFound: "We couldn't find that request on this file.",
  notOpen: "This request has already been answered or closed. Reload to see where it stands.",
  notSubmitted: "Only an answer that was sent can be accepted or sent back.",
  alreadySettled: "This request is already settled.",
  documentNeeded: "Attach at least one document to answer this request.",
  ownerNotOnFile: "Nobody on this file has that role yet. Add the party first, or make the request staff's.",
  answered: "Thank you. We have your answer and will review it.",
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const reasonSchema = text(REQUEST_LIMITS.reason, REQUEST_MESSAGES.reasonRequired, REQUEST_MESSAGES.reasonTooLong);

const dueOnSchema = z.iso.date({ error: REQUEST_MESSAGES.dueOnInvalid }).nullable();

/** POST /admin/closing-files/{id}/requests: a request staff add by hand. */
export const requestCreateSchema = z.object({
  kind: requestKindSchema.default("other"),
  title: text(REQUEST_LIMITS.title, REQUEST_MESSAGES.titleRequired, REQUEST_MESSAGES.titleTooLong),
  instructions: text(REQUEST_LIMITS.instructions, REQUEST_MESSAGES.instructionsRequired, REQUEST_MESSAGES.instructionsTooLong),
  owner: requestOwnerSchema,
  due_on: dueOnSchema.default(null),
  /** Omitted: the kind's default (request-kinds.ts). */
  visibility: documentVisibilitySchema.optional(),
});
export type RequestCreateInput = z.input<typeof requestCreateSchema>;
export type RequestCreate = z.output<typeof requestCreateSchema>;

/**
 * PATCH /admin/closing-files/{id}/requests/{requestId}: edit (any of the fields; a missing key
 * leaves the value) and/or one review action. send_back and waive need a reason.
 */
export const requestPatchSchema = z
  .object({
    title: text(REQUEST_LIMITS.title, REQUEST_MESSAGES.titleRequired, REQUEST_MESSAGES.titleTooLong).optional(),
    instructions: text(REQUEST_LIMITS.instructions, REQUEST_MESSAGES.instructionsRequired, REQUEST_MESSAGES.instructionsTooLong).optional(),
    owner: requestOwnerSchema.optional(),
    due_on: dueOnSchema.optional(),
    visibility: documentVisibilitySchema.optional(),
    action: z.enum(["accept", "send_back", "waive", "reopen"], { error: REQUEST_MESSAGES.actionRequired }).optional(),
    reason: reasonSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.action === "send_back" || value.action === "waive") && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: REQUEST_MESSAGES.reasonRequired });
    }
  });
export type RequestPatchInput = z.input<typeof requestPatchSchema>;
export type RequestPatch = z.output<typeof requestPatchSchema>;

/**
 * POST …/requests/{requestId}/answers: the typed answer (checked again by the kind's schema on the
 * server) and the ids of documents already uploaded to this request that go with it.
 */
export const requestAnswerBodySchema = z.object({
  answer: z.record(z.string(), z.unknown(), { error: REQUEST_MESSAGES.answerRequired }).default({}),
  document_ids: z.array(z.string().uuid()).max(20).default([]),
});
export type RequestAnswerBodyInput = z.input<typeof requestAnswerBodySchema>;

export const VERIFICATION_MESSAGES = {
  partyRequired: "Choose who you are",
  channelRequired: "Choose where to send the code: e-mail or text",
  codeInvalid: "Enter the six-digit code we sent",
} as const;

/** POST /status/{token}/verification: who the holder says they are, and where the code goes. */
export const statusVerificationSendSchema = z.object({
  party_id: z.string({ error: VERIFICATION_MESSAGES.partyRequired }).uuid(VERIFICATION_MESSAGES.partyRequired),
  channel: z.enum(["email", "sms"], { error: VERIFICATION_MESSAGES.channelRequired }),
});
export type StatusVerificationSend = z.infer<typeof statusVerificationSendSchema>;

/** POST /status/{token}/verification/check. */
export const statusVerificationCheckSchema = z.object({
  party_id: z.string({ error: VERIFICATION_MESSAGES.partyRequired }).uuid(VERIFICATION_MESSAGES.partyRequired),
  code: z
    .string({ error: VERIFICATION_MESSAGES.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, VERIFICATION_MESSAGES.codeInvalid),
});
export type StatusVerificationCheck = z.infer<typeof statusVerificationCheckSchema>;

/** PUT /status/{token}/reminders (verified): a buyer's or seller's daily reminder choice. */
export const statusRemindersSchema = z.object({ reminders: z.boolean({ error: "Say whether you want reminders (true or false)" }) });
