/**
 * A user's client (POST/PATCH /api/v1/clients): the Add New Client and Edit forms and the API
 * check with these schemas; the API is the authority. Name required; e-mail, phone, company and
 * notes optional, stored normalised (e-mail lower-cased, phone as "(319) 555-0142").
 */
import { z } from "zod";
import { MAX_EMAIL_LENGTH, isValidEmail, normaliseEmail } from "../auth/credentials.ts";
import { FIELD_MESSAGES, LIMITS, nameSchema, optionalPhoneSchema, optionalTextSchema } from "../leads/contact-fields.ts";
import { safeString } from "../validation/safe-text.ts";

export const CLIENT_LIMITS = {
  name: LIMITS.name,
  company: LIMITS.company,
  notes: 5000,
  /** Search text (name, e-mail, company or phone). */
  search: 100,
} as const;

export const CLIENT_MESSAGES = {
  nameRequired: "Please enter the client's name",
  notesTooLong: `Please keep the notes to ${CLIENT_LIMITS.notes.toLocaleString("en-US")} characters`,
  added: "Client added successfully!",
  addFailed: "Failed to add client. Please try again.",
  updated: "Client updated",
  updateFailed: "Failed to update client. Please try again.",
  deleted: "Client deleted",
  deleteFailed: "Failed to delete client. Please try again.",
  loadFailed: "Failed to load clients",
  empty: "No clients found",
  notFound: "We couldn't find that client. It may have been deleted.",
} as const;

/** An optional e-mail address: empty or absent is null, anything else must be an address. */
export const optionalEmailSchema = safeString({ error: FIELD_MESSAGES.invalidEmail })
  .nullish()
  .transform((v, ctx) => {
    const value = v?.trim() ?? "";
    if (value === "") return null;
    if (value.length > MAX_EMAIL_LENGTH || !isValidEmail(value)) {
      ctx.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidEmail });
      return z.NEVER;
    }
    return normaliseEmail(value);
  });

export const clientInputSchema = z.object({
  name: nameSchema(CLIENT_MESSAGES.nameRequired),
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  company: optionalTextSchema(CLIENT_LIMITS.company, FIELD_MESSAGES.companyTooLong),
  notes: optionalTextSchema(CLIENT_LIMITS.notes, CLIENT_MESSAGES.notesTooLong),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientFields = z.output<typeof clientInputSchema>;

/** The search box: trimmed; empty means every client. */
export const clientSearchSchema = safeString()
  .max(CLIENT_LIMITS.search, `Please keep the search to ${CLIENT_LIMITS.search} characters`)
  .transform((v) => v.trim().replace(/\s+/g, " "));
