/**
 * The /get-started request (POST /api/v1/service-requests). Name, e-mail and phone are required;
 * company, property address, requested closing date and message are optional, and an empty date
 * is stored as null. The account (user_id, user_type) comes from the session, never the body.
 */
import { z } from "zod";
import { SERVICE_TYPE_VALUES, type ServiceType } from "../domain/enums.ts";
import { parseIsoDate } from "../calculators/calendar-date.ts";
import {
  FIELD_MESSAGES,
  LIMITS,
  contactEmailSchema,
  honeypotSchema,
  nameSchema,
  optionalTextSchema,
  requiredPhoneSchema,
} from "./contact-fields.ts";
import { SERVICE_REQUEST_MESSAGES } from "./form-texts.ts";

export { SERVICE_REQUEST_MESSAGES };

/**
 * Any service type we record, stored as it was picked: "cash" stays a Cash Closing and
 * "digital-cash" a Digital Cash Closing (core/leads/service-catalogue.ts).
 */
const serviceTypeField = z.enum(SERVICE_TYPE_VALUES, { error: SERVICE_REQUEST_MESSAGES.chooseService }).transform((v): ServiceType => v);

/** "" or null is no date; otherwise a real calendar date, kept as yyyy-mm-dd. */
export const requestedDateField = z
  .string({ error: SERVICE_REQUEST_MESSAGES.invalidDate })
  .nullish()
  .transform((v, ctx) => {
    const text = (v ?? "").trim();
    if (text === "") return null;
    if (!parseIsoDate(text)) {
      ctx.addIssue({ code: "custom", message: SERVICE_REQUEST_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return text;
  });

export const serviceRequestSchema = z.object({
  service_type: serviceTypeField,
  name: nameSchema(FIELD_MESSAGES.nameRequired),
  email: contactEmailSchema,
  phone: requiredPhoneSchema,
  company: optionalTextSchema(LIMITS.company, FIELD_MESSAGES.companyTooLong),
  property_address: optionalTextSchema(LIMITS.address, FIELD_MESSAGES.addressTooLong),
  closing_date_requested: requestedDateField,
  message: optionalTextSchema(LIMITS.message, FIELD_MESSAGES.messageTooLong),
  website: honeypotSchema,
});
export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequestData = z.output<typeof serviceRequestSchema>;
