/**
 * What the answer form holds while a person types (every control's text, as typed) and the answer
 * object it sends (core/closing/request-kinds.ts answerSchemaOf checks it on both sides). The typed
 * text stays the form's state through every error, so a refusal never costs a keystroke.
 */
import type { RequestField } from "#core/closing/request-types.ts";

/** Field name → the control's text ("yes"/"no" for a yes/no question, "" for nothing yet). */
export type AnswerValues = Record<string, string>;

/** The values a form starts from: empty, or what was sent last time (an answer that was sent back). */
export function initialValues(fields: readonly RequestField[], previous?: Record<string, unknown> | null): AnswerValues {
  const values: AnswerValues = {};
  for (const field of fields) values[field.name] = previous ? textOf(field, previous[field.name]) : "";
  return values;
}

/** A field is shown unless it depends on another answer that is not (yet) the one it needs. */
export function isShown(field: RequestField, values: AnswerValues): boolean {
  if (!field.when) return true;
  const { field: other, equals } = field.when;
  const value = values[other] ?? "";
  return typeof equals === "boolean" ? value === (equals ? "yes" : "no") : value === equals;
}

export function shownFields(fields: readonly RequestField[], values: AnswerValues): RequestField[] {
  return fields.filter((field) => isShown(field, values));
}

/** "$1,250.50" or "1250.5" → 125050 cents; undefined when it is not an amount. */
export function centsOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [dollars = "0", cents = ""] = cleaned.split(".");
  return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
}

/**
 * The answer to send: the shown fields' values in their wire types; an empty control is left out
 * (the schema says whether it was needed). Text the form cannot convert (a money field reading
 * "about 500") is sent as typed, so the schema's own message names the problem.
 */
export function answerOf(fields: readonly RequestField[], values: AnswerValues): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const field of shownFields(fields, values)) {
    const text = (values[field.name] ?? "").trim();
    if (text === "") continue;
    answer[field.name] = wireValue(field, text);
  }
  return answer;
}

function wireValue(field: RequestField, text: string): unknown {
  switch (field.type) {
    case "yes_no":
      return text === "yes" ? true : text === "no" ? false : text;
    case "money":
      return centsOf(text) ?? text;
    case "last_four":
      return text.replace(/\s/g, "");
    default:
      return text;
  }
}

/** A sent value back into the control's text (an answer that was sent back, shown to correct). */
function textOf(field: RequestField, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field.type === "yes_no") return value === true ? "yes" : value === false ? "no" : "";
  if (field.type === "money" && typeof value === "number") return (value / 100).toFixed(2);
  return String(value);
}

/**
 * The server's 400 field names for an answer: `answer.<field>` for a field (an unshown or unknown
 * one is the form's), `document_ids` and `file` for the documents; anything else is the form's.
 */
export function splitServerFields(
  fields: Record<string, string>,
  names: readonly string[],
): { fields: Record<string, string>; documents?: string; form?: string } {
  const out: { fields: Record<string, string>; documents?: string; form?: string } = { fields: {} };
  for (const [key, message] of Object.entries(fields)) {
    const name = key.startsWith("answer.") ? key.slice("answer.".length).split(".")[0]! : undefined;
    if (name && names.includes(name)) out.fields[name] ??= message;
    else if (key === "document_ids" || key.startsWith("document_ids.") || key === "file" || key === "documents") out.documents ??= message;
    else out.form ??= message;
  }
  return out;
}
