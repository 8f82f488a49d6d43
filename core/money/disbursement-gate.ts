/**
 * Closing and disbursing waits for every disbursement account's callback to be approved (issue
 * 32; ALTA Best Practices pillars 2 and 3; the company's policy): marking the step done is
 * refused (409 `disbursement_accounts_unverified`) naming each account still waiting, by its
 * label and masked number. Same shape as core/closing/request-gates.ts's gateRefusal, so the
 * milestone route can ask both and answer with the first refusal.
 */
import type { MilestoneId, MilestoneState } from "../closing/milestones.ts";
import { maskVisibleDigits } from "./bank-account.ts";
import type { VerificationState } from "./callback-rules.ts";

export const DISBURSEMENT_GATE = {
  milestone: "closed_disbursed" satisfies MilestoneId,
  waiting: "Closing and disbursing waits for the callback on",
  source: "ALTA Best Practices pillars 2 and 3 and the company's policy: every account money is paid to is verified by a call and approved by a second administrator",
} as const;

export interface GatedAccount {
  id: string;
  /** How staff know the account: "Seller's proceeds (Jo Smith)", "Payoff to First Iowa Bank". */
  label: string;
  /** The digits a masked account shows (bank-account.ts visibleDigits); never the full number. */
  visibleDigits: string;
  state: VerificationState;
}

export interface DisbursementRefusal {
  code: "disbursement_accounts_unverified";
  message: string;
  accountIds: string[];
}

/** "A", "A and B", "A; B; and C" (labels may hold commas), as request-gates.ts lists requests. */
function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}`;
}

/** Why this milestone change must wait for account verification, or null when nothing holds it. */
export function disbursementRefusal(
  change: { milestone: MilestoneId; state: MilestoneState },
  accounts: readonly GatedAccount[],
): DisbursementRefusal | null {
  if (change.milestone !== DISBURSEMENT_GATE.milestone || change.state !== "done") return null;
  const waiting = accounts.filter((a) => a.state !== "approved");
  if (waiting.length === 0) return null;
  const named = waiting.map((a) => `${a.label} (${maskVisibleDigits(a.visibleDigits)})`);
  return {
    code: "disbursement_accounts_unverified",
    message: `${DISBURSEMENT_GATE.waiting}: ${listOf(named)}. Record each call and have a second administrator approve it first.`,
    accountIds: waiting.map((a) => a.id),
  };
}
