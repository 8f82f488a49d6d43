/**
 * /api/v1/me/notification-preferences (issue 16; docs/closing-files-contract.md, "Me"): which
 * milestone changes the caller is e-mailed about, whether they get texts, and whether they get the
 * daily reminder of what they owe (issue 30), and whether they are e-mailed when someone writes on
 * one of their files (issue 31). The notifier (server/closing/notifier.ts, message-notice.ts) and
 * the digest (server/closing/request-digest.ts) read the same row; no row means e-mail for every
 * step, no texts, reminders and message e-mails on.
 */
import { createRoute } from "@hono/zod-openapi";
import { notificationPreferencesSchema, notificationPreferencesViewSchema } from "#core/api/notification-preferences.ts";
import { partyEmailOf } from "#server/closing/file-access.ts";
import type { Services } from "#server/services.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, invalidInput, signedInErrors, notJsonBody } from "../openapi.ts";
import { partyPhoneOf, preferencesOf, savePreferences } from "./notification-preferences.queries.ts";

const answers = {
  200: { description: "The caller's choices", content: { "application/json": { schema: notificationPreferencesViewSchema } } },
  ...signedInErrors,
};

export function notificationPreferencesRoutes(ctx: Services) {
  const get = createRoute({
    method: "get",
    path: "/notification-preferences",
    tags: ["Closing files"],
    summary: "The caller's notification choices",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    responses: answers,
  });
  const put = createRoute({
    method: "put",
    path: "/notification-preferences",
    tags: ["Closing files"],
    summary: "Change the caller's notification choices",
    description:
      "`email_off` lists the steps the caller wants no e-mail for; `sms` asks for a text per batch of changes (to the phone staff have on the file), and a text of the daily reminder; `reminders` (optional: left out keeps the current choice) turns the daily reminder of requests due within two days or overdue on or off; `message_notices` (optional, likewise) turns on or off the e-mail (and text with `sms`) when someone writes on one of the caller's files.",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: {
      body: {
        required: true,
        content: { "application/json": { schema: notificationPreferencesSchema, example: { email_off: ["file_opened"], sms: true, reminders: true, message_notices: true } } },
      },
    },
    responses: {
      ...answers,
      ...invalidInput,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(get, async (c) => {
      const caller = callerOf(c);
      const [prefs, phone] = await Promise.all([preferencesOf(ctx.db, caller.user.id), partyPhoneOf(ctx.db, partyEmailOf(caller))]);
      c.header("Cache-Control", "no-store");
      return c.json({ ...prefs, phone }, 200);
    })
    .openapi(put, async (c) => {
      const caller = callerOf(c);
      const saved = await savePreferences(ctx.db, caller.user.id, c.req.valid("json"));
      c.header("Cache-Control", "no-store");
      return c.json({ ...saved, phone: await partyPhoneOf(ctx.db, partyEmailOf(caller)) }, 200);
    });
}
