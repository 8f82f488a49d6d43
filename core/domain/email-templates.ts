/**
 * Placeholders of the e-mail templates (email_templates.subject / .content) and the pure
 * functions that fill them. Syntax: `{{name}}` (spaces inside the braces allowed).
 *
 * The Send Email form fills what it knows (the client, the sender, the company) and leaves any
 * other placeholder in the text, untouched, for the user to complete before sending;
 * `unfilledPlaceholders` tells the form what is still open.
 */

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
  property_address: "The property being closed; typed by the sender.",
  closing_date: "The closing date, e.g. Friday, June 13, 2025; typed by the sender.",
  closing_time: "The closing time, e.g. 10:00 a.m.; typed by the sender.",
  closing_location: "Where the closing happens (office address, or 'online (RON)'); typed by the sender.",
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
