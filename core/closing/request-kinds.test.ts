import { describe, expect, it } from "vitest";
import { DOCUMENT_VISIBILITY_VALUES, PARTY_ROLE_VALUES } from "./closing-enums.ts";
import {
  answerSchemaOf,
  factsFromAnswer,
  GROUNDWATER_CONDITIONS,
  groundwaterOutcome,
  REQUEST_KINDS,
  SEPTIC_PAPERWORK,
  visibilityFor,
} from "./request-kinds.ts";
import { REQUEST_KIND_VALUES, REQUEST_DOCUMENTS_VALUES, type RequestKind } from "./request-types.ts";

/** Field name → message of a refused answer, or the parsed answer. */
function parse(kind: RequestKind, input: unknown): { ok: true; value: unknown } | { ok: false; errors: Record<string, string> } {
  const result = answerSchemaOf(kind).safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message])) };
}

const noGroundwaterHazard = Object.fromEntries(GROUNDWATER_CONDITIONS.map((c) => [c, false]));

describe("every request kind", () => {
  it("has a definition", () => {
    expect(Object.keys(REQUEST_KINDS).sort()).toEqual([...REQUEST_KIND_VALUES].sort());
  });

  it.each(REQUEST_KIND_VALUES)("%s: a label, documents and visibilities from the vocabularies, unique snake_case fields", (kind) => {
    const d = REQUEST_KINDS[kind];
    expect(d.label).not.toBe("");
    expect(REQUEST_DOCUMENTS_VALUES).toContain(d.documents);
    expect(DOCUMENT_VISIBILITY_VALUES).toContain(d.visibility);
    expect(DOCUMENT_VISIBILITY_VALUES).toContain(d.documentVisibility);
    const names = d.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const f of d.fields) {
      expect(f.name).toMatch(/^[a-z][a-z0-9_]*$/);
      if (f.type === "choice") expect(f.options?.length).toBeGreaterThan(1);
      // A `when` names an earlier field, read first, and a value that field can hold.
      if (f.when) {
        expect(names.indexOf(f.when.field)).toBeLessThan(names.indexOf(f.name));
        const on = d.fields.find((g) => g.name === f.when!.field)!;
        if (on.type === "yes_no") expect(typeof f.when.equals).toBe("boolean");
        else expect(on.options?.map((o) => o.value)).toContain(f.when.equals);
      }
    }
  });

  it("never asks for a Social Security number (GLBA; Iowa Code 428A.1's declaration is filed without one through us)", () => {
    const words = REQUEST_KIND_VALUES.flatMap((k) => REQUEST_KINDS[k].fields.flatMap((f) => [f.name, f.label, f.help ?? ""]));
    for (const w of words) expect(w).not.toMatch(/social security|\bssn\b|taxpayer id|\btin\b/i);
  });

  it("a request a buyer or seller owes is visible to everyone: they see it only through their status link", () => {
    for (const kind of REQUEST_KIND_VALUES) {
      expect(visibilityFor(kind, "seller")).toBe("everyone");
      expect(visibilityFor(kind, "buyer")).toBe("everyone");
    }
  });

  it.each<[RequestKind, string]>([
    ["commission_instructions", "staff"],
    ["lender_instructions", "staff"],
    ["purchase_agreement", "professionals"],
    ["loan_documents_date", "professionals"],
  ])("owed by a professional, %s keeps its kind's visibility (%s)", (kind, visibility) => {
    expect(visibilityFor(kind, kind === "lender_instructions" || kind === "loan_documents_date" ? "lender" : "listing_agent")).toBe(visibility);
  });

  it.each<[RequestKind, string]>([
    ["payoff_authorization", "staff"],
    ["exchange_intermediary", "staff"],
    ["commission_instructions", "staff"],
    ["lender_instructions", "staff"],
    ["declaration_of_value", "staff"],
  ])("documents answering %s are kept to %s: an everyone document shows on the status page", (kind, visibility) => {
    expect(REQUEST_KINDS[kind].documentVisibility).toBe(visibility);
  });

  it.each(REQUEST_KIND_VALUES)("%s: the schema refuses an answer that is not an object", (kind) => {
    expect(parse(kind, "yes")).toEqual({ ok: false, errors: { "": "Please send the answers" } });
  });

  it("owners: every party role can be given any kind (staff choose)", () => {
    for (const role of PARTY_ROLE_VALUES) expect(DOCUMENT_VISIBILITY_VALUES).toContain(visibilityFor("other", role));
  });
});

