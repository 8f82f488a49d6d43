/**
 * A user's closing appointments as an iCalendar document (RFC 5545) for Google Calendar, Outlook
 * and Apple Calendar to subscribe to. One VEVENT per file, its UID fixed by the file's id so a
 * moved appointment moves in the calendar instead of appearing twice. Times are in Iowa time
 * with the zone's definition included (clients refuse or guess a TZID they are not given); an
 * appointment without a time is an all-day event on its Iowa date.
 */
import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import { appointmentOf } from "#core/closing/appointment.ts";
import { milestone, type MilestoneId } from "#core/closing/milestones.ts";
import { fileLink } from "#core/closing/notification-mail.ts";
import { COMPANY_TIME_ZONE } from "#core/domain/company-calendar.ts";
import { SITE } from "#core/site/settings.ts";
import type { FeedAppointment } from "./calendar.queries.ts";

/** America/Chicago under the US rules in force since 2007. */
const CHICAGO_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

const APPOINTMENT_MS = 60 * 60 * 1000;

export function closingLocation(a: Pick<FeedAppointment, "closingPlace" | "closingLocation">): string | null {
  if (a.closingLocation) return a.closingLocation;
  return a.closingPlace === "remote_online_notary" ? "Remote online notary" : null;
}

export function calendarIcs(appointments: readonly FeedAppointment[], publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: `${SITE.brand} closings`,
    prodId: { company: SITE.brand, product: "Closings", language: "EN" },
    timezone: { name: null, generator: (tz) => (tz === COMPANY_TIME_ZONE ? CHICAGO_VTIMEZONE : null) },
    // Asks subscribing clients to look again hourly (most decide for themselves).
    ttl: 60 * 60,
  });
  for (const a of appointments) {
    if (!a.closingAt) continue;
    const next = a.nextMilestone ? milestone(a.nextMilestone as MilestoneId).label : a.completedAt ? "None: the file is complete" : null;
    const link = fileLink(publicUrl, a.id);
    const description = [`File ${a.fileNumber}`, next ? `Next step: ${next}` : null, link].filter(Boolean).join("\n");
    const common = {
      id: `${a.id}@${host}`,
      summary: `Closing: ${a.propertyAddress}`,
      location: closingLocation(a),
      description,
      url: link,
      lastModified: a.updatedAt,
      stamp: a.updatedAt,
    };
    if (a.closingTimeSet) {
      calendar.createEvent({
        ...common,
        timezone: COMPANY_TIME_ZONE,
        start: new TZDate(a.closingAt.getTime(), COMPANY_TIME_ZONE),
        end: new TZDate(a.closingAt.getTime() + APPOINTMENT_MS, COMPANY_TIME_ZONE),
      });
    } else {
      // A date-only value is written from the UTC date: midnight UTC of the Iowa date is that date.
      const { date } = appointmentOf(a.closingAt, false);
      calendar.createEvent({ ...common, allDay: true, start: new Date(`${date}T00:00:00Z`) });
    }
  }
  return calendar.toString();
}
