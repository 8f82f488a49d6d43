/**
 * A user's private calendar address on the wire (/api/v1/me/calendar): null fields when there is
 * none; issuing one always answers both.
 */
import { z } from "zod";

export const calendarAddressSchema = z
  .object({
    url: z.string().nullable().meta({ example: "https://www.heartlandclosing.example/api/v1/calendar/3q2-xW…Yk.ics" }),
    created_at: z.string().nullable().meta({ example: "2026-11-23T15:05:00.000Z" }),
  })
  .meta({ id: "CalendarAddress" });
export type CalendarAddress = z.infer<typeof calendarAddressSchema>;

export const issuedCalendarAddressSchema = z.object({ url: z.string(), created_at: z.string() }).meta({ id: "IssuedCalendarAddress" });
export type IssuedCalendarAddress = z.infer<typeof issuedCalendarAddressSchema>;
