import { describe, expect, it } from "vitest";
import type { RequestField } from "#core/closing/request-types.ts";
import { answerOf, centsOf, initialValues, isShown, splitServerFields } from "./answer-values.ts";

const FIELDS: RequestField[] = [
  { name: "included", label: "Personal property included?", type: "yes_no", required: true },
  { name: "value", label: "Its value", type: "money", required: true, when: { field: "included", equals: true } },
  { name: "paperwork", label: "Which do you have?", type: "choice", required: true, options: [{ value: "report", label: "Report" }] },
  { name: "inspector", label: "Inspector", type: "text", required: false, when: { field: "paperwork", equals: "report" } },
  { name: "last_four", label: "Last four", type: "last_four", required: true },
  { name: "ready_on", label: "Ready on", type: "date", required: false },
];

describe("centsOf", () => {
  it.each([
    ["1250", 125_000],
    ["$1,250.50", 125_050],
    ["1250.5", 125_050],
    [" 0.07 ", 7],
    ["about 500", undefined],
    ["12.345", undefined],
    ["-5", undefined],
    ["", undefined],
  ])("%j → %j", (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });
});

describe("isShown", () => {
  it.each([
    [{ included: "yes" }, "value", true],
    [{ included: "no" }, "value", false],
    [{ included: "" }, "value", false],
    [{ paperwork: "report" }, "inspector", true],
    [{ paperwork: "" }, "inspector", false],
    [{}, "included", true],
  ] as const)("%j shows %s: %s", (values, name, shown) => {
    expect(isShown(FIELDS.find((f) => f.name === name)!, values)).toBe(shown);
  });
});

describe("answerOf", () => {
  it.each([
    {
      why: "yes/no become booleans, money becomes cents, empty fields are left out",
      values: { included: "yes", value: "$2,500", paperwork: "report", inspector: " Lee ", last_four: "0142", ready_on: "" },
      answer: { included: true, value: 250_000, paperwork: "report", inspector: "Lee", last_four: "0142" },
    },
    {
      why: "a field whose condition does not hold is not sent, whatever it still holds",
      values: { included: "no", value: "2500", paperwork: "", inspector: "Lee", last_four: "", ready_on: "2026-12-04" },
      answer: { included: false, ready_on: "2026-12-04" },
    },
    {
      why: "money that is not an amount is sent as typed, for the schema to name the problem",
      values: { included: "yes", value: "about 500", paperwork: "", inspector: "", last_four: "", ready_on: "" },
      answer: { included: true, value: "about 500" },
    },
  ])("$why", ({ values, answer }) => {
    expect(answerOf(FIELDS, values)).toEqual(answer);
  });
});

describe("initialValues", () => {
  it("starts empty, or from the answer that was sent back, in the controls' words", () => {
    expect(initialValues(FIELDS)).toEqual({ included: "", value: "", paperwork: "", inspector: "", last_four: "", ready_on: "" });
    expect(initialValues(FIELDS, { included: true, value: 250_050, paperwork: "report", last_four: "0142" })).toEqual({
      included: "yes",
      value: "2500.50",
      paperwork: "report",
      inspector: "",
      last_four: "0142",
      ready_on: "",
    });
  });
});

describe("splitServerFields", () => {
  it.each([
    [{ "answer.value": "Enter an amount" }, { fields: { value: "Enter an amount" } }],
    [{ "answer.nope": "Unknown" }, { fields: {}, form: "Unknown" }],
    [{ document_ids: "Attach at least one document" }, { fields: {}, documents: "Attach at least one document" }],
    [{ "document_ids.0": "Not a document of this request" }, { fields: {}, documents: "Not a document of this request" }],
    [{ answer: "Please send the answers" }, { fields: {}, form: "Please send the answers" }],
  ])("%j", (fields, split) => {
    expect(splitServerFields(fields, FIELDS.map((f) => f.name))).toEqual(split);
  });
});
