import { describe, expect, it } from "vitest";
import { REQUEST_KINDS } from "#core/closing/request-kinds.ts";
import type { RequestField } from "#core/closing/request-types.ts";
import { answerText, dueText } from "./request-format.ts";

const fieldOf = (kind: keyof typeof REQUEST_KINDS, name: string): RequestField => REQUEST_KINDS[kind].fields.find((f) => f.name === name)!;

describe("answerText", () => {
  it.each([
    ["yes", fieldOf("declaration_of_value", "personal_property_included"), true, "Yes"],
    ["no", fieldOf("declaration_of_value", "personal_property_included"), false, "No"],
    ["money kept in cents", fieldOf("declaration_of_value", "personal_property_value"), 250_000, "$2,500"],
    ["a choice by its label", fieldOf("vesting", "tenancy"), "joint_tenancy", "Joint tenants with full rights of survivorship"],
    ["a date as people read it", fieldOf("septic_inspection", "inspection_date"), "2026-11-20", "Nov 20, 2026"],
    ["the last four digits only", fieldOf("payoff_authorization", "loan_last_four"), "0142", "…0142"],
    ["nothing given", fieldOf("abstract_location", "notes"), "", "—"],
  ])("%s", (_name, field, value, text) => expect(answerText(field, value)).toBe(text));
});

describe("dueText", () => {
  it("says the date, or that there is none", () => {
    expect(dueText("2026-12-04")).toBe("Due Dec 4, 2026");
    expect(dueText(null)).toBe("No due date");
  });
});
