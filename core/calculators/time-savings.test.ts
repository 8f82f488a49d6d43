import { describe, expect, it } from "vitest";
import { HOURLY_VALUE, TIME_SAVINGS_TASKS, hoursPerTransaction, timeSavings } from "./time-savings.ts";

describe("time savings", () => {
  it("uses the spec's tasks and $50 an hour", () => {
    expect(TIME_SAVINGS_TASKS.map((t) => [t.id, t.timePerTransaction])).toEqual([
      ["paperwork", 3],
      ["compliance", 2],
      ["deadlines", 1.5],
      ["communication", 2.5],
    ]);
    expect(HOURLY_VALUE).toBe(50);
    expect(hoursPerTransaction()).toBe(9);
  });

  it.each([
    [10, undefined, 90, 4500],
    [1, undefined, 9, 450],
    [50, undefined, 450, 22500],
    [3, ["deadlines"] as const, 5, 250], // 4.5 rounds to 5 (Math.round)
    [5, ["paperwork", "communication"] as const, 28, 1400], // 27.5 → 28
    [10, [] as const, 0, 0],
    [Number.NaN, undefined, 0, 0],
    [-4, undefined, 0, 0],
  ])("%d transactions with %j → %d hours, $%d", (transactions, selected, hours, dollars) => {
    expect(timeSavings(transactions, selected)).toEqual({ hours, dollars });
  });
});
