/**
 * The wire shapes of the Year of the GOAT (GET /api/v1/goat, PUT /api/v1/goat/leaderboard-name):
 * used by server/api/goat/goat.routes.ts and the dashboard's panel. What a member sends to choose
 * a name is leaderboardNameSchema in core/content/offers/goat-leaderboard.ts.
 */
import { z } from "zod";
import { GOAT_LEVELS } from "../content/offers/goat-levels.ts";

const goatLevelSchema = z.object({
  id: z.enum(GOAT_LEVELS.map((l) => l.id) as [string, ...string[]]),
  name: z.string(),
  min_transactions: z.number().int(),
});

/** The member's choice as saved: a name shown on the leaderboard, or masked. */
export const savedLeaderboardNameSchema = z
  .object({ show_name: z.boolean(), display_name: z.string().nullable() })
  .meta({ id: "LeaderboardName" });
export type SavedLeaderboardName = z.infer<typeof savedLeaderboardNameSchema>;

export const goatStandingSchema = z
  .object({
    year: z.number().int().meta({ example: 2026 }),
    closings: z.number().int().min(0).meta({ description: "The caller's closed transactions this year (America/Chicago)" }),
    level: goatLevelSchema.nullable(),
    next_level: goatLevelSchema.extend({ remaining: z.number().int().min(1) }).nullable(),
    progress: z.number().int().min(0).max(100).meta({ description: "Per cent of the way from this level to the next" }),
    rank: z.number().int().min(1).nullable().meta({ description: "The caller's rank this year; null before a first closing" }),
    leaderboard: z.array(z.object({ rank: z.number().int().min(1), name: z.string(), closings: z.number().int().min(1), is_you: z.boolean() })),
    leaderboard_name: savedLeaderboardNameSchema,
  })
  .meta({ id: "GoatStanding" });
export type GoatStanding = z.infer<typeof goatStandingSchema>;
