/**
 * What each kind of request asks, and how it is answered (issue 30; docs/requests-contract.md
 * "Core"): its label, whether it takes documents, who may see it by default, its instructions and
 * its typed fields. The answer's one zod schema is built from the fields (answerSchemaOf), so the
 * form, the staff panel and the API refuse the same things with the same words.
 *
 * Never a Social Security number: no field asks for one, and free text that looks like one is
 * refused, because nothing the portal keeps is meant to hold one.
 */
import { z } from "zod";
import { CONSUMER_ROLES, type DocumentVisibility } from "./closing-enums.ts";
import type { RequestDocuments, RequestField, RequestKind, RequestOwner } from "./request-types.ts";
import { ANSWER_MESSAGES, readAnswer, type RequestAnswer } from "./request-fields.ts";

export { type AnswerValue, type RequestAnswer } from "./request-fields.ts";

export interface RequestKindDefinition {
  label: string;
  documents: RequestDocuments;
  /**
   * Who may see the request by default (the contract's visibility). Whatever a buyer or seller
   * owes is "everyone": a consumer sees only "everyone" requests of their own role, and no one
   * of the other side sees another side's request whatever its visibility (file-actor.ts).
   */
  visibility: DocumentVisibility;
  /**
   * The visibility of the documents uploaded to answer it. Not the request's: an "everyone"
   * document shows on the status page to whoever holds the link, so a seller's payoff
   * authorisation (loan numbers) or an exchange agreement is kept to staff though the seller
   * sees the request.
   */
  documentVisibility: DocumentVisibility;
  /** Plain-words instructions a request of this kind starts with. */
  instructions: string;
  fields: readonly RequestField[];
}

const yes = (name: string, label: string, help?: string): RequestField => ({ name, label, type: "yes_no", required: true, ...(help ? { help } : {}) });

/**
 * Iowa Code 428A.2's numbered exceptions that can apply to a deed we close (a mortgage, will,
 * plat or lease, subsections 2–5, is not a deed of sale). Labels paraphrase the statute; the
 * number is what the deed or the declaration must state (428A.4; the Department of Revenue has
 * recorders ask for the subsection). "Another subsection" lets the
 * seller name one not listed; the attorney confirms it before recording.
 */
export const DOV_EXEMPTIONS = [
  { value: "428A.2(1)", label: "1. Executory contract for the sale of land with possession, or its assignment or cancellation" },
  { value: "428A.2(6)", label: "6. The United States, the State of Iowa or a unit of government is the grantor (or the grantee, with no consideration)" },
  { value: "428A.2(7)", label: "7. Deed for a cemetery lot" },
  { value: "428A.2(8)", label: "8. Deed that secures a debt, not part of a sale" },
  { value: "428A.2(9)", label: "9. Deed releasing a security interest, not part of a sale" },
  { value: "428A.2(10)", label: "10. Deed that, without added consideration, confirms, corrects, modifies or supplements a recorded deed" },
  { value: "428A.2(11)", label: "11. Deed between spouses, or parent and child, without actual consideration" },
  { value: "428A.2(12)", label: "12. Tax deed" },
  { value: "428A.2(13)", label: "13. Deed of partition without consideration" },
  { value: "other", label: "Another subsection of 428A.2 (say which below)" },
] as const;

/**
 * What the recorder looks for with a deed of property served by a private sewage disposal system
 * (Iowa Code 455B.172(11); 567 IAC 69.2(1)): the certified inspector's report, or one of the two
 * binding agreements of the buyer with the county board of health that the rule allows instead.
 */
export const SEPTIC_PAPERWORK = [
  { value: "inspection_report", label: "Time-of-transfer inspection report by a DNR-certified inspector" },
  { value: "weather_agreement", label: "Weather prevents the inspection: the buyer's binding agreement with the county board of health to have it inspected as soon as possible" },
  { value: "replacement_agreement", label: "Everyone agrees the system will not pass: the buyer's binding agreement with the county board of health to install a system that complies" },
] as const;

export const VESTING_CHOICES = [
  { value: "joint_tenancy", label: "Joint tenants with full rights of survivorship" },
  { value: "tenants_in_common", label: "Tenants in common" },
  { value: "sole_owner", label: "One buyer alone" },
] as const;

/** The groundwater hazard questions (Iowa Code 558.69), in the order of the DNR's statement. */
export const GROUNDWATER_CONDITIONS = [
  "has_wells",
  "has_solid_waste_site",
  "has_hazardous_waste",
  "has_underground_tanks",
  "has_burial_sites",
  "has_private_sewage",
] as const;

