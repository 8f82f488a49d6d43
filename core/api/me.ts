/**
 * The signed-in caller's profile (GET /api/v1/me): used by server/api/me/me.routes.ts and the web
 * app's profile query (app/lib/auth/me.ts); and the answers of the address confirmation
 * (server/api/me/email-confirmation*.routes.ts, app/lib/auth/email-confirmation-notice.tsx), whose
 * request and words are core/auth/email-confirmation.ts's.
 */
import { z } from "zod";
import { AAL_VALUES, ACCOUNT_TYPE_VALUES, USER_ROLE_VALUES } from "../domain/enums.ts";

export const meSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string().nullable(),
    role: z.enum(USER_ROLE_VALUES),
    type: z.enum(ACCOUNT_TYPE_VALUES).nullable(),
    /** The session's assurance level: aal2 once an authenticator code has been proved. */
    aal: z.enum(AAL_VALUES),
    email_confirmed: z.boolean().meta({
      description: "Whether the account has shown its e-mail address is its own (a link or code we sent came back); closing files and client messages need it.",
    }),
    created_at: z.string().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "Me" });
export type Me = z.infer<typeof meSchema>;

/** POST /api/v1/me/email-confirmation: where the link and code went. */
export const emailConfirmationSentSchema = z.object({ sent_to: z.string() });
export type EmailConfirmationSent = z.infer<typeof emailConfirmationSentSchema>;

/** POST /api/v1/me/email-confirmation/verify: the address is now proven. */
export const emailConfirmedSchema = z.object({ email_confirmed: z.literal(true) });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;
