/** The /contact form (POST /api/v1/leads): full name, e-mail and message required. */
import { z } from "zod";
import {
  FIELD_MESSAGES,
  LIMITS,
  contactEmailSchema,
  honeypotSchema,
  nameSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  requiredTextSchema,
} from "./contact-fields.ts";

export const contactLeadSchema = z.object({
  name: nameSchema(FIELD_MESSAGES.fullNameRequired),
  email: contactEmailSchema,
  company: optionalTextSchema(LIMITS.company, FIELD_MESSAGES.companyTooLong),
  phone: optionalPhoneSchema,
  message: requiredTextSchema(LIMITS.message, FIELD_MESSAGES.messageRequired, FIELD_MESSAGES.messageTooLong),
  website: honeypotSchema,
});
export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

export { CONTACT_MESSAGES } from "./form-texts.ts";
