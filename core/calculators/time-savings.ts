/**
 * The time-savings (ROI) rule of the transaction coordination page: each
 * coordinated transaction saves the agent the hours of the selected tasks, valued at $50 an hour.
 */

import { z } from "zod";
import { NEGATIVE_MESSAGE, readNumber } from "./money.ts";
import type { FieldErrors } from "./query-fields.ts";

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

export type TaskId = TimeSavingsTask["id"];

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
export function hoursPerTransaction(selected: readonly TaskId[] = TIME_SAVINGS_TASKS.map((t) => t.id)): number {
  return TIME_SAVINGS_TASKS.filter((t) => selected.includes(t.id)).reduce((sum, t) => sum + t.timePerTransaction, 0);
}

/** Hours and dollars saved per month: hours = transactions × hours per transaction, rounded. */
export function timeSavings(
  transactionsPerMonth: number,
  selected?: readonly TaskId[],
): { hours: number; dollars: number } {
  const transactions = Number.isFinite(transactionsPerMonth) ? Math.max(0, transactionsPerMonth) : 0;
  const hours = Math.round(transactions * hoursPerTransaction(selected));
  return { hours, dollars: Math.round(hours * HOURLY_VALUE) };
}

export const ALL_TASK_IDS: readonly TaskId[] = TIME_SAVINGS_TASKS.map((t) => t.id);

/** The calculator's query keys: transactions per month, and the selected tasks as "paperwork,deadlines". */
export const TIME_SAVINGS_KEYS = ["tx", "tasks"] as const;
export type TimeSavingsKey = (typeof TIME_SAVINGS_KEYS)[number];

export interface TimeSavingsInput {
  transactions: number;
  tasks: TaskId[];
}

export type TransactionsReading = { value: number; message: string | null };

const plural = (n: number) => `${n} ${n === 1 ? "transaction" : "transactions"}`;

/**
 * Transactions per month as typed. Anything but a whole number from 1 to 50 gets a message, and
 * the result uses the nearest allowed number (a fraction rounds; empty, text, 0 or negative is 1;
 * above 50 is 50), so the figures never go blank and a shared link reads the same for everyone.
 * Empty and non-numeric text count as 0, as in every calculator, and 0 is below the range.
 */
export function readTransactions(raw: string): TransactionsReading {
  const read = readNumber(raw);
  const range = `Enter a whole number from ${MIN_TRANSACTIONS} to ${MAX_TRANSACTIONS}.`;
  if (!read.ok) {
    const negative = read.message === NEGATIVE_MESSAGE;
    const value = negative ? MIN_TRANSACTIONS : MAX_TRANSACTIONS;
    const problem = negative ? `Transactions cannot be negative. ${range}` : range;
    return { value, message: `${problem} Showing the result for ${plural(value)}.` };
  }
  const value = Math.min(MAX_TRANSACTIONS, Math.max(MIN_TRANSACTIONS, Math.round(read.value)));
  if (value === read.value) return { value, message: null };
  return { value, message: `${range} Showing the result for ${plural(value)}.` };
}

/** "paperwork,deadlines" → the known task ids in page order; unknown ids are dropped. */
export function readTaskIds(raw: string): TaskId[] {
  const named = new Set(raw.split(",").map((id) => id.trim()));
  return ALL_TASK_IDS.filter((id) => named.has(id));
}

/** The query text of a selection, in page order ("" when none is selected). */
export function taskIdsText(ids: readonly TaskId[]): string {
  return ALL_TASK_IDS.filter((id) => ids.includes(id)).join(",");
}

/**
 * One schema per input. Neither refuses: a bad count still gives a result (see readTransactions)
 * with a message for its field. An absent key takes the default (10, every task); an empty
 * `tasks` means every task was unticked.
 */
export const timeSavingsQuerySchema = z.object({
  tx: z
    .string()
    .optional()
    .transform((raw): TransactionsReading => (raw === undefined ? { value: DEFAULT_TRANSACTIONS, message: null } : readTransactions(raw))),
  tasks: z
    .string()
    .optional()
    .transform((raw): TaskId[] => (raw === undefined ? [...ALL_TASK_IDS] : readTaskIds(raw))),
});

/** What the page computes from, and the message for the transactions field, if any. */
export function readTimeSavingsQuery(query: Partial<Record<string, string>>): {
  input: TimeSavingsInput;
  errors: FieldErrors<TimeSavingsKey>;
} {
  const { tx, tasks } = timeSavingsQuerySchema.parse(query);
  return { input: { transactions: tx.value, tasks }, errors: tx.message ? { tx: tx.message } : {} };
}

/** The query text of an input (for the page's initial state and links). */
export function timeSavingsQuery(input: TimeSavingsInput): Record<TimeSavingsKey, string> {
  return { tx: String(input.transactions), tasks: taskIdsText(input.tasks) };
}

export const TIME_SAVINGS_DEFAULTS: TimeSavingsInput = { transactions: DEFAULT_TRANSACTIONS, tasks: [...ALL_TASK_IDS] };
