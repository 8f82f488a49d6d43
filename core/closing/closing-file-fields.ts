/**
 * The closing file's inputs (issue 16), shared by the staff forms and the API (the authority):
 * the file itself (POST and PATCH /api/v1/admin/closing-files…) and one party. Amounts are whole
 * cents; the appointment is a date and a time in Iowa (America/Chicago) that the server turns
 * into an instant (core/domain/company-calendar.ts).
 */
import { z } from "zod";
import { FIELD_MESSAGES, LIMITS, nameSchema, optionalPhoneSchema, optionalTextSchema } from "../leads/contact-fields.ts";
import { optionalEmailSchema } from "../clients/client-fields.ts";
import { safeString } from "../validation/safe-text.ts";
import { closingKindSchema, titleEvidenceSchema } from "./milestones.ts";
import { closingPlaceSchema, documentVisibilitySchema, partyRoleSchema } from "./closing-enums.ts";
import { iowaCounty } from "./iowa-counties.ts";
import { OFFICE_CITIES } from "../site/settings.ts";

export const CLOSING_FILE_MESSAGES = {
  addressRequired: "Please enter the property address",
  addressTooLong: `Please keep the address to ${LIMITS.address} characters`,
  countyRequired: "Please enter the county",
  countyUnknown: "Please enter one of Iowa's 99 counties, e.g. Black Hawk",
  kindRequired: "Please choose the kind of closing",
  amountInvalid: "Enter a whole-dollar amount of 0 or more",
  dateInvalid: "Enter the closing date as YYYY-MM-DD",
  timeInvalid: "Enter the closing time as HH:MM (24-hour)",
  timeNeedsDate: "Enter the closing date before the time",
  locationTooLong: "Please keep the location to 300 characters",
  notesTooLong: "Please keep the notes to 5,000 characters",
  closerNameTooLong: `Please keep the closer's name to ${LIMITS.name} characters`,
  partyNameRequired: "Please enter the party's name",
  partyRoleRequired: "Please choose the party's role",
  professionalNeedsEmail: "Agents and lenders need an e-mail address: it is how they see the file",
  created: "Closing file opened",
  updated: "Closing file saved",
  notFound: "We couldn't find that closing file. It may not be one of yours.",
  sellerLoansInvalid: "Enter the number of the seller's loans to pay off, 0 to 9 (leave empty if unknown)",
  extraCountyUnknown: "Enter each other county as one of Iowa's 99 counties, e.g. Grundy",
  extraCountyIsFileCounty: "List only the other counties the land lies in, not the file's own county",
  extraCountiesTooMany: "A file can list at most 10 other counties",
  privateSewageInvalid: "Say whether the property has a private sewage system (yes, no, or unknown)",
  officeUnknown: `Choose one of our offices: ${OFFICE_CITIES.join(", ")}`,
  alreadyOpened: "A closing file is already open for this service request.",
} as const;

/** At most $1 billion, in cents. */
const MAX_AMOUNT_CENTS = 100_000_000_000;

const amountCents = z
  .number({ error: CLOSING_FILE_MESSAGES.amountInvalid })
  .int(CLOSING_FILE_MESSAGES.amountInvalid)
  .min(0, CLOSING_FILE_MESSAGES.amountInvalid)
  .max(MAX_AMOUNT_CENTS, CLOSING_FILE_MESSAGES.amountInvalid)
  .nullish()
  .transform((v) => v ?? null);

const address = safeString({ error: CLOSING_FILE_MESSAGES.addressRequired })
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(z.string().min(1, CLOSING_FILE_MESSAGES.addressRequired).max(LIMITS.address, CLOSING_FILE_MESSAGES.addressTooLong));

