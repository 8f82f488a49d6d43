/**
 * Reading a typed answer against a request kind's fields (RequestField[], request-types.ts): each
 * value checked and normalised by its type, required fields present while shown, with one
 * message per field. answerSchemaOf (request-kinds.ts) wraps this in the kind's zod schema; the
 * forms render the same fields, so both refuse the same things with the same words.
 */
import { isValidEmail, MAX_EMAIL_LENGTH, normaliseEmail } from "../auth/credentials.ts";
import { FIELD_MESSAGES, normalisePhone } from "../leads/contact-fields.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../validation/safe-text.ts";
import { z } from "zod";
import type { RequestField } from "./request-types.ts";

/** Defaults for text fields without their own maxLength. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
/** At most $1 billion, in cents (as closing-file-fields.ts). */
export const MAX_MONEY_CENTS = 100_000_000_000;

/** A typed answer as stored: only the fields shown, empty optional ones left out. */
export type AnswerValue = string | number | boolean;
export type RequestAnswer = Record<string, AnswerValue>;

export const ANSWER_MESSAGES = {
  notAnObject: "Please send the answers",
  yesNo: "Please answer yes or no",
  money: "Enter an amount of $0.00 or more",
  date: "Enter the date as YYYY-MM-DD",
  lastFour: "Enter exactly the last four digits",
  choice: "Please choose one of the options",
  text: "Please enter text",
  ssn: "Please don't send a Social Security number through the portal; we ask for it another way if it is needed.",
  tooLong: (max: number) => `Please keep this to ${max.toLocaleString("en-US")} characters`,
  email: FIELD_MESSAGES.invalidEmail,
  phone: FIELD_MESSAGES.invalidPhone,
} as const;

/** The refusal of a required field left empty, naming it. */
export function requiredMessage(field: RequestField): string {
  switch (field.type) {
    case "yes_no":
      return `Please answer yes or no: ${field.label}`;
    case "choice":
      return `Please choose one: ${field.label}`;
    default:
      return `Please fill in: ${field.label}`;
  }
}

const SSN_PATTERN = /\b\d{3}-\d{2}-\d{4}\b/;
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

type Read = { ok: true; value: AnswerValue } | { ok: false; message: string };

/** One present value of one field, checked and normalised. */
function readValue(field: RequestField, raw: unknown): Read {
  switch (field.type) {
    case "yes_no": {
      if (typeof raw === "boolean") return { ok: true, value: raw };
      if (raw === "yes" || raw === "true") return { ok: true, value: true };
      if (raw === "no" || raw === "false") return { ok: true, value: false };
      return { ok: false, message: ANSWER_MESSAGES.yesNo };
    }
    case "money": {
      const cents = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_MONEY_CENTS) return { ok: false, message: ANSWER_MESSAGES.money };
      return { ok: true, value: cents };
    }
    case "date": {
      const parsed = z.iso.date().safeParse(typeof raw === "string" ? raw.trim() : raw);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: ANSWER_MESSAGES.date };
    }
    case "last_four": {
      const text = typeof raw === "string" ? raw.trim() : "";
      return /^\d{4}$/.test(text) ? { ok: true, value: text } : { ok: false, message: ANSWER_MESSAGES.lastFour };
    }
    case "choice": {
      const option = field.options?.find((o) => o.value === raw);
      return option ? { ok: true, value: option.value } : { ok: false, message: ANSWER_MESSAGES.choice };
    }
    case "email": {
      const text = typeof raw === "string" ? raw.trim() : "";
      if (text.length > MAX_EMAIL_LENGTH || !isSafeText(text) || !isValidEmail(text)) return { ok: false, message: ANSWER_MESSAGES.email };
      return { ok: true, value: normaliseEmail(text) };
    }
    case "phone": {
      const phone = typeof raw === "string" && isSafeText(raw) ? normalisePhone(raw) : null;
      return phone ? { ok: true, value: phone } : { ok: false, message: ANSWER_MESSAGES.phone };
    }
    case "text":
    case "long_text": {
      if (typeof raw !== "string") return { ok: false, message: ANSWER_MESSAGES.text };
      if (!isSafeText(raw)) return { ok: false, message: UNSAFE_TEXT_MESSAGE };
      const text = field.type === "text" ? raw.trim().replace(/\s+/g, " ") : raw.trim();
      const max = field.maxLength ?? (field.type === "text" ? TEXT_MAX : LONG_TEXT_MAX);
      if (text.length > max) return { ok: false, message: ANSWER_MESSAGES.tooLong(max) };
      if (SSN_PATTERN.test(text)) return { ok: false, message: ANSWER_MESSAGES.ssn };
      return { ok: true, value: text };
    }
  }
}

/** Whether a field is shown for these (already read) answers: its `when` holds, or it has none. */
function isShown(field: RequestField, values: RequestAnswer): boolean {
  return !field.when || values[field.when.field] === field.when.equals;
}

/**
 * Reads an answer to a kind's fields: every value checked, required fields (when shown) present.
 * Fields are read in order, so a `when` names an earlier field.
 */
export function readAnswer(fields: readonly RequestField[], input: Record<string, unknown>): { values: RequestAnswer; errors: { field: string; message: string }[] } {
  const values: RequestAnswer = {};
  const errors: { field: string; message: string }[] = [];
  for (const field of fields) {
    if (!isShown(field, values)) continue;
    const raw = input[field.name];
    if (isEmpty(raw)) {
      if (field.required) errors.push({ field: field.name, message: requiredMessage(field) });
      continue;
    }
    const read = readValue(field, raw);
    if (read.ok) values[field.name] = read.value;
    else errors.push({ field: field.name, message: read.message });
  }
  return { values, errors };
}

