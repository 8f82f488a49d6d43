import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FIELD_MESSAGES } from "../leads/contact-fields.ts";
import { CLOSING_FILE_MESSAGES, closingFileInputSchema, closingFilePatchSchema, countySchema, partyInputSchema } from "./closing-file-fields.ts";

const base = { property_address: "412 Elm St, Cedar Falls, IA 50613", county: "Black Hawk", kind: "purchase" };

/** The first message of each field, as the API's 400 names them. */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  return fields;
}

describe("closingFileInputSchema", () => {
  it("fills the defaults: abstract title evidence, no amounts, no appointment", () => {
    expect(closingFileInputSchema.parse(base)).toEqual({
      ...base,
      title_evidence: "abstract_opinion_itg",
      sale_price_cents: null,
      loan_amount_cents: null,
      funds_due_cents: null,
      closing_date: null,
      closing_time: null,
      closing_place: null,
      closing_location: null,
      notes: null,
      closer_name: null,
      closer_phone: null,
      seller_loan_count: null,
      extra_counties: [],
      private_sewage: null,
      office: null,
    });
  });

  it.each([
    ["loans, other counties as typed (each once), sewage and office", { seller_loan_count: 2, extra_counties: ["grundy county", "Grundy", "OBrien"], private_sewage: false, office: "Le Mars" }, { seller_loan_count: 2, extra_counties: ["Grundy", "O'Brien"], private_sewage: false, office: "Le Mars" }],
    ["unknowns as null", { seller_loan_count: null, private_sewage: null, office: null }, { seller_loan_count: null, private_sewage: null, office: null }],
  ])("facts (Iowa Code 428A.1: a Declaration of Value per county): %s", (_what, change, expected) => {
    expect(closingFileInputSchema.parse({ ...base, ...change })).toMatchObject(expected);
  });

  it.each([
    ["a tenth loan", { seller_loan_count: 10 }, { seller_loan_count: CLOSING_FILE_MESSAGES.sellerLoansInvalid }],
    ["half a loan", { seller_loan_count: 1.5 }, { seller_loan_count: CLOSING_FILE_MESSAGES.sellerLoansInvalid }],
    ["a county outside Iowa", { extra_counties: ["Grundy", "Cook"] }, { "extra_counties.1": CLOSING_FILE_MESSAGES.extraCountyUnknown }],
    ["the file's own county", { extra_counties: ["black hawk"] }, { extra_counties: CLOSING_FILE_MESSAGES.extraCountyIsFileCounty }],
    ["eleven counties", { extra_counties: Array(11).fill("Grundy") }, { extra_counties: CLOSING_FILE_MESSAGES.extraCountiesTooMany }],
    ["sewage as text", { private_sewage: "no" }, { private_sewage: CLOSING_FILE_MESSAGES.privateSewageInvalid }],
    ["an office we do not have", { office: "Ames" }, { office: CLOSING_FILE_MESSAGES.officeUnknown }],
  ])("facts refused: %s", (_what, change, fields) => {
    expect(fieldsOf(closingFileInputSchema, { ...base, ...change })).toEqual(fields);
  });

  it.each([
    ["address squeezed", { property_address: "  412   Elm St,\tCedar Falls " }, { property_address: "412 Elm St, Cedar Falls" }],
    ["county as typed", { county: "black hawk county" }, { county: "Black Hawk" }],
    ["amounts in cents", { sale_price_cents: 25_000_000, loan_amount_cents: 0 }, { sale_price_cents: 25_000_000, loan_amount_cents: 0 }],
    ["a date and a time", { closing_date: "2026-12-18", closing_time: "09:05" }, { closing_date: "2026-12-18", closing_time: "09:05" }],
    ["a blank location is none", { closing_location: "   " }, { closing_location: null }],
    ["a place", { closing_place: "remote_online_notary" }, { closing_place: "remote_online_notary" }],
  ])("accepts %s", (_what, change, expected) => {
    expect(closingFileInputSchema.parse({ ...base, ...change })).toMatchObject(expected);
  });

  it.each([
    ["no address", { property_address: "" }, { property_address: CLOSING_FILE_MESSAGES.addressRequired }],
    ["an address of spaces", { property_address: "   " }, { property_address: CLOSING_FILE_MESSAGES.addressRequired }],
    ["no county", { county: " " }, { county: CLOSING_FILE_MESSAGES.countyRequired }],
    ["a county outside Iowa", { county: "Cook" }, { county: CLOSING_FILE_MESSAGES.countyUnknown }],
    ["a negative amount", { sale_price_cents: -100 }, { sale_price_cents: CLOSING_FILE_MESSAGES.amountInvalid }],
    ["cents with a fraction", { loan_amount_cents: 1.5 }, { loan_amount_cents: CLOSING_FILE_MESSAGES.amountInvalid }],
    ["an amount as text", { sale_price_cents: "100" }, { sale_price_cents: CLOSING_FILE_MESSAGES.amountInvalid }],
    ["over a billion dollars", { sale_price_cents: 100_000_000_001 }, { sale_price_cents: CLOSING_FILE_MESSAGES.amountInvalid }],
    ["a date not in ISO form", { closing_date: "12/18/2026" }, { closing_date: CLOSING_FILE_MESSAGES.dateInvalid }],
    ["a date that does not exist", { closing_date: "2026-02-30" }, { closing_date: CLOSING_FILE_MESSAGES.dateInvalid }],
    ["a 12-hour time", { closing_date: "2026-12-18", closing_time: "2:30 PM" }, { closing_time: CLOSING_FILE_MESSAGES.timeInvalid }],
    ["hour 24", { closing_date: "2026-12-18", closing_time: "24:00" }, { closing_time: CLOSING_FILE_MESSAGES.timeInvalid }],
    ["a time without a date", { closing_time: "14:30" }, { closing_time: CLOSING_FILE_MESSAGES.timeNeedsDate }],
    ["a long location", { closing_location: "x".repeat(301) }, { closing_location: CLOSING_FILE_MESSAGES.locationTooLong }],
    ["long notes", { notes: "x".repeat(5001) }, { notes: CLOSING_FILE_MESSAGES.notesTooLong }],
  ])("refuses %s with the field's message", (_what, change, expected) => {
    expect(fieldsOf(closingFileInputSchema, { ...base, ...change })).toEqual(expected);
  });

  it("refuses an unknown kind, title evidence and place", () => {
    expect(Object.keys(fieldsOf(closingFileInputSchema, { ...base, kind: "barter", title_evidence: "hunch", closing_place: "park" })).sort()).toEqual([
      "closing_place",
      "kind",
      "title_evidence",
    ]);
  });
});