/** A county as people type it ("black hawk county", "OBrien") → its proper name ("Black Hawk", "O'Brien"). */
export const countySchema = safeString({ error: CLOSING_FILE_MESSAGES.countyRequired }).transform((v, ctx) => {
  if (v.trim() === "") {
    ctx.addIssue({ code: "custom", message: CLOSING_FILE_MESSAGES.countyRequired });
    return z.NEVER;
  }
  const county = iowaCounty(v);
  if (!county) {
    ctx.addIssue({ code: "custom", message: CLOSING_FILE_MESSAGES.countyUnknown });
    return z.NEVER;
  }
  return county;
});

const closingDate = z.iso.date({ error: CLOSING_FILE_MESSAGES.dateInvalid }).nullish().transform((v) => v ?? null);
const closingTime = z
  .string({ error: CLOSING_FILE_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOSING_FILE_MESSAGES.timeInvalid)
  .nullish()
  .transform((v) => v ?? null);

/** The seller's loans to pay off (one payoff request each); null: not known yet. */
const sellerLoanCount = z
  .number({ error: CLOSING_FILE_MESSAGES.sellerLoansInvalid })
  .int(CLOSING_FILE_MESSAGES.sellerLoansInvalid)
  .min(0, CLOSING_FILE_MESSAGES.sellerLoansInvalid)
  .max(9, CLOSING_FILE_MESSAGES.sellerLoansInvalid)
  .nullish()
  .transform((v) => v ?? null);

/** Other Iowa counties the land lies in (a Declaration of Value per county, Iowa Code 428A.1), each once, by its proper name. */
const extraCounties = z
  .array(safeString({ error: CLOSING_FILE_MESSAGES.extraCountyUnknown }), { error: CLOSING_FILE_MESSAGES.extraCountyUnknown })
  .max(10, CLOSING_FILE_MESSAGES.extraCountiesTooMany)
  .transform((typed, ctx) => {
    const counties: string[] = [];
    for (const [i, v] of typed.entries()) {
      const county = iowaCounty(v);
      if (!county) {
        ctx.addIssue({ code: "custom", path: [i], message: CLOSING_FILE_MESSAGES.extraCountyUnknown });
        return z.NEVER;
      }
      if (!counties.includes(county)) counties.push(county);
    }
    return counties;
  });

const privateSewage = z
  .boolean({ error: CLOSING_FILE_MESSAGES.privateSewageInvalid })
  .nullish()
  .transform((v) => v ?? null);

const office = z
  .enum(OFFICE_CITIES as [string, ...string[]], { error: CLOSING_FILE_MESSAGES.officeUnknown })
  .nullish()
  .transform((v) => v ?? null);

const fileFields = {
  property_address: address,
  county: countySchema,
  kind: closingKindSchema,
  title_evidence: titleEvidenceSchema.default("abstract_opinion_itg"),
  sale_price_cents: amountCents,
  loan_amount_cents: amountCents,
  /** What the buyer brings to the closing, from the settlement figures (issue 32; shown beside the wire instructions). */
  funds_due_cents: amountCents,
  closing_date: closingDate,
  closing_time: closingTime,
  closing_place: closingPlaceSchema.nullish().transform((v) => v ?? null),
  closing_location: optionalTextSchema(300, CLOSING_FILE_MESSAGES.locationTooLong),
  notes: optionalTextSchema(5000, CLOSING_FILE_MESSAGES.notesTooLong),
  /** Who closes the file, shown with their direct line on the buyers' and sellers' status page. */
  closer_name: optionalTextSchema(LIMITS.name, CLOSING_FILE_MESSAGES.closerNameTooLong),
  closer_phone: optionalPhoneSchema,
  /** The facts the file's requests are generated from (core/closing/requests.ts). */
  seller_loan_count: sellerLoanCount,
  extra_counties: extraCounties.default([]),
  private_sewage: privateSewage,
  office,
};

function timeNeedsDate(v: { closing_date?: string | null; closing_time?: string | null }, ctx: z.RefinementCtx) {
  if (v.closing_time && !v.closing_date) ctx.addIssue({ code: "custom", path: ["closing_time"], message: CLOSING_FILE_MESSAGES.timeNeedsDate });
}

/**
 * The other counties never include the file's own (when both are known here; a PATCH of one of
 * them alone is checked against the stored other by the server, extraCountiesError).
 */
function extraCountiesOwn(v: { county?: string; extra_counties?: string[] }, ctx: z.RefinementCtx) {
  const error = v.county && v.extra_counties ? extraCountiesError(v.county, v.extra_counties) : null;
  if (error) ctx.addIssue({ code: "custom", path: ["extra_counties"], message: error });
}

/** The refusal of other counties that name the file's own county; null when they do not. */
export function extraCountiesError(county: string, extra: readonly string[]): string | null {
  return extra.includes(county) ? CLOSING_FILE_MESSAGES.extraCountyIsFileCounty : null;
}

/** A new file (from scratch). From a service request the same fields come pre-filled by the form. */
export const closingFileInputSchema = z
  .object(fileFields)
  .superRefine(timeNeedsDate)
  .superRefine(extraCountiesOwn);
export type ClosingFileInput = z.input<typeof closingFileInputSchema>;
export type ClosingFileFields = z.output<typeof closingFileInputSchema>;

/** PATCH: any of the fields; absent ones are left as they are, null clears an optional one. */
export const closingFilePatchSchema = z
  .object({
    property_address: address.optional(),
    county: countySchema.optional(),
    kind: closingKindSchema.optional(),
    title_evidence: titleEvidenceSchema.optional(),
    sale_price_cents: amountCents.optional(),
    loan_amount_cents: amountCents.optional(),
    funds_due_cents: amountCents.optional(),
    closing_date: closingDate.optional(),
    closing_time: closingTime.optional(),
    closing_place: closingPlaceSchema.nullish(),
    closing_location: fileFields.closing_location.optional(),
    notes: fileFields.notes.optional(),
    closer_name: fileFields.closer_name.optional(),
    closer_phone: fileFields.closer_phone.optional(),
    seller_loan_count: sellerLoanCount.optional(),
    extra_counties: extraCounties.optional(),
    private_sewage: privateSewage.optional(),
    office: office.optional(),
  })
  .superRefine(timeNeedsDate)
  .superRefine(extraCountiesOwn);
export type ClosingFilePatch = z.output<typeof closingFilePatchSchema>;

/** One party. Agents and lenders need an e-mail: it is what shows them the file in the portal. */
export const partyInputSchema = z
  .object({
    role: partyRoleSchema,
    name: nameSchema(CLOSING_FILE_MESSAGES.partyNameRequired),
    email: optionalEmailSchema,
    phone: optionalPhoneSchema,
    company: optionalTextSchema(LIMITS.company, FIELD_MESSAGES.companyTooLong),
  })
  .superRefine((p, ctx) => {
    if ((p.role === "listing_agent" || p.role === "buyers_agent" || p.role === "lender") && !p.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: CLOSING_FILE_MESSAGES.professionalNeedsEmail });
    }
  });
export type PartyInput = z.input<typeof partyInputSchema>;
export type PartyFields = z.output<typeof partyInputSchema>;

export const DOCUMENT_LIMITS = {
  /** 25 MB. */
  maxBytes: 25 * 1024 * 1024,
  label: 120,
} as const;

export const DOCUMENT_MESSAGES = {
  tooLarge: "This file is larger than 25 MB. Please upload a smaller file.",
  wrongType: "Upload a PDF, JPEG, PNG, Word (.docx) or Excel (.xlsx) file.",
  missingFile: "Choose a file to upload.",
  uploaded: "Document uploaded",
  uploadFailed: "The upload did not finish. Please try again.",
  labelTooLong: `Please keep the description to ${DOCUMENT_LIMITS.label} characters`,
} as const;

/** The form fields that come with an upload (multipart fields before the file). */
export const documentFieldsSchema = z.object({
  visibility: documentVisibilitySchema.default("professionals"),
  label: optionalTextSchema(DOCUMENT_LIMITS.label, DOCUMENT_MESSAGES.labelTooLong),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;
