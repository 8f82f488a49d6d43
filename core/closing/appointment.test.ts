import { describe, expect, it } from "vitest";
import { appointmentInstant, appointmentOf, describeAppointment } from "./appointment.ts";

describe("closing appointment in Iowa time", () => {
  it.each([
    // CST (UTC−6) in December, CDT (UTC−5) in July
    [{ date: "2026-12-18", time: "14:30" }, "2026-12-18T20:30:00.000Z"],
    [{ date: "2026-07-02", time: "09:00" }, "2026-07-02T14:00:00.000Z"],
    [{ date: "2026-12-18", time: null }, "2026-12-18T18:00:00.000Z"],
    [{ date: "2026-12-31", time: "23:45" }, "2027-01-01T05:45:00.000Z"],
  ])("%j is %s", (appointment, iso) => {
    expect(appointmentInstant(appointment).toISOString()).toBe(iso);
    expect(appointmentOf(new Date(iso), appointment.time !== null)).toEqual(appointment);
  });

  it.each([
    [{ date: "2026-12-18", time: "14:30" }, "Friday, December 18, 2026 at 2:30 PM (Iowa time)"],
    [{ date: "2026-12-18", time: null }, "Friday, December 18, 2026"],
  ])("describes %j", (appointment, words) => {
    expect(describeAppointment(appointment)).toBe(words);
  });
});
