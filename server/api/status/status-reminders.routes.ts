/**
 * PUT /api/v1/status/{token}/reminders (issue 30): a verified buyer or seller turns their daily
 * reminder of what we need from them on or off (closing_parties.reminders; the digest reads it).
 * PUT /api/v1/status/{token}/message-notices (issue 31), beside it: whether they are told when
 * someone writes on their closing's conversation (closing_parties.message_notices; the notifier's
 * message notices read it, server/closing/message-notice.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { statusRemindersSchema } from "#core/closing/request-input.ts";
import type { Services } from "#server/services.ts";
import { holderOf, requireStatusSession } from "#server/closing/status-session/require-status-session.ts";
import { statusMessageNoticesAnswerSchema, statusMessageNoticesSchema } from "#core/api/status-message-notices.ts";
import { setMessageNotices, setReminders } from "#server/closing/status-session/status-session.queries.ts";
import { STATUS_VERIFIED, apiRouter, invalidInput, notJsonBody } from "../openapi.ts";
import { privateAnswer, statusIpLimit, statusLinkErrors, tokenParam, verifiedErrors } from "./status-route-parts.ts";

const remindersAnswer = z.object({ reminders: z.boolean() }).meta({ id: "StatusReminders" });

export function statusRemindersRoutes(ctx: Services) {
  const put = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "put",
    path: "/{token}/reminders",
    summary: "Turn the verified buyer's or seller's daily reminder of their requests on or off",
    request: {
      params: tokenParam,
      body: { required: true, content: { "application/json": { schema: statusRemindersSchema, example: { reminders: false } } } },
    },
    responses: {
      200: { description: "The choice now", content: { "application/json": { schema: remindersAnswer } } },
      ...invalidInput,
      ...verifiedErrors,
      ...statusLinkErrors,
      ...notJsonBody,
    },
  });
  const putMessageNotices = createRoute({
    tags: ["Status page"],
    security: STATUS_VERIFIED,
    middleware: [privateAnswer, statusIpLimit(ctx, "status.verified"), requireStatusSession(ctx)] as const,
    method: "put",
    path: "/{token}/message-notices",
    summary: "Turn on or off the verified buyer's or seller's e-mail (and text) when someone writes about their closing",
    description: "The notice says who wrote and where to read it, never what was written.",
    request: {
      params: tokenParam,
      body: { required: true, content: { "application/json": { schema: statusMessageNoticesSchema, example: { message_notices: false } } } },
    },
    responses: {
      200: { description: "The choice now", content: { "application/json": { schema: statusMessageNoticesAnswerSchema } } },
      ...invalidInput,
      ...verifiedErrors,
      ...statusLinkErrors,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(put, async (c) => {
      const { party } = holderOf(c);
      return c.json({ reminders: await setReminders(ctx.db, party.id, c.req.valid("json").reminders) }, 200);
    })
    .openapi(putMessageNotices, async (c) => {
      const { party } = holderOf(c);
      return c.json({ message_notices: await setMessageNotices(ctx.db, party.id, c.req.valid("json").message_notices) }, 200);
    });
}
