import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RequestField } from "#core/closing/request-types.ts";
import { AnswerSummary, answerText } from "./answer-summary.tsx";

const field = (type: RequestField["type"], extra: Partial<RequestField> = {}): RequestField => ({ name: "f", label: "F", type, required: false, ...extra });

describe("answerText", () => {
  it.each([
    [field("yes_no"), true, "Yes"],
    [field("yes_no"), false, "No"],
    [field("money"), 250_050, "$2,500.50"],
    [field("money"), 250_000, "$2,500"],
    [field("date"), "2026-11-20", "Nov 20, 2026"],
    [field("choice", { options: [{ value: "inspection_report", label: "Inspection report" }] }), "inspection_report", "Inspection report"],
    [field("choice", { options: [] }), "gone", "gone"],
    [field("last_four"), "0142", "0142"],
    [field("text"), "", ""],
    [field("text"), undefined, ""],
  ])("%#: %j → %j", (f, value, text) => {
    expect(answerText(f, value)).toBe(text);
  });
});

describe("AnswerSummary", () => {
  it("lists the answered fields under their labels, in the kind's order, and nothing for an empty answer", () => {
    const html = renderToStaticMarkup(<AnswerSummary kind="groundwater_hazard" answer={{ has_private_sewage: true, has_wells: false }} documents={[]} />);
    expect(html.indexOf("Is there any well on the property?")).toBeLessThan(html.indexOf("private sewage"));
    expect(html).toContain("<dd");
    expect(html).toMatch(/>Yes<\/dd>/);
    expect(renderToStaticMarkup(<AnswerSummary kind="groundwater_hazard" answer={null} documents={[]} />)).toBe("");
  });
});
