import { describe, expect, it } from "vitest";
import { actionsNote, staleNote } from "./stale.ts";

describe("notes while a field is refused", () => {
  it("say nothing while every field is accepted", () => {
    expect(staleNote(true, true)).toBeNull();
    expect(actionsNote(true, true)).toBeUndefined();
  });

  it("say whether the figures shown are the last complete estimate or none", () => {
    expect(staleNote(false, true)).toMatch(/^Showing your last complete estimate\./);
    expect(staleNote(false, false)).toBe("Correct the highlighted field to see your estimate.");
    expect(actionsNote(false, true)).toMatch(/last complete estimate/);
    expect(actionsNote(false, false)).toMatch(/^Correct the highlighted field/);
  });
});
