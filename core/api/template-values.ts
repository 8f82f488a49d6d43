/**
 * The wire shape of GET /api/v1/clients/{id}/template-values: what the Send Email form fills a
 * template with besides the client and the company (server/api/clients/template-values.routes.ts;
 * app/features/clients/send-email-panel.tsx). Values are ready to insert
 * (core/domain/email-templates.ts closingFileTemplateValues).
 */
import { z } from "zod";

export const templateValuesSchema = z
  .object({
    sender_name: z.string().meta({ description: "The sender's name (the account's, else the name on a closing file for their address, else their address before the at sign)", example: "Dana Reyes" }),
    closing_file: z
      .object({
        file_number: z.string().meta({ example: "HC-2026-01001" }),
        property_address: z.string().meta({ example: "412 Elm St, Cedar Falls, IA 50613" }),
        closing_date: z.string().nullable().meta({ example: "Friday, December 18, 2026" }),
        closing_time: z.string().nullable().meta({ example: "2:30 PM (Iowa time)" }),
        closing_location: z.string().nullable().meta({ example: "At our office: 315 Main Street, Suite 200, Cedar Falls" }),
      })
      .nullable()
      .meta({ description: "The sender's closing file the client is a party on (matched by the client's e-mail), the next closing first; null when none" }),
  })
  .meta({ id: "TemplateValues" });
export type TemplateValuesResponse = z.infer<typeof templateValuesSchema>;
