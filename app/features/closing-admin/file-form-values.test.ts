import { describe, expect, it } from "vitest";
import { CLOSING_FILE_MESSAGES, closingFileInputSchema } from "#core/closing/closing-file-fields.ts";
import { EMPTY_FILE, dollarsAndCentsToCents, dollarsToCents, fileBody, fileValuesFromRequest, formErrorsOf, withKindMessage, zodFields } from "./file-form-values.ts";

describe("dollarsToCents", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["285000", 28_500_000],
    ["285,000", 28_500_000],
    ["$1,250", 125_000],
    ["0", 0],
  ])("%j → %j", (typed, cents) => expect(dollarsToCents(typed)).toBe(cents));

  it.each(["12.50", "-5", "abc", "1,2,3.4"])("%j is refused by the shared schema with its message", (typed) => {
    const parsed = closingFileInputSchema.safeParse({ ...fileBody({ ...EMPTY_FILE, property_address: "1 Main St", county: "Story", kind: "cash" }), sale_price_cents: dollarsToCents(typed) });
    expect(parsed.success).toBe(false);
    expect(formErrorsOf(zodFields(parsed.error!)).file.sale_price).toBe("Enter a whole-dollar amount of 0 or more");
  });
});

describe("formErrorsOf", () => {
  it("puts the API's keys on the form's fields and party rows", () => {
    const errors = formErrorsOf({
      county: "Please enter the county",
      loan_amount_cents: "Enter a whole-dollar amount of 0 or more",
      "parties.1.email": "Agents and lenders need an e-mail address: it is how they see the file",
      requester_role: "Invalid option",
    });
    expect(errors.file).toEqual({ county: "Please enter the county", loan_amount: "Enter a whole-dollar amount of 0 or more" });
    expect(errors.parties[1]).toEqual({ email: "Agents and lenders need an e-mail address: it is how they see the file" });
    expect(errors.parties[0]).toBeUndefined();
    expect(errors.other).toEqual(["Invalid option"]);
  });

  it("says the kind is a choice to make, in the form's words", () => {
    const parsed = closingFileInputSchema.safeParse(fileBody({ ...EMPTY_FILE, property_address: "1 Main St", county: "Story" }));
    const errors = withKindMessage(formErrorsOf(zodFields(parsed.error!)), EMPTY_FILE);
    expect(errors.file.kind).toBe("Please choose the kind of closing");
  });
});

describe("the closer (issue 29: shown on the status page)", () => {
  it("goes into the body as typed, and a bad number comes back on its field", () => {
    const typed = { ...EMPTY_FILE, property_address: "1 Main St", county: "Story", kind: "cash", closer_name: "Jordan Meyer", closer_phone: "319 555 0150" };
    expect(closingFileInputSchema.parse(fileBody(typed))).toMatchObject({ closer_name: "Jordan Meyer", closer_phone: "(319) 555-0150" });
    const parsed = closingFileInputSchema.safeParse(fileBody({ ...typed, closer_phone: "call me" }));
    expect(formErrorsOf(zodFields(parsed.error!)).file.closer_phone).toBe("Please enter a 10-digit phone number, e.g. (319) 555-0142");
  });
});

describe("fileValuesFromRequest", () => {
  it("fills every field the request tells, in the form's words, and the requester's role", () => {
    const { values, requesterRole } = fileValuesFromRequest({
      service_type: "digital-cash",
      user_type: null,
      property_address: "412 Elm St, Cedar Falls, IA 50613",
      closing_date_requested: "2026-12-18",
      sale_price_cents: 25_000_000,
    });
    expect(values).toEqual({ ...EMPTY_FILE, property_address: "412 Elm St, Cedar Falls, IA 50613", county: "Black Hawk", kind: "cash", sale_price: "250000", closing_date: "2026-12-18" });
    expect(requesterRole).toBe("buyer");
    // What it fills passes the shared schema as it is.
    expect(closingFileInputSchema.safeParse(fileBody(values)).success).toBe(true);
  });

  it("leaves empty what the request does not tell", () => {
    const { values, requesterRole } = fileValuesFromRequest({ service_type: "loan", user_type: "lender", property_address: "2 Locust St, Des Moines, IA", closing_date_requested: null, sale_price_cents: null });
    expect(values).toEqual({ ...EMPTY_FILE, property_address: "2 Locust St, Des Moines, IA" });
    expect(requesterRole).toBe("lender");
  });
});

describe("the buyer's funds due, typed to the cent", () => {
  it.each([
    ["52,314.27", 5_231_427],
    ["$52314", 5_231_400],
    ["0.05", 5],
    ["", null],
    ["52,314.2", -1],
    ["fifty", -1],
    ["-3", -1],
  ])("%j → %j", (typed, cents) => {
    expect(dollarsAndCentsToCents(typed)).toBe(cents);
  });

  it("a refused amount is named on the form's field", () => {
    const parsed = closingFileInputSchema.safeParse(fileBody({ ...EMPTY_FILE, property_address: "1 Main St", county: "Story", kind: "cash", funds_due: "lots" }));
    expect(parsed.success).toBe(false);
    expect(formErrorsOf(zodFields(parsed.error!)).file.funds_due).toBe(CLOSING_FILE_MESSAGES.amountInvalid);
  });
});
