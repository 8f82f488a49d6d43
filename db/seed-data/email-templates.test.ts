/**
 * The seeded e-mail templates as an agent sends them (issue 29): filled, each passes the Send
 * Email checks as it stands (the portal refuses talk of wiring money and bank details, so a
 * template that talks of them could never be sent), claims no attachment (the portal attaches
 * none), and is signed with the sender's name.
 */
import { describe, expect, test } from "vitest";
import { sendEmailSchema } from "#core/clients/communication-fields.ts";
import { fillTemplate, TEMPLATE_PLACEHOLDERS, type TemplatePlaceholder } from "#core/domain/email-templates.ts";
import { EMAIL_TEMPLATES } from "./email-templates.ts";

const SAMPLE: Record<TemplatePlaceholder, string> = {
  client_name: "Mary Smith",
  client_first_name: "Mary",
  client_company: "Smith Family Trust",
  sender_name: "Dana Reyes",
  sender_email: "dana@realty.example",
  agent_name: "Dana Reyes",
  agent_email: "dana@realty.example",
  company_name: "Heartland Closing Co.",
  company_phone: "(319) 555-0142",
  company_email: "hello@heartlandclosing.example",
  property_address: "412 Elm St, Cedar Falls, IA 50613",
  closing_date: "Friday, December 18, 2026",
  closing_time: "2:30 PM",
  closing_location: "At our office: 315 Main Street, Suite 200, Cedar Falls",
  documents_due_date: "Friday, December 11, 2026",
};

describe.each(EMAIL_TEMPLATES.map((t) => [t.name, t] as const))("%s", (_name, template) => {
  const subject = fillTemplate(template.subject, SAMPLE);
  const content = fillTemplate(template.content, SAMPLE);

  test("filled, it passes the Send Email checks (nothing about wiring money or bank details)", () => {
    const parsed = sendEmailSchema.safeParse({ type: "email", subject, content });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  test("claims no attachment", () => {
    expect(content).not.toMatch(/attached to this|see attached|is attached|are attached|enclosed/i);
  });

  test("is signed with the sender's name, then the company", () => {
    expect(template.content).toMatch(/\n\{\{sender_name\}\}\n\{\{company_name\}\}/);
  });

  test("uses only documented placeholders", () => {
    for (const m of `${template.subject} ${template.content}`.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)) expect(Object.keys(TEMPLATE_PLACEHOLDERS)).toContain(m[1]);
  });
});
