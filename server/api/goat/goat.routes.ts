/**
 * GET /api/v1/goat: the caller's Year of the GOAT standing (closings this year, level, progress
 * to the next) and the year's top ten, names masked unless a member opted in.
 * PUT /api/v1/goat/leaderboard-name: the caller's opt-in and the name to show.
 */
import { createRoute } from "@hono/zod-openapi";
import { goatStandingSchema, savedLeaderboardNameSchema } from "#core/api/goat.ts";
import { GOAT_LEVELS } from "#core/content/offers/goat-levels.ts";
import { LEADERBOARD_SIZE, goatStanding, leaderboardName, leaderboardNameSchema } from "#core/content/offers/goat-leaderboard.ts";
import { companyYear } from "#core/domain/company-calendar.ts";
import type { Services } from "#server/services.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, invalidInput, signedInErrors, notJsonBody } from "../openapi.ts";
import { leaderboardNameOf, rankedMembers, saveLeaderboardName } from "./goat.queries.ts";

const level = (l: (typeof GOAT_LEVELS)[number]) => ({ id: l.id, name: l.name, min_transactions: l.minTransactions });

export function goatRoutes(ctx: Services) {
  const standing = createRoute({
    method: "get",
    path: "/",
    tags: ["Year of the GOAT"],
    summary: "The caller's level and the year's leaderboard",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      200: { description: "Standing and leaderboard", content: { "application/json": { schema: goatStandingSchema } } },
      ...signedInErrors,
    },
  });
  const saveName = createRoute({
    method: "put",
    path: "/leaderboard-name",
    tags: ["Year of the GOAT"],
    summary: "Show a chosen name on the leaderboard, or stay masked",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { body: { required: true, content: { "application/json": { schema: leaderboardNameSchema, example: { show_name: true, display_name: "Jo Smith, Ames" } } } } },
    responses: {
      200: { description: "Saved", content: { "application/json": { schema: savedLeaderboardNameSchema } } },
      ...invalidInput,
      ...signedInErrors,
      ...notJsonBody,
    },
  });

  return apiRouter()
    .openapi(standing, async (c) => {
      const me = callerOf(c);
      const now = new Date();
      const year = companyYear(now);
      const members = await rankedMembers(ctx.db, now, me.user.id);
      const mine = members.find((m) => m.userId === me.user.id);
      const closings = mine?.closings ?? 0;
      const s = goatStanding(closings);
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          year: year.year,
          closings,
          level: s.level ? level(s.level) : null,
          next_level: s.next ? { ...level(s.next.level), remaining: s.next.remaining } : null,
          progress: s.progress,
          rank: mine?.rank ?? null,
          leaderboard: members.slice(0, LEADERBOARD_SIZE).filter((m) => m.rank <= LEADERBOARD_SIZE).map((m) => ({
            rank: m.rank,
            name: leaderboardName({ email: m.email, showName: m.showOnLeaderboard, displayName: m.displayName }),
            closings: m.closings,
            is_you: m.userId === me.user.id,
          })),
          leaderboard_name: { show_name: me.profile.showOnLeaderboard, display_name: me.profile.displayName },
        },
        200,
      );
    })
    .openapi(saveName, async (c) => {
      const body = c.req.valid("json");
      const value = { showOnLeaderboard: body.show_name, displayName: body.display_name || null };
      await saveLeaderboardName(ctx.db, callerOf(c).user.id, value);
      const saved = (await leaderboardNameOf(ctx.db, callerOf(c).user.id))!;
      return c.json({ show_name: saved.showOnLeaderboard, display_name: saved.displayName }, 200);
    });
}