describe("closingFilePatchSchema", () => {
  it.each([
    ["nothing", {}, {}],
    ["one field", { notes: "Call first" }, { notes: "Call first" }],
    ["null clears an amount", { sale_price_cents: null }, { sale_price_cents: null }],
    ["null clears the date", { closing_date: null }, { closing_date: null }],
    ["the county as typed", { county: "obrien" }, { county: "O'Brien" }],
  ])("takes %s, leaving absent fields absent", (_what, input, expected) => {
    expect(closingFilePatchSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ["a time alone", { closing_time: "10:00" }, { closing_time: CLOSING_FILE_MESSAGES.timeNeedsDate }],
    ["a blank address", { property_address: "" }, { property_address: CLOSING_FILE_MESSAGES.addressRequired }],
    ["an unknown county", { county: "Gotham" }, { county: CLOSING_FILE_MESSAGES.countyUnknown }],
  ])("refuses %s", (_what, input, expected) => {
    expect(fieldsOf(closingFilePatchSchema, input)).toEqual(expected);
  });
});

describe("partyInputSchema", () => {
  it.each([
    ["a buyer with only a name", { role: "buyer", name: "Jamie Buyer" }, { role: "buyer", name: "Jamie Buyer", email: null, phone: null, company: null }],
    [
      "a lender, e-mail lower-cased and phone formatted",
      { role: "lender", name: "Morgan Lee", email: "Morgan@PrairieBank.Example", phone: "319.555.0101", company: "Prairie Bank" },
      { role: "lender", name: "Morgan Lee", email: "morgan@prairiebank.example", phone: "(319) 555-0101", company: "Prairie Bank" },
    ],
  ])("accepts %s", (_what, input, expected) => {
    expect(partyInputSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ["listing_agent"],
    ["buyers_agent"],
    ["lender"],
  ])("a %s needs an e-mail: it is how they see the file", (role) => {
    expect(fieldsOf(partyInputSchema, { role, name: "No Mail" })).toEqual({ email: CLOSING_FILE_MESSAGES.professionalNeedsEmail });
  });

  it.each([
    ["no name", { role: "buyer", name: "" }, { name: CLOSING_FILE_MESSAGES.partyNameRequired }],
    ["a bad e-mail", { role: "seller", name: "Sam", email: "sam@" }, { email: FIELD_MESSAGES.invalidEmail }],
    ["a bad phone", { role: "seller", name: "Sam", phone: "12" }, { phone: FIELD_MESSAGES.invalidPhone }],
    ["an unknown role", { role: "notary", name: "Sam" }, { role: expect.any(String) }],
  ])("refuses %s", (_what, input, expected) => {
    expect(fieldsOf(partyInputSchema, input)).toEqual(expected);
  });
});

describe("countySchema", () => {
  it.each([
    ["Polk", "Polk"],
    ["polk county", "Polk"],
    ["OBrien", "O'Brien"],
    ["  Pottawattamie ", "Pottawattamie"],
  ])("%j is %j", (typed, county) => {
    expect(countySchema.parse(typed)).toBe(county);
  });
});
