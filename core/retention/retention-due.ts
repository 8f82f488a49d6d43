/**
 * What the retention policy (retention-policy.ts) makes due, given a clock: pure, so the rules are
 * tested in a table (retention-due.test.ts) and the server's queries (server/retention/) only
 * compare rows with the cut-offs computed here. Periods count in Iowa's calendar (America/Chicago,
 * core/domain/company-calendar.ts): "30 days after" a step done on a date is that Iowa date plus
 * 30, and a year is a calendar year, whatever daylight saving does in between.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, addYears, format, subDays, subYears } from "date-fns";
import { COMPANY_TIME_ZONE } from "../domain/company-calendar.ts";
import type { RetentionPolicy } from "./retention-policy.ts";

export const RETENTION_KINDS = ["bank_details", "documents", "leads", "service_requests", "expired_access"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
/** The kinds the admin page lists item by item (expired codes and sessions are only counted). */
export const LISTED_RETENTION_KINDS = ["bank_details", "documents", "leads", "service_requests"] as const;
export type ListedRetentionKind = (typeof LISTED_RETENTION_KINDS)[number];

export const RETENTION_KIND_LABELS: Record<RetentionKind, string> = {
  bank_details: "Bank details of disbursed files",
  documents: "Documents of completed files",
  leads: "Leads without a closing file",
  service_requests: "Service requests without a closing file",
  expired_access: "Expired status-link codes and sessions",
};

const local = (at: Date) => new TZDate(at.getTime(), COMPANY_TIME_ZONE);

/** The Iowa calendar date of an instant, "YYYY-MM-DD". */
export function iowaDay(at: Date): string {
  return format(local(at), "yyyy-MM-dd");
}

/** What each kind's rows are compared with: a row is due when its date is at or before its cut-off. */
export interface RetentionCutoffs {
  /** The "Closed and disbursed" step's done_on (an Iowa date) on or before this date. */
  disbursedOnOrBefore: string;
  /** closing_files.completed_at at or before this instant. */
  completedAtOrBefore: Date;
  /** A lead's or request's last change or note at or before this instant. */
  lastActivityAtOrBefore: Date;
  /** A code's or session's expires_at at or before this instant. */
  expiredAtOrBefore: Date;
}

export function retentionCutoffs(policy: RetentionPolicy, now: Date): RetentionCutoffs {
  const here = local(now);
  return {
    disbursedOnOrBefore: format(subDays(here, policy.bank_details_days), "yyyy-MM-dd"),
    completedAtOrBefore: new Date(subYears(here, policy.document_years).getTime()),
    lastActivityAtOrBefore: new Date(subDays(here, policy.inactive_lead_days).getTime()),
    expiredAtOrBefore: new Date(subDays(here, policy.expired_access_days).getTime()),
  };
}

/** An Iowa date "YYYY-MM-DD" as the instant of its local midnight. */
function iowaMidnight(day: string): TZDate {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, COMPANY_TIME_ZONE);
}

/**
 * When an item of `kind` becomes due: from the date the policy counts from (the disbursement's
 * Iowa date for bank details, the completion for documents, the last activity for leads and
 * requests, the expiry for codes and sessions).
 */
export function dueAt(kind: RetentionKind, from: Date | string, policy: RetentionPolicy): Date {
  switch (kind) {
    case "bank_details":
      return new Date(addDays(iowaMidnight(typeof from === "string" ? from : iowaDay(from)), policy.bank_details_days).getTime());
    case "documents":
      return new Date(addYears(local(new Date(from)), policy.document_years).getTime());
    case "leads":
    case "service_requests":
      return new Date(addDays(local(new Date(from)), policy.inactive_lead_days).getTime());
    case "expired_access":
      return new Date(addDays(local(new Date(from)), policy.expired_access_days).getTime());
  }
}

/** Whether an item of `kind`, counted from `from`, is due at `now` (the same comparison the queries make with retentionCutoffs). */
export function isDue(kind: RetentionKind, from: Date | string, policy: RetentionPolicy, now: Date): boolean {
  const cut = retentionCutoffs(policy, now);
  switch (kind) {
    case "bank_details":
      return (typeof from === "string" ? from : iowaDay(from)) <= cut.disbursedOnOrBefore;
    case "documents":
      return new Date(from).getTime() <= cut.completedAtOrBefore.getTime();
    case "leads":
    case "service_requests":
      return new Date(from).getTime() <= cut.lastActivityAtOrBefore.getTime();
    case "expired_access":
      return new Date(from).getTime() <= cut.expiredAtOrBefore.getTime();
  }
}

/**
 * Whether the daily run still has to run at `now`: once per Iowa day, counted from the last run
 * that succeeded (a failed run is tried again the same day).
 */
export function dailyRunDue(lastSucceededAt: Date | null | undefined, now: Date): boolean {
  return !lastSucceededAt || iowaDay(lastSucceededAt) < iowaDay(now);
}
