/**
 * Placeholders of the e-mail templates (email_templates.subject / .content) and the pure
 * functions that fill them. Syntax: `{{name}}` (spaces inside the braces allowed).
 *
 * The Send Email form fills what it knows (the client, the sender, the company, and the closing
 * file's details when the client is a party on one of the sender's files) and leaves any other
 * placeholder in the text, untouched, for the user to complete before sending;
 * `unfilledPlaceholders` tells the form what is still open.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { CLOSING_PLACE_LABELS, type ClosingPlace } from "../closing/closing-enums.ts";
import { COMPANY_TIME_ZONE } from "./company-calendar.ts";

export const TEMPLATE_PLACEHOLDERS = {
  client_name: "The client's full name (clients.name).",
  client_first_name: "The first word of the client's name, for the greeting.",
  client_company: "The client's company (clients.company).",
  sender_name: "The signed-in user who sends the message (their name, or the part of their e-mail before the at sign).",
  sender_email: "The sender's e-mail address.",
  agent_name: "The same as sender_name: the agent or loan officer who sends the message.",
  agent_email: "The same as sender_email.",
  company_name: "Our company name (Heartland Closing Co.).",
  company_phone: "Our main phone number (site settings).",
  company_email: "Our main mailbox (site settings).",
  property_address: "The property being closed: from the closing file when the client is a party on one of the sender's files, else typed by the sender.",
  closing_date: "The closing date, e.g. Friday, June 13, 2025: from the closing file once scheduled, else typed by the sender.",
  closing_time: "The closing time in Iowa, e.g. 10:00 AM (Iowa time): from the closing file once set, else typed by the sender.",
  closing_location: "Where the closing happens (our office's address, or remote online notary): from the closing file once set, else typed by the sender.",
  documents_due_date: "The date by which requested documents are needed; typed by the sender.",
} as const;

export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return Object.hasOwn(TEMPLATE_PLACEHOLDERS, name);
}

/** The placeholder names a text uses, each once, in order of first appearance. */
export function templatePlaceholders(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) seen.add(m[1]!);
  return [...seen];
}

/**
 * Replaces every known placeholder that has a non-blank value; leaves the others as written.
 * Values are inserted as plain text (no HTML escaping: templates are sent as text/plain).
 */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isTemplatePlaceholder(name)) return whole;
    const value = values[name];
    return value != null && value.trim() !== "" ? value : whole;
  });
}

/** Placeholders still present in a text (after filling): the sender must complete them. */
export function unfilledPlaceholders(text: string): string[] {
  return templatePlaceholders(text);
}

/** The greeting name: the first word of a full name ("Mary Ann Smith" -> "Mary"). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

export interface TemplateContext {
  client: { name: string; company: string | null };
  /** The signed-in user: their name if known, else the part of their e-mail before the at sign. */
  sender: { name: string | null; email: string };
  company: { name: string; phone: string; email: string };
}

/** Every value the Send Email form knows without asking: the client, the sender, the company. */
export function knownTemplateValues({ client, sender, company }: TemplateContext): TemplateValues {
  const senderName = sender.name?.trim() || sender.email.split("@")[0] || sender.email;
  return {
    client_name: client.name,
    client_first_name: firstName(client.name),
    client_company: client.company,
    sender_name: senderName,
    sender_email: sender.email,
    agent_name: senderName,
    agent_email: sender.email,
    company_name: company.name,
    company_phone: company.phone,
    company_email: company.email,
  };
}

/** What a closing file says about the closing, as the template values need it. */
export interface TemplateFile {
  propertyAddress: string;
  closingAt: Date | null;
  closingTimeSet: boolean;
  closingPlace: ClosingPlace | null;
  closingLocation: string | null;
}

export type FileTemplateValues = Pick<TemplateValues, "property_address" | "closing_date" | "closing_time" | "closing_location">;

/**
 * The closing file's details for the templates: the property, and the appointment in Iowa time
 * once staff set it ("Friday, December 18, 2026", "2:30 PM (Iowa time)", "At our office: 315 Main
 * Street"). What the file does not know yet is left out, for the sender to type.
 */
export function closingFileTemplateValues(file: TemplateFile): FileTemplateValues {
  const values: FileTemplateValues = { property_address: file.propertyAddress };
  if (file.closingAt) {
    const local = new TZDate(file.closingAt.getTime(), COMPANY_TIME_ZONE);
    values.closing_date = format(local, "EEEE, MMMM d, yyyy");
    if (file.closingTimeSet) values.closing_time = `${format(local, "h:mm a")} (Iowa time)`;
  }
  const place = file.closingPlace ? CLOSING_PLACE_LABELS[file.closingPlace] : null;
  const location = [place, file.closingLocation?.trim() || null].filter(Boolean).join(": ");
  if (location) values.closing_location = location;
  return values;
}
