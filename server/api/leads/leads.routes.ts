/**
 * POST /api/v1/leads: the /contact form (forms/public-form.routes.ts). Stored as a new lead and
 * announced to staff.
 */
import { contactLeadSchema } from "#core/leads/contact-lead.ts";
import type { Services } from "#server/services.ts";
import { STORED_RECEIPT, publicForm, publicFormRoutes } from "../forms/public-form.routes.ts";

export const CONTACT_FORM = publicForm({
  form: "contact",
  tags: ["Leads"],
  summary: "Send the contact form",
  description:
    "Full name, e-mail and message are required; company and phone are optional. Limited per IP address. " +
    "A bearer token is optional: it attaches the signed-in sender's account.",
  body: contactLeadSchema,
  example: {
    name: "Lee Park",
    email: "lee.park@example.com",
    company: "Prairie Realty",
    phone: "(319) 555-0177",
    message: "Closing on a farm near Le Mars in March.",
  },
  submission: (input) => ({ kind: "contact", data: input }),
  row: (input, account) => ({
    table: "leads",
    values: {
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      phone: input.phone ?? null,
      message: input.message,
      userId: account?.userId ?? null,
      source: "contact",
    },
  }),
  receipt: STORED_RECEIPT,
});

export const leadsRoutes = (ctx: Services) => publicFormRoutes(ctx, CONTACT_FORM);
