/**
 * The settings the browser needs (GET /api/v1/public-config), nothing secret: used by
 * server/api/public-config/public-config.routes.ts. The web app reads the body leniently by these
 * field names, without zod (app/lib/public-config.ts): it loads on every public page.
 */
import { z } from "zod";

export const publicConfigSchema = z
  .object({
    chat_widget_src: z.string().nullable().meta({ description: "Script address of the chat widget; null when none is configured." }),
    booking_url: z.string().nullable().meta({ description: "External booking calendar; null when none is configured." }),
    secure_email_change: z.boolean().meta({
      description: "A change of e-mail address is confirmed from both the current and the new address (AUTH_MAILER_SECURE_EMAIL_CHANGE_ENABLED).",
    }),
  })
  .meta({ id: "PublicConfig" });
export type PublicConfigBody = z.infer<typeof publicConfigSchema>;
