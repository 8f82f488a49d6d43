/**
 * The Year of the GOAT leaderboard: the year's top ten by closed transactions. Names are masked
 * unless a member chose to show a display name, because a list of competitors' e-mail addresses
 * is not ours to publish.
 */
import { z } from "zod";
import { safeString } from "#core/validation/safe-text.ts";
import { goatLevelFor, nextGoatLevel } from "./goat-levels.ts";

export const LEADERBOARD_SIZE = 10;
export const DISPLAY_NAME_MAX = 40;

export const GOAT_MESSAGES = {
  displayNameRequired: "Enter the name to show, or choose not to show a name.",
  displayNameTooLong: `Keep the name to ${DISPLAY_NAME_MAX} characters or fewer.`,
  saved: "Your leaderboard name is saved.",
  saveFailed: "Failed to save your leaderboard name. Please try again.",
  loadFailed: "Failed to load the leaderboard",
  empty: "No closings yet this year. The first one takes the top spot.",
} as const;

/** The opt-in: show a chosen name on the leaderboard, or stay masked. */
export const leaderboardNameSchema = z
  .object({
    show_name: z.boolean({ error: "Choose whether to show a name." }),
    display_name: safeString({ error: GOAT_MESSAGES.displayNameRequired })
      .trim()
      .max(DISPLAY_NAME_MAX, GOAT_MESSAGES.displayNameTooLong)
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.show_name && !v.display_name) ctx.addIssue({ code: "custom", path: ["display_name"], message: GOAT_MESSAGES.displayNameRequired });
  });
export type LeaderboardName = z.infer<typeof leaderboardNameSchema>;

/** "j•••h" for jo.smith@example.com: enough for a member to recognise themselves, not to be found. */
export function maskedName(email: string | null | undefined): string {
  const local = (email ?? "").split("@")[0]?.trim() ?? "";
  const chars = [...local];
  if (chars.length === 0) return "Member";
  if (chars.length === 1) return `${chars[0]}•••`;
  return `${chars[0]}•••${chars[chars.length - 1]}`;
}

export function leaderboardName(entry: { email: string | null; showName: boolean; displayName: string | null }): string {
  return entry.showName && entry.displayName ? entry.displayName : maskedName(entry.email);
}

/** Where a member stands: the level reached, the next one and how far it is (0–100 %). */
export function goatStanding(closings: number) {
  const level = goatLevelFor(closings);
  const next = nextGoatLevel(closings);
  const from = level?.minTransactions ?? 0;
  const progress = next ? Math.round(((closings - from) / (next.level.minTransactions - from)) * 100) : 100;
  return { level, next, progress };
}
