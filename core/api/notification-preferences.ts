/**
 * GET and PUT /api/v1/me/notification-preferences on the wire: the body PUT takes is
 * core/closing/notification-preferences.ts's (the form refuses what the API refuses); both answer
 * the choices with the phone texts would go to.
 */
import { z } from "zod";
import { milestoneIdSchema } from "../closing/milestones.ts";

export { notificationPreferencesSchema, type NotificationPreferencesInput } from "../closing/notification-preferences.ts";

export const notificationPreferencesViewSchema = z
  .object({
    email_off: z.array(milestoneIdSchema).meta({ example: ["file_opened", "abstract_ordered"] }),
    sms: z.boolean(),
    reminders: z.boolean().meta({ description: "The daily reminder of the caller's requests due within two days or overdue, across their files (on unless turned off)." }),
    message_notices: z.boolean().meta({
      description: "An e-mail (and a text when `sms`) when someone writes on the conversation of one of the caller's files; never what they wrote (on unless turned off).",
    }),
    phone: z.string().nullable().meta({
      description: "Where texts go: the phone on the newest closing file party row with the caller's e-mail (staff keep it). Informational.",
      example: "(319) 555-0142",
    }),
  })
  .meta({ id: "NotificationPreferences" });
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesViewSchema>;
