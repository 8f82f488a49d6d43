/**
 * GET /api/v1/events (issue 31; docs/messages-contract.md "Live"): the caller's live stream of
 * file events, as Server-Sent Events. `Authorization: Bearer` carries an access token (staff, or an
 * agent or lender on their files) or a verified status-link session token (a buyer or seller on
 * their file), never a URL: the browser reads it with a fetch-based EventSource (app/lib/live/).
 * Names and ids only; the page fetches what changed through the ordinary routes.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { liveCaller } from "#server/live/live-caller.ts";
import type { LiveHub } from "#server/live/live-hub.ts";
import { lastEventIdOf, liveResponse } from "#server/live/sse-response.ts";
import { BEARER_AUTH, ErrorSchema, STATUS_SESSION_AUTH, apiRouter } from "../openapi.ts";

const route = createRoute({
  tags: ["Live updates"],
  security: [{ [BEARER_AUTH]: [] }, { [STATUS_SESSION_AUTH]: [] }],
  method: "get",
  path: "/",
  summary: "The caller's live file events (text/event-stream)",
  description:
    "Opens with `retry:` and `event: ready`; each file event the caller may learn of is `id: <seq>`, `event: <kind>`, " +
    "`data: {kind, file_id, object_id}`; `event: ready` again every 25 s. Send `Last-Event-ID` to have what came after " +
    "it replayed (with a short look-back: an event may come twice). The stream ends when the token or session expires.",
  request: {
    headers: z.object({ "last-event-id": z.string().max(100).optional().openapi({ description: "The last `id:` received, to resume after it" }) }),
  },
  responses: {
    200: { description: "The stream", content: { "text/event-stream": { schema: z.string() } } },
    401: {
      description: "No token, or neither a valid access token nor a live status-link session (WWW-Authenticate: Bearer)",
      content: { "application/json": { schema: ErrorSchema } },
    },
    403: { description: "The account has no profile", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function eventsRoutes(ctx: Services, hub: LiveHub) {
  return apiRouter().openapi(route, async (c) => {
    const caller = await liveCaller(ctx, c);
    const lastEventId = lastEventIdOf(c.req.header("last-event-id"));
    return liveResponse(hub, caller.audience, caller.endsAt, lastEventId, (err) => ctx.logger.warn({ err }, "live stream failed"));
  });
}