describe("the answers of each kind", () => {
  it.each<[string, RequestKind, unknown, ReturnType<typeof parse>]>([
    [
      "abstract location: where it is and how it reaches us",
      "abstract_location",
      { abstract_holder: "lender", holder_name: "Hills Bank", holder_phone: "319 555 0142", delivery: "ask_holder" },
      { ok: true, value: { abstract_holder: "lender", holder_name: "Hills Bank", holder_phone: "(319) 555-0142", delivery: "ask_holder" } },
    ],
    [
      "abstract location: both choices required",
      "abstract_location",
      {},
      { ok: false, errors: { abstract_holder: "Please choose one: Where is the abstract now?", delivery: "Please choose one: How will it reach us?" } },
    ],
    [
      "payoff: lender and exactly the last four digits",
      "payoff_authorization",
      { lender_name: "Wells Fargo Home Mortgage", loan_last_four: "12345" },
      { ok: false, errors: { loan_last_four: "Enter exactly the last four digits" } },
    ],
    [
      "Iowa Code 428A.1 declaration of value: personal property value asked when included, exemption when exempt",
      "declaration_of_value",
      { personal_property_included: true, transfer_exempt: true, seller_mailing_address: "PO Box 12, Ames, IA 50010" },
      {
        ok: false,
        errors: {
          personal_property_value: "Please fill in: Value of the personal property included",
          exemption: "Please choose one: Which exemption of Iowa Code 428A.2",
        },
      },
    ],
    [
      "Iowa Code 428A.2 exemption: another subsection must be named",
      "declaration_of_value",
      { personal_property_included: false, transfer_exempt: true, exemption: "other", seller_mailing_address: "PO Box 12, Ames, IA 50010" },
      { ok: false, errors: { exemption_other: "Please fill in: Which subsection of 428A.2, and why it applies" } },
    ],
    [
      "Iowa Code 428A.1 declaration of value: a sale with personal property, not exempt",
      "declaration_of_value",
      {
        personal_property_included: "yes",
        personal_property_value: 150000,
        transfer_exempt: false,
        exemption: "428A.2(11)",
        seller_mailing_address: "PO Box 12, Ames, IA 50010",
        social_security_number: "123-45-6789",
      },
      { ok: true, value: { personal_property_included: true, personal_property_value: 150000, transfer_exempt: false, seller_mailing_address: "PO Box 12, Ames, IA 50010" } },
    ],
    [
      "Iowa Code 428A.2(11) exemption chosen",
      "declaration_of_value",
      { personal_property_included: false, transfer_exempt: true, exemption: "428A.2(11)", seller_mailing_address: "1 Main St" },
      { ok: true, value: { personal_property_included: false, transfer_exempt: true, exemption: "428A.2(11)", seller_mailing_address: "1 Main St" } },
    ],
    [
      "Iowa Code 558.69 groundwater: every question answered",
      "groundwater_hazard",
      { has_wells: false },
      {
        ok: false,
        errors: {
          has_solid_waste_site: "Please answer yes or no: Is there a solid waste disposal site on the property?",
          has_hazardous_waste: "Please answer yes or no: Is there hazardous waste on the property?",
          has_underground_tanks: "Please answer yes or no: Is there an underground storage tank on the property?",
          has_burial_sites: "Please answer yes or no: Is there a private burial site on the property?",
          has_private_sewage: "Please answer yes or no: Does the property have a private sewage (septic) system?",
        },
      },
    ],
    [
      "Iowa Code 455B.172(11), 567 IAC 69.2: which paperwork the seller has",
      "septic_inspection",
      { paperwork: "weather_agreement", inspector_name: "dropped: not shown" },
      { ok: true, value: { paperwork: "weather_agreement" } },
    ],
    [
      "insurance binder: insurer and agent",
      "insurance_binder",
      { insurer: "Farm Bureau", agent_name: "Pat Lee", agent_phone: "5155550100", agent_email: "" },
      { ok: true, value: { insurer: "Farm Bureau", agent_name: "Pat Lee", agent_phone: "(515) 555-0100" } },
    ],
    [
      "vesting: names and a tenancy",
      "vesting",
      { buyer_names: "Jordan A. Smith\nCasey B. Smith", tenancy: "joint_tenancy" },
      { ok: true, value: { buyer_names: "Jordan A. Smith\nCasey B. Smith", tenancy: "joint_tenancy" } },
    ],
    [
      "1031: the intermediary's e-mail must be an address",
      "exchange_intermediary",
      { intermediary_company: "Midwest 1031", contact_name: "Sam Roe", contact_email: "sam@", contact_phone: "5155550100" },
      { ok: false, errors: { contact_email: "Please enter a valid email address" } },
    ],
    [
      "loan documents date: an ISO date",
      "loan_documents_date",
      { ready_on: "next week" },
      { ok: false, errors: { ready_on: "Enter the date as YYYY-MM-DD" } },
    ],
    ["commission: the brokerage, amount optional", "commission_instructions", { brokerage: "Iowa Realty" }, { ok: true, value: { brokerage: "Iowa Realty" } }],
    ["title requirement: a response", "title_requirement", {}, { ok: false, errors: { response: "Please fill in: What has been done, or your explanation" } }],
    ["other: nothing required", "other", {}, { ok: true, value: {} }],
  ])("%s", (_name, kind, input, expected) => {
    expect(parse(kind, input)).toEqual(expected);
  });

  it("the septic paperwork choices are the report and the two binding agreements of 567 IAC 69.2(1)", () => {
    expect(SEPTIC_PAPERWORK.map((o) => o.value)).toEqual(["inspection_report", "weather_agreement", "replacement_agreement"]);
  });
});

