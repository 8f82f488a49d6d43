/**
 * The wire instructions API (issue 32; docs/money-contract.md): what staff see of an office's
 * versions (account masked; the whole of a version only through the audited reveal the approver
 * uses to compare it with the bank's letter), and what a buyer sees on the verified status page.
 * Shared by the routes and the pages, so both say the same shapes.
 */
import { z } from "zod";

/** The bank's name, address and routing number: every shape of instructions starts with them. */
const bankFields = { bank_name: z.string(), bank_address: z.string(), routing_number: z.string() };
/** A version's id, state and bank: what staff see and what the reveal shows alike. */
const versionHead = { id: z.string(), state: z.enum(["pending_approval", "approved", "superseded"]), ...bankFields };

export const wireVersionSchema = z
  .object({
    ...versionHead,
    account_masked: z.string().meta({ description: "The account number as •••• and its last four digits" }),
    account_name: z.string(),
    reference_format: z.string().meta({ description: "What the buyer writes as the wire's reference; {file_number} is replaced by the file number" }),
    authored_by: z.string().nullable(),
    authored_by_name: z.string().nullable(),
    authored_at: z.string(),
    approved_by_name: z.string().nullable(),
    approved_at: z.string().nullable(),
  })
  .meta({ id: "WireInstructionsVersion" });
export type WireVersion = z.infer<typeof wireVersionSchema>;

export const officeWireSchema = z
  .object({
    office: z.string().meta({ description: "The office's city, as OFFICE_CITIES spells it" }),
    slug: z.string().meta({ description: "How a URL names the office: the city lower-cased, spaces as dashes (cedar-falls)" }),
    phone: z.string().meta({ description: "The office's published number, the one buyers call to confirm" }),
    active: wireVersionSchema.nullable(),
    pending: wireVersionSchema.nullable(),
  })
  .meta({ id: "OfficeWireInstructions" });
export type OfficeWire = z.infer<typeof officeWireSchema>;

/** The whole of one version, for the administrator who compares it with the bank's letter (audited). */
export const revealedWireSchema = z
  .object({
    ...versionHead,
    account_number: z.string(),
    account_name: z.string(),
    reference_format: z.string(),
  })
  .meta({ id: "RevealedWireInstructions" });
export type RevealedWire = z.infer<typeof revealedWireSchema>;

/** What the buyer's page shows; `instructions` null with `message` saying to call when there are none. */
export const statusWireSchema = z
  .object({
    instructions: z
      .object({
        ...bankFields,
        account_number: z.string(),
        account_name: z.string(),
        reference: z.string().meta({ description: "The wire's reference, with this file's number in it" }),
      })
      .nullable(),
    office: z.object({ city: z.string(), phone: z.string(), phone_href: z.string() }),
    funds_due_cents: z.number().int().nullable(),
    warning: z.string(),
    message: z.string().nullable().meta({ description: "Why there are no instructions to show, and whom to call" }),
  })
  .meta({ id: "StatusWireInstructions" });
export type StatusWire = z.infer<typeof statusWireSchema>;

export const wireViewSchema = z
  .object({
    id: z.string(),
    party_id: z.string().nullable(),
    party_name: z.string(),
    instructions_id: z.string().nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    viewed_at: z.string(),
  })
  .meta({ id: "WireInstructionView" });
export type WireView = z.infer<typeof wireViewSchema>;

/** The newest views first, at most WIRE_VIEWS_LIMIT (a file has a few buyers who look a few times). */
export const WIRE_VIEWS_LIMIT = 200;
export const wireViewsSchema = z.object({ data: z.array(wireViewSchema), truncated: z.boolean() }).meta({ id: "WireInstructionViews" });
export type WireViews = z.infer<typeof wireViewsSchema>;

export const WIRE_API_MESSAGES = {
  unknownOffice: "There is no such office.",
  noSuchVersion: "There are no such wire instructions for this office.",
} as const;
