/**
 * The time-savings (ROI) rule of the transaction coordination page (public-site.md §9): each
 * coordinated transaction saves the agent the hours of the selected tasks, valued at $50 an hour.
 */

export const HOURLY_VALUE = 50;
export const MIN_TRANSACTIONS = 1;
export const MAX_TRANSACTIONS = 50;
export const DEFAULT_TRANSACTIONS = 10;

export interface TimeSavingsTask {
  id: "paperwork" | "compliance" | "deadlines" | "communication";
  name: string;
  /** Hours the agent spends on it per transaction. */
  timePerTransaction: number;
  description: string;
}

export const TIME_SAVINGS_TASKS: readonly TimeSavingsTask[] = [
  {
    id: "paperwork",
    name: "Paperwork",
    timePerTransaction: 3,
    description: "Preparing, sending and chasing signatures on contracts, addenda and disclosures.",
  },
  {
    id: "compliance",
    name: "Compliance",
    timePerTransaction: 2,
    description: "Checking every file is complete and signed before it goes to the broker for review.",
  },
  {
    id: "deadlines",
    name: "Deadline tracking",
    timePerTransaction: 1.5,
    description: "Inspection, financing, appraisal and closing dates on a calendar, with reminders.",
  },
  {
    id: "communication",
    name: "Communication",
    timePerTransaction: 2.5,
    description: "Updates to clients, the other agent, the lender and the closing office.",
  },
];

/** Hours per transaction of the selected tasks (all of them by default). */
export function hoursPerTransaction(selected: readonly TimeSavingsTask["id"][] = TIME_SAVINGS_TASKS.map((t) => t.id)): number {
  return TIME_SAVINGS_TASKS.filter((t) => selected.includes(t.id)).reduce((sum, t) => sum + t.timePerTransaction, 0);
}

/** Hours and dollars saved per month: hours = transactions × hours per transaction, rounded. */
export function timeSavings(
  transactionsPerMonth: number,
  selected?: readonly TimeSavingsTask["id"][],
): { hours: number; dollars: number } {
  const transactions = Number.isFinite(transactionsPerMonth) ? Math.max(0, transactionsPerMonth) : 0;
  const hours = Math.round(transactions * hoursPerTransaction(selected));
  return { hours, dollars: Math.round(hours * HOURLY_VALUE) };
}