export const REQUEST_KINDS: Record<RequestKind, RequestKindDefinition> = {
  abstract_location: {
    label: "Where the abstract is",
    documents: "none",
    visibility: "everyone",
    documentVisibility: "professionals",
    instructions:
      "Iowa title is shown by the abstract of title: the property's title history, which the owner usually keeps. We need it to have it brought up to date for the attorney's title opinion. Tell us where it is and who holds it, and get it to our office (or let us ask the holder for it).",
    fields: [
      {
        name: "abstract_holder",
        label: "Where is the abstract now?",
        type: "choice",
        required: true,
        options: [
          { value: "owner", label: "I have it" },
          { value: "lender", label: "A lender has it (often from an earlier loan)" },
          { value: "attorney", label: "An attorney has it" },
          { value: "abstracter", label: "An abstracter has it" },
          { value: "unknown", label: "I don't know" },
        ],
      },
      { name: "holder_name", label: "Who holds it (name or company)", type: "text", required: false, help: "If a lender, attorney or abstracter has it." },
      { name: "holder_phone", label: "Their phone number", type: "phone", required: false },
      {
        name: "delivery",
        label: "How will it reach us?",
        type: "choice",
        required: true,
        options: [
          { value: "owner_brings", label: "I will bring or mail it to your office" },
          { value: "ask_holder", label: "Please ask the holder for it: I authorize them to send it to you" },
          { value: "need_help", label: "I can't find it: please help me find it" },
        ],
      },
      { name: "notes", label: "Anything else we should know", type: "long_text", required: false },
    ],
  },
  payoff_authorization: {
    label: "Payoff authorization",
    documents: "required",
    visibility: "everyone",
    documentVisibility: "staff",
    instructions:
      "We order the payoff statement for this loan from your lender, and the loan is paid off at closing. Lenders only answer us with your written authorization: tell us the lender and the last four digits of the loan number, and upload the signed authorization.",
    fields: [
      { name: "lender_name", label: "Lender or loan servicer", type: "text", required: true, help: "The company you send your payments to." },
      { name: "loan_last_four", label: "Last four digits of the loan number", type: "last_four", required: true, help: "Only the last four: we never ask for the whole number here." },
      { name: "lender_phone", label: "The servicer's phone number, if you have it", type: "phone", required: false },
    ],
  },
  declaration_of_value: {
    label: "Declaration of Value",
    documents: "none",
    visibility: "everyone",
    documentVisibility: "staff",
    instructions:
      "Iowa requires a Declaration of Value with the deed, in each county where the land lies, and the county recorder refuses the deed without it (Iowa Code 428A.1, 428A.4). A transfer exempt from the transfer tax under 428A.2 must state which exemption instead. We fill in the declaration from your answers. We never ask for a Social Security number through the portal: please don't type one in any answer.",
    fields: [
      yes("personal_property_included", "Is any personal property included in the sale?", "Things that are not part of the real estate, such as furniture, appliances that are not built in, equipment or grain. The declaration reports them apart from the real estate."),
      {
        name: "personal_property_value",
        label: "Value of the personal property included",
        type: "money",
        required: true,
        when: { field: "personal_property_included", equals: true },
      },
      yes("transfer_exempt", "Is this transfer exempt from the Iowa real estate transfer tax?", "Almost every sale is not exempt. Answer yes only if it falls under one of the exceptions in Iowa Code 428A.2."),
      {
        name: "exemption",
        label: "Which exemption of Iowa Code 428A.2",
        type: "choice",
        required: true,
        options: DOV_EXEMPTIONS,
        when: { field: "transfer_exempt", equals: true },
      },
      {
        name: "exemption_other",
        label: "Which subsection of 428A.2, and why it applies",
        type: "text",
        required: true,
        when: { field: "exemption", equals: "other" },
      },
      { name: "seller_mailing_address", label: "Your mailing address after closing", type: "text", required: true, maxLength: 300 },
      {
        name: "buyer_mailing_address",
        label: "The buyer's mailing address for property tax statements",
        type: "text",
        required: false,
        maxLength: 300,
        help: "If you don't know it, leave it empty: we ask the buyer.",
      },
    ],
  },
  groundwater_hazard: {
    label: "Groundwater hazard questions",
    documents: "none",
    visibility: "everyone",
    documentVisibility: "everyone",
    instructions:
      "Iowa Code 558.69 asks whoever transfers the property about wells, disposal sites, hazardous waste, underground storage tanks, private burial sites and a private sewage (septic) system on it. If any is there, we prepare the Groundwater Hazard Statement for your signature and it is filed with the deed when it is recorded; if none is, no statement is filed and the deed itself carries the statement the law prescribes that none is there. Your answers decide which.",
    fields: [
      yes("has_wells", "Is there any well on the property?", "Any well, in use or not: water, monitoring, geothermal, or an abandoned one."),
      yes("has_solid_waste_site", "Is there a solid waste disposal site on the property?", "A place where garbage or other solid waste was buried or dumped."),
      yes("has_hazardous_waste", "Is there hazardous waste on the property?"),
      yes("has_underground_tanks", "Is there an underground storage tank on the property?", "Such as a buried fuel tank. A septic tank is not one (it is asked about below), nor, on the DNR's form, are cisterns, most heating oil tanks and small farm or home motor fuel tanks."),
      yes("has_burial_sites", "Is there a private burial site on the property?"),
      yes("has_private_sewage", "Does the property have a private sewage (septic) system?", "Any system not connected to a city sewer: a septic tank, lagoon or similar."),
      { name: "details", label: "Where and what, for anything you answered yes", type: "long_text", required: false },
    ],
  },
  septic_inspection: {
    label: "Septic system inspection at transfer",
    documents: "required",
    visibility: "everyone",
    documentVisibility: "everyone",
    instructions:
      "A property served by a private sewage disposal system must have it inspected by a DNR-certified inspector before it changes hands (Iowa Code 455B.172(11); 567 IAC 69.2): upload the time-of-transfer inspection report. When weather keeps the inspection from being done before closing, the buyer signs a binding agreement with the county board of health to have it done as soon as it can be; when everyone agrees the system will not pass, the buyer may instead agree with the board to install one that does. Upload that agreement instead of the report. The county recorder looks for one of them before recording the deed.",
    fields: [
      { name: "paperwork", label: "Which do you have?", type: "choice", required: true, options: SEPTIC_PAPERWORK },
      { name: "inspector_name", label: "Inspector's name", type: "text", required: false, when: { field: "paperwork", equals: "inspection_report" } },
      { name: "inspection_date", label: "Date of the inspection", type: "date", required: false, when: { field: "paperwork", equals: "inspection_report" } },
    ],
  },
  insurance_binder: {
    label: "Homeowner's insurance binder",
    documents: "required",
    visibility: "everyone",
    documentVisibility: "professionals",
    instructions:
      "Your lender needs the property insured from the day you close. Ask your insurance agent for a binder (evidence of insurance) naming your lender as mortgagee, and upload it here with the agent's contact.",
    fields: [
      { name: "insurer", label: "Insurance company", type: "text", required: true },
      { name: "agent_name", label: "Agent's name", type: "text", required: true },
      { name: "agent_phone", label: "Agent's phone number", type: "phone", required: true },
      { name: "agent_email", label: "Agent's e-mail address", type: "email", required: false },
    ],
  },
  vesting: {
    label: "How the buyers will take title",
    documents: "none",
    visibility: "everyone",
    documentVisibility: "everyone",
    instructions:
      "The deed names the buyers exactly as you tell us here. Two or more buyers take title either as joint tenants with full rights of survivorship (when one dies, the others own it all) or as tenants in common (each share passes by will or estate). If you are unsure which suits you, ask your attorney before closing.",
    fields: [
      {
        name: "buyer_names",
        label: "Every buyer's full legal name, exactly as it should appear on the deed",
        type: "long_text",
        required: true,
        maxLength: 500,
        help: "One per line, with middle names or initials as you sign them.",
      },
      { name: "tenancy", label: "How will you hold title?", type: "choice", required: true, options: VESTING_CHOICES },
    ],
  },
  exchange_intermediary: {
    label: "1031 exchange: qualified intermediary",
    documents: "required",
    visibility: "everyone",
    documentVisibility: "staff",
    instructions:
      "In a 1031 exchange the sale proceeds go to your qualified intermediary, never to you. Tell us who your intermediary is and upload the signed exchange agreement, so we can follow their instructions at closing.",
    fields: [
      { name: "intermediary_company", label: "Qualified intermediary (company)", type: "text", required: true },
      { name: "contact_name", label: "Contact person", type: "text", required: true },
      { name: "contact_email", label: "Contact's e-mail address", type: "email", required: true },
      { name: "contact_phone", label: "Contact's phone number", type: "phone", required: true },
    ],
  },
  purchase_agreement: {
    label: "Signed purchase agreement and addenda",
    documents: "required",
    visibility: "professionals",
    documentVisibility: "professionals",
    instructions: "Upload the purchase agreement signed by buyer and seller, with every addendum and amendment signed so far.",
    fields: [{ name: "notes", label: "Anything we should know about it", type: "long_text", required: false }],
  },
  commission_instructions: {
    label: "Commission instructions",
    documents: "optional",
    visibility: "staff",
    documentVisibility: "staff",
    instructions:
      "Tell us your brokerage's commission on this sale and how it is to be paid (to the brokerage, any split or referral), or upload your brokerage's commission instructions.",
    fields: [
      { name: "brokerage", label: "Brokerage", type: "text", required: true },
      { name: "commission_amount", label: "Commission amount", type: "money", required: false, help: "Leave empty if the instructions you upload give it." },
      { name: "instructions", label: "Payment instructions", type: "long_text", required: false },
    ],
  },
  lender_instructions: {
    label: "Lender's closing instructions",
    documents: "required",
    visibility: "staff",
    documentVisibility: "staff",
    instructions: "Upload the closing instructions for this loan.",
    fields: [{ name: "notes", label: "Anything we should know", type: "long_text", required: false }],
  },
  loan_documents_date: {
    label: "When the loan documents will be ready",
    documents: "none",
    visibility: "professionals",
    documentVisibility: "professionals",
    instructions: "Tell us the date the loan documents will reach us, so we can confirm the closing time with everyone.",
    fields: [
      { name: "ready_on", label: "Date the loan documents will be ready", type: "date", required: true },
      { name: "notes", label: "Anything we should know", type: "long_text", required: false },
    ],
  },
  title_requirement: {
    label: "Title guaranty requirement",
    documents: "optional",
    visibility: "professionals",
    documentVisibility: "professionals",
    instructions: "Iowa Title Guaranty's commitment lists this requirement (Schedule B-I); it must be met before the certificate can issue.",
    fields: [{ name: "response", label: "What has been done, or your explanation", type: "long_text", required: true }],
  },
  opinion_objection: {
    label: "Title opinion objection",
    documents: "optional",
    visibility: "professionals",
    documentVisibility: "professionals",
    instructions: "The examining attorney's title opinion raises this objection; it must be cured or waived before closing.",
    fields: [{ name: "response", label: "What has been done, or your explanation", type: "long_text", required: true }],
  },
  other: {
    label: "Other",
    documents: "optional",
    visibility: "professionals",
    documentVisibility: "professionals",
    instructions: "",
    fields: [{ name: "note", label: "Your answer", type: "long_text", required: false }],
  },
};