describe("Iowa Code 558.69: the groundwater answers decide the statement or the deed's statement", () => {
  it("all no: the deed carries the statutory statement, no Groundwater Hazard Statement is filed", () => {
    expect(groundwaterOutcome(noGroundwaterHazard)).toBe("deed_statement");
  });

  it.each(GROUNDWATER_CONDITIONS)("%s yes: the Groundwater Hazard Statement is filed with the deed", (condition) => {
    expect(groundwaterOutcome({ ...noGroundwaterHazard, [condition]: true })).toBe("statement_filed");
  });

  it("the instructions say both outcomes", () => {
    const text = REQUEST_KINDS.groundwater_hazard.instructions;
    expect(text).toContain("Groundwater Hazard Statement");
    expect(text).toContain("the deed itself carries the statement");
  });
});

describe("facts from an answer", () => {
  it.each<[RequestKind, Record<string, unknown>, object]>([
    ["groundwater_hazard", { ...noGroundwaterHazard, has_private_sewage: true }, { privateSewage: true }],
    ["groundwater_hazard", noGroundwaterHazard, { privateSewage: false }],
    ["groundwater_hazard", {}, {}],
    ["septic_inspection", { paperwork: "inspection_report" }, {}],
    ["vesting", { has_private_sewage: true }, {}],
  ])("%s %j → %j (Iowa Code 455B.172(11): a private sewage system calls for the septic request)", (kind, answer, facts) => {
    expect(factsFromAnswer(kind, answer)).toEqual(facts);
  });
});
