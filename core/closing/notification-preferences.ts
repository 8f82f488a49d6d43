/**
 * A user's notification choices (issue 16), as the account page's form and
 * PUT /api/v1/me/notification-preferences carry them: the steps they want no e-mail for, whether
 * they want texts, whether they want the daily reminder of what they owe on their files
 * (issue 30), and whether they want an e-mail when someone writes on one of their files (issue 31). Shared so the form and the API refuse the same things.
 */
import { z } from "zod";
import { MILESTONES, MILESTONE_IDS, type MilestoneId } from "./milestones.ts";

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  unknownStep: `Choose steps from the closing timeline (${MILESTONE_IDS.join(", ")})`,
  listRequired: "Send the steps to leave out as a list (empty for every step)",
  smsRequired: "Say whether you want text messages (true or false)",
  remindersRequired: "Say whether you want the daily reminder (true or false)",
  messageNoticesRequired: "Say whether you want an e-mail when someone writes on your files (true or false)",
  saved: "Notification choices saved",
} as const;

export const notificationPreferencesSchema = z.object({
  email_off: z
    .array(z.enum(MILESTONE_IDS, { error: NOTIFICATION_PREFERENCE_MESSAGES.unknownStep }), { error: NOTIFICATION_PREFERENCE_MESSAGES.listRequired })
    .max(MILESTONE_IDS.length * 2, NOTIFICATION_PREFERENCE_MESSAGES.unknownStep)
    // Stored once each, in timeline order, whatever order the form sent.
    .transform((ids) => MILESTONES.map((m) => m.id).filter((id) => ids.includes(id))),
  sms: z.boolean({ error: NOTIFICATION_PREFERENCE_MESSAGES.smsRequired }),
  /**
   * The daily reminder of the caller's requests due within two days or overdue. Left out: kept as
   * it is (on for a user who never chose), so a client written before reminders existed does not
   * turn them back on or off.
   */
  reminders: z.boolean({ error: NOTIFICATION_PREFERENCE_MESSAGES.remindersRequired }).optional(),
  /**
   * An e-mail (and a text with `sms`) when someone writes on the conversation of one of the
   * caller's files (issue 31). Left out: kept as it is (on for a user who never chose), as `reminders`.
   */
  message_notices: z.boolean({ error: NOTIFICATION_PREFERENCE_MESSAGES.messageNoticesRequired }).optional(),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The choices as stored: every one of them known. */
export type SavedNotificationPreferences = Required<NotificationPreferences>;

/** No row yet: e-mail for every step, no texts, the daily reminder and message e-mails on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: SavedNotificationPreferences = { email_off: [], sms: false, reminders: true, message_notices: true };

/** The changes a user is e-mailed about: those of steps they did not turn off (none left, no e-mail). */
export function emailedChanges<T extends { milestone: MilestoneId }>(emailOff: readonly string[], changes: readonly T[]): T[] {
  return changes.filter((c) => !emailOff.includes(c.milestone));
}
