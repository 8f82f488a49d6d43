import { describe, expect, it } from "vitest";
import {
  ALL_TASK_IDS,
  DEFAULT_TRANSACTIONS,
  HOURLY_VALUE,
  MAX_TRANSACTIONS,
  MIN_TRANSACTIONS,
  TIME_SAVINGS_DEFAULTS,
  TIME_SAVINGS_TASKS,
  hoursPerTransaction,
  readTaskIds,
  readTimeSavingsQuery,
  readTransactions,
  taskIdsText,
  timeSavings,
  timeSavingsQuery,
  type TaskId,
} from "./time-savings.ts";

describe("time savings", () => {
  it("uses the spec's tasks, $50 an hour and 1 to 50 transactions (10 by default)", () => {
    expect(TIME_SAVINGS_TASKS.map((t) => [t.id, t.timePerTransaction])).toEqual([
      ["paperwork", 3],
      ["compliance", 2],
      ["deadlines", 1.5],
      ["communication", 2.5],
    ]);
    expect(HOURLY_VALUE).toBe(50);
    expect([MIN_TRANSACTIONS, MAX_TRANSACTIONS, DEFAULT_TRANSACTIONS]).toEqual([1, 50, 10]);
    expect(hoursPerTransaction()).toBe(9); // 3 + 2 + 1.5 + 2.5
  });

  it.each([
    // transactions, tasks, hours (transactions × selected hours, rounded), dollars (hours × 50)
    [10, undefined, 90, 4500], // 10 × 9
    [7, ["paperwork", "deadlines"] as const, 32, 1600], // 7 × (3 + 1.5) = 31.5 → 32
    [1, undefined, 9, 450],
    [50, undefined, 450, 22500],
    [3, ["deadlines"] as const, 5, 250], // 4.5 rounds to 5 (Math.round)
    [5, ["paperwork", "communication"] as const, 28, 1400], // 27.5 → 28
    [1, ["deadlines"] as const, 2, 100], // 1.5 → 2
    [10, [] as const, 0, 0],
    [Number.NaN, undefined, 0, 0],
    [-4, undefined, 0, 0],
  ])("%d transactions with %j → %d hours, $%d", (transactions, selected, hours, dollars) => {
    expect(timeSavings(transactions, selected)).toEqual({ hours, dollars });
  });
});

describe("transactions per month as typed", () => {
  const range = "Enter a whole number from 1 to 50.";
  it.each([
    // typed, value the result uses, message (null when accepted)
    ["10", 10, null],
    [" 7 ", 7, null],
    ["1", 1, null],
    ["50", 50, null],
    ["51", 50, `${range} Showing the result for 50 transactions.`],
    ["1,000", 50, `${range} Showing the result for 50 transactions.`],
    ["0", 1, `${range} Showing the result for 1 transaction.`],
    // Empty and non-numeric count as 0, which is below the range.
    ["", 1, `${range} Showing the result for 1 transaction.`],
    ["abc", 1, `${range} Showing the result for 1 transaction.`],
    ["-5", 1, `Transactions cannot be negative. ${range} Showing the result for 1 transaction.`],
    ["7.5", 8, `${range} Showing the result for 8 transactions.`],
    ["0.4", 1, `${range} Showing the result for 1 transaction.`],
    ["99999999999999999999", 50, `${range} Showing the result for 50 transactions.`],
  ])("%j → %d", (typed, value, message) => {
    expect(readTransactions(typed)).toEqual({ value, message });
  });
});

describe("selected tasks as query text", () => {
  it.each([
    ["paperwork,compliance,deadlines,communication", ALL_TASK_IDS],
    ["deadlines,paperwork", ["paperwork", "deadlines"]], // page order
    [" paperwork , deadlines ", ["paperwork", "deadlines"]],
    ["paperwork,paperwork", ["paperwork"]],
    ["paperwork,notatask", ["paperwork"]],
    ["", []],
  ] as Array<[string, readonly TaskId[]]>)("%j → %j", (text, ids) => {
    expect(readTaskIds(text)).toEqual(ids);
  });

  it("writes a selection in page order, empty when none", () => {
    expect(taskIdsText(["deadlines", "paperwork"])).toBe("paperwork,deadlines");
    expect(taskIdsText([])).toBe("");
  });
});

describe("the time-savings query", () => {
  it.each([
    // query, input, field errors
    [{}, TIME_SAVINGS_DEFAULTS, {}],
    [{ tx: "7", tasks: "paperwork,deadlines" }, { transactions: 7, tasks: ["paperwork", "deadlines"] }, {}],
    [{ tasks: "" }, { transactions: 10, tasks: [] }, {}],
    [
      { tx: "75", tasks: "compliance" },
      { transactions: 50, tasks: ["compliance"] },
      { tx: "Enter a whole number from 1 to 50. Showing the result for 50 transactions." },
    ],
    [
      { tx: "-3" },
      { transactions: 1, tasks: ALL_TASK_IDS },
      { tx: "Transactions cannot be negative. Enter a whole number from 1 to 50. Showing the result for 1 transaction." },
    ],
  ])("%j", (query, input, errors) => {
    expect(readTimeSavingsQuery(query)).toEqual({ input, errors });
  });

  it("writes an input back as the query it was read from", () => {
    expect(timeSavingsQuery(TIME_SAVINGS_DEFAULTS)).toEqual({ tx: "10", tasks: "paperwork,compliance,deadlines,communication" });
    const shared = { tx: "7", tasks: "paperwork,deadlines" };
    expect(timeSavingsQuery(readTimeSavingsQuery(shared).input)).toEqual(shared);
  });
});
