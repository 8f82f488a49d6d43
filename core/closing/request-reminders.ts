/**
 * When the daily reminder of a person's requests goes out and what it holds (issue 30;
 * docs/requests-contract.md, "Notifications"): once per Iowa day, after 7:00 in the morning Iowa
 * time (a reminder read at the start of the working day, not at midnight), listing the unsettled
 * requests they owe that are overdue or due within two days. Pure: server/closing/request-digest.ts
 * reads the rows and sends.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, format, parseISO } from "date-fns";
import { COMPANY_TIME_ZONE } from "../domain/company-calendar.ts";
import type { IsoDate } from "./request-types.ts";

/** The Iowa hour from which the day's reminders go out. */
export const DIGEST_HOUR = 7;
/** "Due soon": due today or within this many days. */
export const DUE_SOON_DAYS = 2;

/** The Iowa day it is at `now`. */
export function iowaDay(now: Date): IsoDate {
  return format(new TZDate(now.getTime(), COMPANY_TIME_ZONE), "yyyy-MM-dd");
}

/** The Iowa day whose reminders are due at `now`, or null before 7:00 in the morning Iowa time. */
export function reminderDay(now: Date): IsoDate | null {
  const local = new TZDate(now.getTime(), COMPANY_TIME_ZONE);
  return local.getHours() >= DIGEST_HOUR ? format(local, "yyyy-MM-dd") : null;
}

/** The last due date a reminder of `day` lists: two days ahead; everything before it, overdue included. */
export function dueHorizon(day: IsoDate): IsoDate {
  return format(addDays(parseISO(day), DUE_SOON_DAYS), "yyyy-MM-dd");
}

/**
 * Who a reminder is for, as request_digests keys it: an account by its id, a buyer or seller by
 * e-mail, else by phone (E.164), so the same person on several files gets one reminder.
 */
export function digestRecipient(who: { userId: string } | { email: string | null; phone: string | null }): string | null {
  if ("userId" in who) return `user:${who.userId}`;
  if (who.email) return `email:${who.email.toLowerCase()}`;
  if (who.phone) return `phone:${who.phone}`;
  return null;
}
