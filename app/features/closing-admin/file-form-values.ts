/**
 * A closing file's form as people type it (text everywhere, dollars) and the API's body (cents,
 * nulls). The body is checked with the shared schemas (core/closing/closing-file-fields.ts), and
 * their messages, and the server's, are put back on the fields people typed into.
 */
import type { z } from "zod";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import type { StaffClosingFile } from "#core/api/closing-file.ts";
import { fileFromRequest, type RequestForFile } from "#core/closing/file-from-request.ts";

export const FILE_FIELDS = [
  "property_address",
  "county",
  "kind",
  "title_evidence",
  "sale_price",
  "loan_amount",
  "funds_due",
  "closing_date",
  "closing_time",
  "closing_place",
  "closing_location",
  "closer_name",
  "closer_phone",
  "notes",
  "seller_loan_count",
  "extra_counties",
  "private_sewage",
  "office",
] as const;
export type FileField = (typeof FILE_FIELDS)[number];
/**
 * Every field as typed (text), except the other counties the land lies in: a list. The facts
 * (loans, counties, sewage, office) decide which requests the file gets (core/closing/requests.ts);
 * "" is "unknown" or "not assigned".
 */
export type FileValues = Record<Exclude<FileField, "extra_counties">, string> & { extra_counties: readonly string[] };

export const PARTY_FIELDS = ["role", "name", "email", "phone", "company"] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];
export type PartyValues = Record<PartyField, string>;

export const EMPTY_FILE: FileValues = {
  property_address: "",
  county: "",
  kind: "",
  title_evidence: "abstract_opinion_itg",
  sale_price: "",
  loan_amount: "",
  funds_due: "",
  closing_date: "",
  closing_time: "",
  closing_place: "",
  closing_location: "",
  closer_name: "",
  closer_phone: "",
  notes: "",
  seller_loan_count: "",
  extra_counties: [],
  private_sewage: "",
  office: "",
};

export const EMPTY_PARTY: PartyValues = { role: "buyer", name: "", email: "", phone: "", company: "" };

/** "350,000", "$350000" → 35000000 cents; "" → null; anything else → -1, which the schema refuses with its own message. */
export function dollarsToCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (plain === "") return null;
  return /^\d{1,10}$/.test(plain) ? Number(plain) * 100 : -1;
}

function centsToDollars(cents: number | null): string {
  return cents === null ? "" : String(Math.round(cents / 100));
}

/**
 * "52,314.27", "$52314" → cents; "" → null; anything else → -1 (the schema's own message). The
 * buyer's funds due come from the settlement figures to the cent, unlike a sale price.
 */
export function dollarsAndCentsToCents(text: string): number | null {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (plain === "") return null;
  const match = /^(\d{1,10})(?:\.(\d{2}))?$/.exec(plain);
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : -1;
}

