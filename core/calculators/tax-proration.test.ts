import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate } from "./calendar-date.ts";
import { prorateTaxes, prorationStartFor, taxInstallmentsFor } from "./tax-proration.ts";

const d = (iso: string) => parseIsoDate(iso)!;

describe("Iowa tax proration", () => {
  it.each([
    // annual $, start, closing, days, prorated $ — by hand: annual / 365 × days
    [5290, "2025-07-01", "2025-07-01", 0, 0],
    [5290, "2025-07-01", "2025-11-15", 137, 1985.56], // 5290 × 137 = 724,730; / 365 = 1985.5616…
    [3650, "2025-07-01", "2025-07-11", 10, 100], // $10 a day
    [3650, "2024-07-01", "2025-07-01", 365, 3650], // a whole fiscal year
    [3650, "2023-07-01", "2024-07-01", 366, 3660], // across Feb 29, 2024: the 366th day counts too
    [0, "2025-07-01", "2026-01-15", 198, 0],
  ])("$%d from %s to %s: %d days, $%d", (annual, start, closing, days, dollars) => {
    const result = prorateTaxes(annual * 100, d(start), d(closing));
    expect(result).toEqual({ days, cents: Math.round(dollars * 100), closingBeforeStart: false });
  });

  it("prorates nothing when the closing date is before the proration date, and says so", () => {
    expect(prorateTaxes(529_000, d("2025-07-01"), d("2025-06-15"))).toEqual({ days: 0, cents: 0, closingBeforeStart: true });
  });

  it.each([
    // closing, proration start, installments
    ["2025-07-01", "2025-07-01", "September 2025", "March 2026"],
    ["2025-11-15", "2025-07-01", "September 2025", "March 2026"],
    ["2026-03-31", "2025-07-01", "September 2025", "March 2026"],
    ["2026-06-30", "2025-07-01", "September 2025", "March 2026"],
    ["2026-07-01", "2026-07-01", "September 2026", "March 2027"],
    ["2028-02-29", "2027-07-01", "September 2027", "March 2028"],
  ])("a closing on %s prorates from %s between the %s and %s installments", (closing, start, first, second) => {
    expect(toIsoDate(prorationStartFor(d(closing)))).toBe(start);
    expect(taxInstallmentsFor(d(closing)).map((i) => i.label)).toEqual([first, second]);
  });
});
