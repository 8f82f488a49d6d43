/**
 * A user's private calendar address and the iCalendar feed behind it (issue 16;
 * docs/closing-files-contract.md, "Me"). The token is the credential: the HMAC of the user and
 * the feed row's creation time (server/closing/link-tokens.ts), so issuing a new address
 * (a new creation time) stops the old one, and only its hash is stored.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { calendarAddressSchema, issuedCalendarAddressSchema } from "#core/api/calendar.ts";
import type { Services } from "#server/services.ts";
import { AppError } from "#server/http/errors.ts";
import { countMiss, ipLimit } from "#server/http/ip-limit.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { calendarFeedUrl, isLinkTokenShape, linkToken, tokenHash } from "#server/closing/link-tokens.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { calendarIcs } from "./calendar-ics.ts";
import { appointmentsOf, deleteFeed, feedOf, feedOwner, replaceFeed } from "./calendar.queries.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

const FEED_NOT_FOUND = "There is no calendar at this address. It may have been replaced or turned off; copy the new address from your account.";

/**
 * Calendar services fetch every subscriber's feed from a few shared addresses (Google's fetchers),
 * so the limit is loose: it stops a script walking tokens, not a calendar refreshing.
 */
export const FEED_LIMIT = { max: 600, windowSeconds: 10 * 60 };

/**
 * Wrong tokens from one address: a subscription to a replaced address misses a few times a day,
 * a script walking tokens misses all the time. Only misses count (countMiss), so a calendar
 * polling its valid feed never uses this up; once over, every token from that address waits, or a
 * right guess would still be told apart from a wrong one.
 */
export const FEED_MISS_LIMIT = { max: 30, windowSeconds: 10 * 60 };

async function feedToken(ctx: Services, userId: string, createdAt: Date): Promise<string> {
  return linkToken(ctx, "calendar-feed", `${userId}:${createdAt.toISOString()}`);
}

/** /api/v1/me/calendar */
export function calendarRoutes(ctx: Services) {
  const get = createRoute({
    method: "get",
    path: "/calendar",
    tags: ["Closing files"],
    summary: "The caller's private calendar address (null when there is none)",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      200: { description: "The address, to paste into Google Calendar or Outlook", content: { "application/json": { schema: calendarAddressSchema } } },
      ...signedInErrors,
    },
  });
  const post = createRoute({
    method: "post",
    path: "/calendar",
    tags: ["Closing files"],
    summary: "Make a new private calendar address; the old one stops working",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: {
      201: { description: "The new address", content: { "application/json": { schema: issuedCalendarAddressSchema } } },
      ...signedInErrors,
    },
  });
  const del = createRoute({
    method: "delete",
    path: "/calendar",
    tags: ["Closing files"],
    summary: "Turn the private calendar address off",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: { 204: { description: "Turned off (or there was none)" }, ...signedInErrors },
  });
  return apiRouter()
    .openapi(get, async (c) => {
      const userId = callerOf(c).user.id;
      const feed = await feedOf(ctx.db, userId);
      c.header("Cache-Control", "no-store");
      if (!feed) return c.json({ url: null, created_at: null }, 200);
      const url = calendarFeedUrl(ctx, await feedToken(ctx, userId, feed.createdAt));
      return c.json({ url, created_at: feed.createdAt.toISOString() }, 200);
    })
    .openapi(post, async (c) => {
      const userId = callerOf(c).user.id;
      const createdAt = new Date();
      const token = await feedToken(ctx, userId, createdAt);
      await replaceFeed(ctx.db, userId, createdAt, tokenHash(token));
      c.header("Cache-Control", "no-store");
      return c.json({ url: calendarFeedUrl(ctx, token), created_at: createdAt.toISOString() }, 201);
    })
    .openapi(del, async (c) => {
      await deleteFeed(ctx.db, callerOf(c).user.id);
      return c.body(null, 204);
    });
}

/** /api/v1/calendar/{token}.ics */
export function calendarFeedRoutes(ctx: Services) {
  const feed = createRoute({
    method: "get",
    // Hono reads "{token}.ics" as one parameter named "token.ics": the file name is taken whole.
    path: "/{file}",
    tags: ["Closing files"],
    summary: "A user's closing appointments as iCalendar (the token in the address is the credential)",
    description:
      "`file` is the token followed by `.ics`, as GET /me/calendar gives it. One VEVENT per closing appointment of the " +
      "owner's files. A wrong, replaced or turned-off address answers 404.",
    request: {
      params: z.object({
        file: z.string().openapi({ param: { name: "file", in: "path" }, example: "3q2xWm1bZ0d9yT4LrP8vQkN5cH7gJ6sE2aF1uV0iO9Y.ics" }),
      }),
    },
    middleware: [ipLimit(ctx, "calendar-feed", FEED_LIMIT, (wait) => `Too many calendar requests from this address. Please wait ${wait}.`)] as const,
    responses: {
      200: { description: "The calendar (text/calendar)", content: { "text/calendar": { schema: z.string() } } },
      404: error("No calendar at this address"),
      429: error("Too many requests, or too many wrong addresses, from this address; see Retry-After"),
    },
  });
  return apiRouter().openapi(feed, async (c) => {
    const file = c.req.valid("param").file;
    const found = await countMiss(ctx, c, "calendar-feed.miss", FEED_MISS_LIMIT, (wait) => `Too many wrong calendar addresses from this connection. Please wait ${wait}.`);
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const owner = isLinkTokenShape(token) ? await feedOwner(ctx.db, tokenHash(token)) : undefined;
    if (!owner) throw new AppError(404, "not_found", FEED_NOT_FOUND);
    await found();
    const appointments = owner.email ? await appointmentsOf(ctx.db, owner.email) : [];
    return c.body(calendarIcs(appointments, ctx.config.publicUrl), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    });
  });
}
