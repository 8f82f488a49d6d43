import { describe, expect, it } from "vitest";
import { GOAT_LEVELS, goatLevelFor, nextGoatLevel } from "./goat-levels.ts";

describe("GOAT_LEVELS", () => {
  it("runs from Fainting Goat to Legendary Mountain Goat", () => {
    expect(GOAT_LEVELS[0]?.name).toBe("Fainting Goat");
    expect(GOAT_LEVELS.at(-1)?.name).toBe("Legendary Mountain Goat");
  });

  it("starts at the first transaction and has strictly rising thresholds", () => {
    expect(GOAT_LEVELS[0]?.minTransactions).toBe(1);
    for (let i = 1; i < GOAT_LEVELS.length; i++) {
      expect(GOAT_LEVELS[i]!.minTransactions).toBeGreaterThan(GOAT_LEVELS[i - 1]!.minTransactions);
    }
  });

  it("has unique ids and names", () => {
    expect(new Set(GOAT_LEVELS.map((l) => l.id)).size).toBe(GOAT_LEVELS.length);
    expect(new Set(GOAT_LEVELS.map((l) => l.name)).size).toBe(GOAT_LEVELS.length);
  });
});

describe("goatLevelFor", () => {
  it.each([
    [0, null],
    [0.9, null],
    [1, "Fainting Goat"],
    [2, "Fainting Goat"],
    [3, "Pygmy Goat"],
    [5, "Pygmy Goat"],
    [6, "Nubian Goat"],
    [11, "Nubian Goat"],
    [12, "Mountain Goat"],
    [23, "Mountain Goat"],
    [24, "Legendary Mountain Goat"],
    [39, "Legendary Mountain Goat"],
    [500, "Legendary Mountain Goat"],
  ])("%d closed transactions → %s", (count, name) => {
    expect(goatLevelFor(count)?.name ?? null).toBe(name);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (count) => {
    expect(() => goatLevelFor(count)).toThrow(RangeError);
  });
});

describe("nextGoatLevel", () => {
  it.each([
    [0, "Fainting Goat", 1],
    [1, "Pygmy Goat", 2],
    [5, "Nubian Goat", 1],
    [6, "Mountain Goat", 6],
    [20, "Legendary Mountain Goat", 4],
    [23, "Legendary Mountain Goat", 1],
  ])("after %d closings the next level is %s, %d away", (count, name, remaining) => {
    expect(nextGoatLevel(count)).toEqual({ level: expect.objectContaining({ name }), remaining });
  });

  it("is null at the summit", () => {
    expect(nextGoatLevel(24)).toBeNull();
    expect(nextGoatLevel(1000)).toBeNull();
  });
});
