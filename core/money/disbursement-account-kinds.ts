/**
 * The kinds of account money leaves a closing file to (issue 32): a seller's proceeds account,
 * given by the seller on the verified status page, and a payoff account, entered by staff from
 * the lender's payoff statement.
 */
export const DISBURSEMENT_ACCOUNT_KINDS = ["proceeds", "payoff"] as const;
export type DisbursementAccountKind = (typeof DISBURSEMENT_ACCOUNT_KINDS)[number];

export const DISBURSEMENT_ACCOUNT_KIND_LABELS: Record<DisbursementAccountKind, string> = {
  proceeds: "Seller's proceeds",
  payoff: "Payoff",
};
