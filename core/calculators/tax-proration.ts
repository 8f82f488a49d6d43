import { daysBetween, formatMonthYear, type CalendarDate } from "./calendar-date.ts";

/**
 * Iowa property taxes are paid in arrears: the taxes for the fiscal year that starts July 1 are
 * billed a year later, in two installments due in September and March. At a closing the seller
 * therefore owes any installment still unpaid plus the taxes from July 1 to the closing day,
 * which the buyer will pay later; the settlement statement credits that proration to the buyer.
 */

export const DAYS_IN_TAX_YEAR = 365;
/** Months the two installments fall due (delinquent from October 1 and April 1). */
export const FIRST_INSTALLMENT_MONTH = 9;
export const SECOND_INSTALLMENT_MONTH = 3;

/** July 1 on or before the date: the start of the fiscal year whose taxes are not billed yet. */
export function prorationStartFor(closing: CalendarDate): CalendarDate {
  return { year: closing.month >= 7 ? closing.year : closing.year - 1, month: 7, day: 1 };
}

export interface TaxInstallment {
  /** "September 2025" */
  label: string;
  year: number;
  month: number;
}

/**
 * The September and March installments of the tax bill payable in the fiscal year of the closing
 * (a closing on November 15, 2025 sits between the September 2025 and March 2026 installments).
 */
export function taxInstallmentsFor(closing: CalendarDate): [TaxInstallment, TaxInstallment] {
  const septemberYear = closing.month >= 7 ? closing.year : closing.year - 1;
  return [
    { label: formatMonthYear(septemberYear, FIRST_INSTALLMENT_MONTH), year: septemberYear, month: FIRST_INSTALLMENT_MONTH },
    {
      label: formatMonthYear(septemberYear + 1, SECOND_INSTALLMENT_MONTH),
      year: septemberYear + 1,
      month: SECOND_INSTALLMENT_MONTH,
    },
  ];
}

export interface Proration {
  /** Whole days from the proration start to the closing date (0 when the closing comes first). */
  days: number;
  cents: number;
  /** The closing date is before the proration start date: nothing is prorated. */
  closingBeforeStart: boolean;
}

/** Prorated taxes = annual taxes / 365 × days, to the cent. */
export function prorateTaxes(annualCents: number, start: CalendarDate, closing: CalendarDate): Proration {
  const days = daysBetween(start, closing);
  if (days < 0) return { days: 0, cents: 0, closingBeforeStart: true };
  return { days, cents: Math.round((annualCents * days) / DAYS_IN_TAX_YEAR), closingBeforeStart: false };
}
