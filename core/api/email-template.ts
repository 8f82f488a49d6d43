/**
 * The wire shape of the e-mail templates the Send Email picker offers (GET /api/v1/email-templates):
 * used by server/api/email-templates/email-templates.routes.ts and the clients pages. The
 * placeholders they hold are core/domain/email-templates.ts's.
 */
import { z } from "zod";
import { pageSchemaOf } from "./page.ts";

export const emailTemplateSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string().meta({ example: "Closing Scheduled" }),
    subject: z.string().meta({ example: "Your closing for {{property_address}} is scheduled" }),
    content: z.string().meta({ description: "Text with {{placeholders}} (core/domain/email-templates.ts)" }),
  })
  .meta({ id: "EmailTemplate" });
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Every template on one page: next_cursor is always null. */
export const emailTemplateListSchema = pageSchemaOf(emailTemplateSchema, "EmailTemplateList");
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;
