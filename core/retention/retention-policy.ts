/**
 * The retention policy (issue 33, "Disposal of customer information"): how long each kind of
 * customer information is kept before the daily run disposes of it (server/retention/). One zod
 * schema for the API body and the admin form, the defaults a closing company would choose, and for
 * each period the reason and the sources it rests on, which the admin page shows beside it.
 * docs/decisions/045-retention-and-disposal.md explains the choices.
 *
 * The frame is the FTC Safeguards Rule, 16 CFR 314.4(c)(6): dispose of customer information no
 * later than two years after it was last used for the customer, unless it is needed for business
 * operations or another legitimate business purpose, required to be kept by law, or targeted
 * disposal is not reasonably feasible. The audit log is never part of a policy: it is the record
 * that disposal happened (docs/security.md).
 */
import { z } from "zod";

export const RETENTION_FIELDS = ["bank_details_days", "document_years", "inactive_lead_days", "expired_access_days"] as const;
export type RetentionField = (typeof RETENTION_FIELDS)[number];

export interface PeriodRule {
  label: string;
  unit: "days" | "years";
  min: number;
  max: number;
  default: number;
  /** What is disposed of, after what, in a sentence. */
  what: string;
  /** Why this period, in a sentence or two. */
  reason: string;
  /** The rules and practice it rests on; `confirmed` false where we could not read the text itself. */
  sources: readonly { cite: string; says: string; confirmed: boolean }[];
}

const GLBA = {
  cite: "16 CFR 314.4(c)(6) (FTC Safeguards Rule)",
  says: "Dispose of customer information no later than two years after it was last used for the customer, unless needed for business operations, required by law, or not reasonably feasible.",
  confirmed: true,
} as const;

export const RETENTION_RULES: Record<RetentionField, PeriodRule> = {
  bank_details_days: {
    label: "Bank details, days after “Closed and disbursed”",
    unit: "days",
    min: 1,
    max: 365,
    default: 30,
    what: "The sealed routing and account numbers of sellers' proceeds and payoff accounts are deleted this many days after the file's “Closed and disbursed” step is done.",
    reason:
      "Once the money has left and the wires have settled, the numbers have no further use; a month leaves time for a returned or misdirected wire to be traced. The file keeps who was paid and the last digits in its audit log.",
    sources: [
      GLBA,
      {
        cite: "Iowa Admin. Code 193E (Real Estate Commission): broker trust account and closing records kept five years",
        says: "The closing statement and the trust account ledger are the records that must be kept, not the payee's account numbers on a staff screen.",
        confirmed: false,
      },
    ],
  },
  document_years: {
    label: "Documents of completed files, years after completion",
    unit: "years",
    min: 5,
    max: 30,
    default: 10,
    what: "The stored bytes of a completed file's documents are removed this many years after the file was completed. The file keeps each document's name, size, fingerprint (SHA-256) and history.",
    reason:
      "Closing records must outlive every period in which someone may ask for them: lenders' Closing Disclosures five years, Iowa brokers' closing statements five years, IRS information returns three to four years, and claims on written contracts in Iowa ten years. Ten years covers them all.",
    sources: [
      { cite: "12 CFR 1026.25(c)(1)(ii)(A) (TRID)", says: "A creditor keeps each Closing Disclosure and its related documents for five years after consummation.", confirmed: true },
      {
        cite: "Iowa Admin. Code 193E (former subrule 1.27(15))",
        says: "A broker keeps true copies of closing statements, contracts and correspondence of each real estate transaction for at least five years.",
        confirmed: true,
      },
      {
        cite: "IRS General Instructions for Certain Information Returns; Instructions for Form 1099-S",
        says: "Keep copies of filed information returns three years (four with backup withholding); a 1099-S designation agreement four years.",
        confirmed: true,
      },
      { cite: "Iowa Code 614.1(5)", says: "Actions founded on written contracts may be brought within ten years.", confirmed: false },
      { cite: "Iowa Title Guaranty participant agreement and manual", says: "Record-keeping terms for participating closers: not read; check your agreement.", confirmed: false },
    ],
  },
  inactive_lead_days: {
    label: "Leads and requests with no closing file, days without activity",
    unit: "days",
    min: 30,
    max: 730,
    default: 730,
    what: "A lead or service request that never became a closing file is deleted, with its notes, this many days after its last change or note.",
    reason: "A lead that went nowhere is customer information no longer used for the customer: the Safeguards Rule's two years is the longest it may be kept.",
    sources: [GLBA],
  },
  expired_access_days: {
    label: "Expired status-link codes and sessions, days after they expired",
    unit: "days",
    min: 1,
    max: 365,
    default: 30,
    what: "Six-digit codes and verified sessions of buyers' and sellers' status links are deleted this many days after they expired.",
    reason: "They open nothing once expired; a few weeks keeps them for a question about a sign-in that just happened.",
    sources: [GLBA],
  },
};

function periodSchema(field: RetentionField) {
  const rule = RETENTION_RULES[field];
  const message = `Enter a whole number of ${rule.unit} from ${rule.min} to ${rule.max}.`;
  return z.number({ error: message }).int(message).min(rule.min, message).max(rule.max, message);
}

/** The policy as the API takes it and the form checks it. */
export const retentionPolicySchema = z.strictObject({
  bank_details_days: periodSchema("bank_details_days"),
  document_years: periodSchema("document_years"),
  inactive_lead_days: periodSchema("inactive_lead_days"),
  expired_access_days: periodSchema("expired_access_days"),
});
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

export const DEFAULT_RETENTION_POLICY: RetentionPolicy = {
  bank_details_days: RETENTION_RULES.bank_details_days.default,
  document_years: RETENTION_RULES.document_years.default,
  inactive_lead_days: RETENTION_RULES.inactive_lead_days.default,
  expired_access_days: RETENTION_RULES.expired_access_days.default,
};
