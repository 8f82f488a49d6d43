/**
 * The vocabulary of a closing file's requests (issue 30; docs/requests-contract.md): one thing the
 * file needs from one party or from staff, its status, who owes it and how it is answered. The
 * rules that generate requests are core/closing/requests.ts, the kinds' fields
 * core/closing/request-kinds.ts, the milestone gates core/closing/request-gates.ts, who may see and
 * answer what core/closing/file-actor.ts.
 */
import { z } from "zod";
import { PARTY_ROLE_VALUES, type PartyRole } from "./closing-enums.ts";

export const REQUEST_KIND_VALUES = [
  "abstract_location",
  "payoff_authorization",
  "declaration_of_value",
  "groundwater_hazard",
  "septic_inspection",
  "insurance_binder",
  "vesting",
  "exchange_intermediary",
  "purchase_agreement",
  "commission_instructions",
  "lender_instructions",
  "loan_documents_date",
  "title_requirement",
  "opinion_objection",
  "other",
] as const;
export const requestKindSchema = z.enum(REQUEST_KIND_VALUES);
export type RequestKind = z.infer<typeof requestKindSchema>;

/**
 * open → submitted → accepted; sent back is open again with the reason kept (review_note,
 * sent_back_count); waived by staff with a reason. Accepted and waived are settled.
 */
export const REQUEST_STATUS_VALUES = ["open", "submitted", "accepted", "waived"] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUS_VALUES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: "Needed",
  submitted: "Sent, being reviewed",
  accepted: "Accepted",
  waived: "Not needed",
};

/** Who owes a request: a party role on the file, or the office itself. */
export const REQUEST_OWNER_VALUES = [...PARTY_ROLE_VALUES, "staff"] as const;
export const requestOwnerSchema = z.enum(REQUEST_OWNER_VALUES);
export type RequestOwner = PartyRole | "staff";

/** Whether a request kind asks for documents, and whether one is needed to send the answer. */
export const REQUEST_DOCUMENTS_VALUES = ["none", "optional", "required"] as const;
export type RequestDocuments = (typeof REQUEST_DOCUMENTS_VALUES)[number];

/**
 * One typed field of a request kind's answer. The kind's zod schema is built from these
 * (answerSchemaOf in request-kinds.ts), and the forms render them, so the form and the API refuse
 * the same things with the same words.
 */
export type RequestFieldType = "text" | "long_text" | "yes_no" | "money" | "date" | "choice" | "last_four" | "email" | "phone";

export interface RequestField {
  /** snake_case key in the answer object. */
  name: string;
  label: string;
  type: RequestFieldType;
  required: boolean;
  /** Plain-words help under the field. */
  help?: string;
  /** For "choice": value → label, in order. */
  options?: readonly { value: string; label: string }[];
  /** Shown only when another yes_no field of the answer is yes (e.g. the value of personal property included). */
  when?: { field: string; equals: boolean | string };
  /** Longest text accepted (text, long_text); defaults in request-kinds.ts. */
  maxLength?: number;
}

/** Iowa dates are "yyyy-MM-dd" strings everywhere in core. */
export type IsoDate = string;
