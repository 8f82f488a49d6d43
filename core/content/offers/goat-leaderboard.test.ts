import { describe, expect, it } from "vitest";
import { GOAT_MESSAGES, goatStanding, leaderboardName, leaderboardNameSchema, maskedName } from "./goat-leaderboard.ts";

describe("maskedName", () => {
  it.each([
    ["jo.smith@example.com", "j•••h"],
    ["a@example.com", "a•••"],
    ["@example.com", "Member"],
    [null, "Member"],
    ["zoë@example.com", "z•••ë"],
  ])("%s → %s", (email, shown) => expect(maskedName(email)).toBe(shown));
});

describe("leaderboardName", () => {
  it.each([
    [{ email: "jo.smith@example.com", showName: true, displayName: "Jo Smith, Ames" }, "Jo Smith, Ames"],
    [{ email: "jo.smith@example.com", showName: false, displayName: "Jo Smith, Ames" }, "j•••h"],
    [{ email: "jo.smith@example.com", showName: true, displayName: null }, "j•••h"],
  ])("%j → %s", (entry, shown) => expect(leaderboardName(entry)).toBe(shown));
});

describe("leaderboardNameSchema", () => {
  it.each([
    [{ show_name: true, display_name: "  Jo Smith  " }, { show_name: true, display_name: "Jo Smith" }],
    [{ show_name: false }, { show_name: false }],
    [{ show_name: false, display_name: null }, { show_name: false, display_name: null }],
  ])("accepts %j", (body, parsed) => expect(leaderboardNameSchema.parse(body)).toEqual(parsed));

  it.each([
    [{ show_name: true }, "display_name", GOAT_MESSAGES.displayNameRequired],
    [{ show_name: true, display_name: "   " }, "display_name", GOAT_MESSAGES.displayNameRequired],
    [{ show_name: true, display_name: "x".repeat(41) }, "display_name", GOAT_MESSAGES.displayNameTooLong],
    [{ show_name: "yes" }, "show_name", "Choose whether to show a name."],
  ])("refuses %j naming %s", (body, field, message) => {
    const result = leaderboardNameSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe("goatStanding", () => {
  it.each([
    [0, null, "Fainting Goat", 0],
    [1, "Fainting Goat", "Pygmy Goat", 0],
    [2, "Fainting Goat", "Pygmy Goat", 50],
    [40, "Legendary Mountain Goat", null, 100],
    [55, "Legendary Mountain Goat", null, 100],
  ])("%i closings: %s, next %s, %i %%", (closings, level, next, progress) => {
    const s = goatStanding(closings);
    expect(s.level?.name ?? null).toBe(level);
    expect(s.next?.level.name ?? null).toBe(next);
    expect(s.progress).toBe(progress);
  });
});