/**
 * The visibility of a request of this kind owed by `owner`: a buyer or seller must see what they
 * owe through their status link, so it is "everyone" whatever the kind's default.
 */
export function visibilityFor(kind: RequestKind, owner: RequestOwner): DocumentVisibility {
  return (CONSUMER_ROLES as readonly string[]).includes(owner) ? "everyone" : REQUEST_KINDS[kind].visibility;
}

const SCHEMAS = new Map<RequestKind, z.ZodType<RequestAnswer>>();

/**
 * The one schema of a kind's answer: an object of its fields (unknown keys dropped), each error
 * under the field's name (the routes answer 400 with them under `answer.<field>`), a field with
 * `when` required only while it is shown and dropped when it is not.
 */
export function answerSchemaOf(kind: RequestKind): z.ZodType<RequestAnswer> {
  const cached = SCHEMAS.get(kind);
  if (cached) return cached;
  const fields = REQUEST_KINDS[kind].fields;
  const shape = Object.fromEntries(fields.map((f) => [f.name, z.unknown().optional()]));
  const schema = z.object(shape, { error: ANSWER_MESSAGES.notAnObject }).transform((input, ctx) => {
    const { values, errors } = readAnswer(fields, input);
    for (const e of errors) ctx.addIssue({ code: "custom", path: [e.field], message: e.message });
    return errors.length > 0 ? z.NEVER : values;
  });
  SCHEMAS.set(kind, schema);
  return schema;
}

