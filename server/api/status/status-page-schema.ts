/** The status page's wire shape (core/closing/status-page.ts builds it), for the OpenAPI document. */
import { z } from "@hono/zod-openapi";
import { MILESTONE_IDS, MILESTONE_STATE_VALUES } from "../../../core/closing/milestones.ts";

export const StatusPageSchema = z
  .object({
    file_number: z.string().openapi({ example: "HC-2026-01001" }),
    property_address: z.string().openapi({ example: "412 Elm St, Cedar Falls, IA 50613" }),
    county: z.string().openapi({ example: "Black Hawk" }),
    kind_label: z.string().openapi({ example: "Purchase (financed)" }),
    appointment: z
      .object({
        date: z.string().openapi({ example: "2026-12-18", description: "Iowa date" }),
        time: z.string().nullable().openapi({ example: "14:30", description: "Iowa time; null when only the date is set" }),
        place_label: z.string().nullable().openapi({ example: "At our office" }),
        location: z.string().nullable(),
        description: z.string().openapi({ example: "Friday, December 18, 2026 at 2:30 PM (Iowa time)" }),
      })
      .nullable(),
    timeline: z.array(
      z.object({
        id: z.enum(MILESTONE_IDS),
        label: z.string().openapi({ example: "The title history is up to date" }),
        state: z.enum(MILESTONE_STATE_VALUES),
        done_on: z.string().nullable(),
      }),
    ),
    next_step: z.object({ id: z.enum(MILESTONE_IDS), label: z.string() }).nullable(),
    progress_percent: z.number().int(),
    complete: z.boolean(),
    office: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
    wire_fraud_warning: z.string(),
    documents: z.array(
      z.object({ id: z.string().uuid(), name: z.string(), label: z.string().nullable(), size_bytes: z.number().int(), created_at: z.string() }),
    ),
    expires_at: z.string().nullable().openapi({ description: "When the link stops working: 90 days after the file completes; null while it is open" }),
  })
  .openapi("ClosingStatusPage");
