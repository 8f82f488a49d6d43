/** A user's notification choices (notification_preferences) and the phone texts go to. */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { AppDb } from "#db/client.ts";
import { closingParties, notificationPreferences } from "#db/schema/index.ts";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type SavedNotificationPreferences } from "#core/closing/notification-preferences.ts";
import type { MilestoneId } from "#core/closing/milestones.ts";
import { PORTAL_ROLES } from "#server/closing/file-access.queries.ts";

export async function preferencesOf(db: AppDb, userId: string): Promise<SavedNotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row ? saved(row) : DEFAULT_NOTIFICATION_PREFERENCES;
}

function saved(row: typeof notificationPreferences.$inferSelect): SavedNotificationPreferences {
  return { email_off: row.emailOff as MilestoneId[], sms: row.sms, reminders: row.reminders, message_notices: row.messageNotices };
}

/** Saves the choices; `reminders` or `message_notices` left out keeps the stored one (on for a new row). Returns what is stored. */
export async function savePreferences(db: AppDb, userId: string, prefs: NotificationPreferences): Promise<SavedNotificationPreferences> {
  const optional = {
    ...(prefs.reminders === undefined ? {} : { reminders: prefs.reminders }),
    ...(prefs.message_notices === undefined ? {} : { messageNotices: prefs.message_notices }),
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, emailOff: prefs.email_off, sms: prefs.sms, ...optional })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailOff: prefs.email_off, sms: prefs.sms, ...optional, updatedAt: new Date() } })
    .returning();
  return saved(row!);
}

/** The phone on the newest party row with this e-mail: where the notifier texts (staff keep it, not the user). */
export async function partyPhoneOf(db: AppDb, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [row] = await db
    .select({ phone: closingParties.phone })
    .from(closingParties)
    .where(and(eq(closingParties.email, email), inArray(closingParties.role, [...PORTAL_ROLES]), isNotNull(closingParties.phone)))
    .orderBy(desc(closingParties.createdAt))
    .limit(1);
  return row?.phone ?? null;
}