function centsToDollarsAndCents(cents: number | null): string {
  if (cents === null) return "";
  return cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

const orNull = (text: string) => (text.trim() === "" ? null : text);

/** The API body of the file's fields. */
export function fileBody(v: FileValues): Record<string, unknown> {
  return {
    property_address: v.property_address,
    county: v.county,
    kind: v.kind === "" ? undefined : v.kind,
    title_evidence: v.title_evidence,
    sale_price_cents: dollarsToCents(v.sale_price),
    loan_amount_cents: dollarsToCents(v.loan_amount),
    funds_due_cents: dollarsAndCentsToCents(v.funds_due),
    closing_date: orNull(v.closing_date),
    closing_time: orNull(v.closing_time),
    closing_place: orNull(v.closing_place),
    closing_location: orNull(v.closing_location),
    closer_name: orNull(v.closer_name),
    closer_phone: orNull(v.closer_phone),
    notes: orNull(v.notes),
    seller_loan_count: v.seller_loan_count === "" ? null : /^\d+$/.test(v.seller_loan_count) ? Number(v.seller_loan_count) : -1,
    extra_counties: v.extra_counties,
    private_sewage: v.private_sewage === "" ? null : v.private_sewage === "yes",
    office: orNull(v.office),
  };
}

export function partyBody(p: PartyValues): Record<string, string> {
  return { role: p.role, name: p.name, email: p.email, phone: p.phone, company: p.company };
}

/**
 * The form's values from a service request: everything it tells (core/closing/file-from-request.ts:
 * address, county where the address tells it, kind from the service, price, date); the rest empty.
 */
export function fileValuesFromRequest(request: RequestForFile): { values: FileValues; requesterRole: string } {
  const prefill = fileFromRequest(request);
  return {
    values: {
      ...EMPTY_FILE,
      property_address: prefill.property_address,
      county: prefill.county ?? "",
      kind: prefill.kind ?? "",
      sale_price: centsToDollars(prefill.sale_price_cents),
      closing_date: prefill.closing_date ?? "",
    },
    requesterRole: prefill.requester_role,
  };
}

/** A stored file as its form's values (for editing). */
export function fileValuesOf(file: StaffClosingFile): FileValues {
  return {
    property_address: file.property_address,
    county: file.county,
    kind: file.kind,
    title_evidence: file.title_evidence,
    sale_price: centsToDollars(file.sale_price_cents),
    loan_amount: centsToDollars(file.loan_amount_cents),
    funds_due: centsToDollarsAndCents(file.funds_due_cents),
    closing_date: file.closing_date ?? "",
    closing_time: file.closing_time ?? "",
    closing_place: file.closing_place ?? "",
    closing_location: file.closing_location ?? "",
    closer_name: file.closer_name ?? "",
    closer_phone: file.closer_phone ?? "",
    notes: file.notes ?? "",
    seller_loan_count: file.seller_loan_count === null ? "" : String(file.seller_loan_count),
    extra_counties: file.extra_counties,
    private_sewage: file.private_sewage === null ? "" : file.private_sewage ? "yes" : "no",
    office: file.office ?? "",
  };
}

/** The body's field names where the form's differ. */
const FORM_NAME: Record<string, FileField> = { sale_price_cents: "sale_price", loan_amount_cents: "loan_amount", funds_due_cents: "funds_due" };

export interface FormErrors {
  file: Partial<Record<FileField, string>>;
  /** By the index of the party row. */
  parties: Partial<Record<PartyField, string>>[];
  /** A message for a field the form does not show (e.g. the requester's role). */
  other: string[];
}

export const NO_ERRORS: FormErrors = { file: {}, parties: [], other: [] };

export function hasErrors(e: FormErrors): boolean {
  return Object.keys(e.file).length > 0 || e.parties.some((p) => p && Object.keys(p).length > 0) || e.other.length > 0;
}

/**
 * Field messages keyed as the API sends them ("county", "parties.1.email", "sale_price_cents")
 * onto the form's fields; the first message per field wins.
 */
export function formErrorsOf(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = { file: {}, parties: [], other: [] };
  for (const [key, message] of Object.entries(fields)) {
    const [head, index, field] = key.split(".");
    if (head === "parties" && index !== undefined && field !== undefined && (PARTY_FIELDS as readonly string[]).includes(field)) {
      const row = (errors.parties[Number(index)] ??= {});
      row[field as PartyField] ??= message;
    } else if (head && ((FILE_FIELDS as readonly string[]).includes(head) || head in FORM_NAME)) {
      const name = FORM_NAME[head] ?? (head as FileField);
      errors.file[name] ??= message;
    } else {
      errors.other.push(message);
    }
  }
  return errors;
}

/** A failed zod parse as `formErrorsOf` reads the server's fields. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

/** The kind is a required choice: say so in the form's words rather than the enum's. */
export function withKindMessage(errors: FormErrors, values: FileValues): FormErrors {
  return values.kind === "" ? { ...errors, file: { ...errors.file, kind: CLOSING_FILE_MESSAGES.kindRequired } } : errors;
}
