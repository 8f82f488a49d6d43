/**
 * The buyers' and sellers' status page on the wire (docs/closing-files-contract.md, "Buyers and
 * sellers"): core/closing/status-page.ts builds it from the file, server/api/status/ serves it and
 * the status page reads it. No amounts, no reasons, no parties' contacts.
 */
import { z } from "zod";
import { MILESTONE_IDS, MILESTONE_STATE_VALUES } from "../closing/milestones.ts";

export const statusPageSchema = z
  .object({
    file_number: z.string().meta({ example: "HC-2026-01001" }),
    property_address: z.string().meta({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    county: z.string().meta({ example: "Black Hawk" }),
    kind_label: z.string().meta({ example: "Purchase (financed)" }),
    appointment: z
      .object({
        date: z.string().meta({ example: "2026-12-18", description: "Iowa date" }),
        time: z.string().nullable().meta({ example: "14:30", description: "Iowa time; null when only the date is set" }),
        place_label: z.string().nullable().meta({ example: "At our office" }),
        location: z.string().nullable(),
        description: z.string().meta({ example: "Friday, December 18, 2026 at 2:30 PM (Iowa time)" }),
      })
      .nullable()
      .meta({ description: "The upcoming appointment; null until scheduled and once the file has closed" }),
    timeline: z.array(
      z.object({
        id: z.enum(MILESTONE_IDS),
        label: z.string().meta({ example: "The title history is up to date" }),
        state: z.enum(MILESTONE_STATE_VALUES),
        done_on: z.string().nullable(),
        awaiting: z.string().nullable().meta({ description: "A blocked step: what it waits for, in plain words; null otherwise" }),
      }),
    ),
    next_step: z
      .object({
        id: z.enum(MILESTONE_IDS),
        label: z.string(),
        text: z.string().meta({ example: "The attorney reviews the title and writes an opinion on it.", description: "What happens next, in plain future words" }),
        blocked: z.boolean(),
        awaiting: z.string().nullable().meta({ example: "We are waiting for the attorney's opinion on the title." }),
      })
      .nullable(),
    progress_percent: z.number().int(),
    complete: z.boolean(),
    office: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
    closer: z
      .object({
        name: z.string().meta({ example: "Jordan Meyer" }),
        phone: z.string().meta({ example: "(319) 555-0150" }),
        direct: z.boolean().meta({ description: "True when phone is the closer's direct line; false when it is the office's number" }),
      })
      .nullable()
      .meta({ description: "The staff member closing the file; null when none is assigned" }),
    after_closing: z
      .object({
        steps: z.array(
          z.object({
            id: z.enum(MILESTONE_IDS),
            title: z.string(),
            text: z.string(),
            state: z.enum(MILESTONE_STATE_VALUES),
            done_on: z.string().nullable(),
          }),
        ),
        keep: z.array(z.object({ title: z.string(), text: z.string() })),
        call: z.string(),
      })
      .nullable()
      .meta({ description: "Once the file is closed and disbursed (the appointment is then null): what still happens, what to keep, whom to call" }),
    wire_fraud_warning: z.string(),
    documents: z.array(
      z.object({ id: z.string().uuid(), name: z.string(), label: z.string().nullable(), size_bytes: z.number().int(), created_at: z.string() }),
    ),
    expires_at: z.string().nullable().meta({ description: "When the link stops working: 90 days after the file completes; null while it is open" }),
  })
  .meta({ id: "ClosingStatusPage" });
export type StatusPage = z.infer<typeof statusPageSchema>;