export type GroundwaterOutcome = "statement_filed" | "deed_statement";

/**
 * Iowa Code 558.69 as amended by 2022 Iowa Acts, House File 2343 (DNR rules effective February
 * 15, 2023, ARC 6790C): any condition present → the Groundwater Hazard Statement (DNR form) is
 * filed with the deed at recording; none → no statement is recorded and the first page of the
 * deed carries the language the statute prescribes. The deed's words are the attorney's deed
 * form's, not ours: this only decides which.
 */
export function groundwaterOutcome(answer: Readonly<Record<string, unknown>>): GroundwaterOutcome {
  return GROUNDWATER_CONDITIONS.some((c) => answer[c] === true) ? "statement_filed" : "deed_statement";
}

export const GROUNDWATER_OUTCOME_TEXT: Record<GroundwaterOutcome, string> = {
  statement_filed: "The Groundwater Hazard Statement is needed: we prepare it for the seller's signature and file it with the deed at recording (Iowa Code 558.69).",
  deed_statement: "No Groundwater Hazard Statement is filed: the deed carries the statement Iowa Code 558.69 prescribes, that none of its conditions is on the property.",
};

/** What an accepted answer tells about the file: the groundwater answer says whether there is a private sewage system. */
export function factsFromAnswer(kind: RequestKind, answer: Readonly<Record<string, unknown>>): Partial<{ privateSewage: boolean }> {
  if (kind === "groundwater_hazard" && typeof answer.has_private_sewage === "boolean") return { privateSewage: answer.has_private_sewage };
  return {};
}
