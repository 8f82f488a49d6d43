/**
 * What staff do on one lead or service request besides its status, declared from its kind's data
 * (pipeline-kinds.ts), e.g. for leads:
 * - PUT /api/v1/admin/leads/{id}/owner: who works it (an administrator, or nobody), audited;
 * - POST /api/v1/admin/leads/{id}/notes: an internal note (append-only, never shown to the customer);
 * - POST /api/v1/admin/leads/{id}/replies: an e-mail to its address, through the outbox within the
 *   sending caps (server/api/clients/sending-caps.ts), recorded in its history with its delivery.
 */
import { createRoute } from "@hono/zod-openapi";
import { clientEmail } from "#core/clients/client-email.ts";
import { PIPELINE_ACTION_MESSAGES } from "#core/admin/pipeline-notes.ts";
import { pipelineNoteSchema, type PipelineRow } from "#core/api/admin-pipeline.ts";
import { SITE } from "#core/site/settings.ts";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { notFound, validationFailed } from "#server/http/errors.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { idParams, pathIdOf } from "#server/api/path-params.ts";
import { OverSendingCap } from "#server/api/clients/communications.queries.ts";
import { overCap, sendingCaps } from "#server/api/clients/sending-caps.ts";
import type { KindRow, PipelineKindSpec } from "./pipeline-kinds.ts";
import { addNote, sendReply } from "./pipeline-notes.queries.ts";
import { isStaff, setOwner } from "./pipeline.queries.ts";
import { noteBodyOpenApi, noteJson, ownerBodyOpenApi, replyBodyOpenApi } from "./pipeline-schemas.ts";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });

function actionRouteConfigs<R extends KindRow, W extends PipelineRow>(ctx: Services, spec: PipelineKindSpec<R, W>) {
  const { collection, noun, tags } = spec;
  const missing = error(`No such ${noun}`);
  const body = <S>(schema: S) => ({ required: true, content: { "application/json": { schema } } });
  return {
    owner: createRoute({
      method: "put",
      path: `/${collection}/{id}/owner`,
      tags,
      summary: `Set who works a ${noun}: an administrator, or nobody (null); audited`,
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: { params: idParams, body: body(ownerBodyOpenApi) },
      responses: {
        200: { description: `The ${noun} as it is now`, content: { "application/json": { schema: spec.schemas.row as never } } },
        ...invalidInput,
        ...adminErrors,
        404: missing,
        ...notJsonBody,
      },
    }),
    note: createRoute({
      method: "post",
      path: `/${collection}/{id}/notes`,
      tags,
      summary: `Add an internal note to a ${noun} (staff only; never shown to the customer)`,
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: { params: idParams, body: body(noteBodyOpenApi) },
      responses: {
        201: { description: "The note", content: { "application/json": { schema: pipelineNoteSchema } } },
        ...invalidInput,
        ...adminErrors,
        404: missing,
        ...notJsonBody,
      },
    }),
    reply: createRoute({
      method: "post",
      path: `/${collection}/{id}/replies`,
      tags,
      summary: `E-mail the ${noun}'s address from the record`,
      description:
        "Sent From the company with Reply-To the administrator, queued in the outbox and recorded in the record's " +
        "history, where its delivery shows. Capped like client messages (per account, per recipient, per address, " +
        "in total); nothing about wiring money or bank details.",
      security: SIGNED_IN,
      middleware: [requireAdmin(ctx)] as const,
      request: { params: idParams, body: body(replyBodyOpenApi) },
      responses: {
        201: { description: "Queued; the entry with its delivery", content: { "application/json": { schema: pipelineNoteSchema } } },
        ...invalidInput,
        ...adminErrors,
        404: missing,
        ...notJsonBody,
        429: error("Over a sending cap (rate_limited): the message says which and how long to wait; see Retry-After"),
      },
    }),
  };
}

export function pipelineActionRoutes<R extends KindRow & { email: string }, W extends PipelineRow>(ctx: Services, spec: PipelineKindSpec<R, W>) {
  const routes = actionRouteConfigs(ctx, spec);
  const by = (c: Parameters<typeof callerOf>[0]) => ({ actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) });
  return apiRouter()
    .openapi(routes.owner, async (c) => {
      const id = pathIdOf(c.req.valid("param").id, spec.notFound);
      const ownerId = c.req.valid("json").owner_id?.toLowerCase() ?? null;
      if (ownerId !== null && !(await isStaff(ctx.db, ownerId))) throw validationFailed({ owner_id: PIPELINE_ACTION_MESSAGES.ownerNotStaff });
      if (!(await setOwner(ctx.db, spec.kind, id, ownerId, by(c)))) throw notFound(spec.notFound);
      const row = await spec.find(ctx.db, id);
      if (!row) throw notFound(spec.notFound);
      return c.json(spec.toJson(row) as never, 200);
    })
    .openapi(routes.note, async (c) => {
      const id = pathIdOf(c.req.valid("param").id, spec.notFound);
      const { body } = c.req.valid("json");
      if (!(await spec.find(ctx.db, id))) throw notFound(spec.notFound);
      return c.json(noteJson(await addNote(ctx.db, spec.kind, id, body, by(c))), 201);
    })
    .openapi(routes.reply, async (c) => {
      const id = pathIdOf(c.req.valid("param").id, spec.notFound);
      const { subject, content } = c.req.valid("json");
      const row = await spec.find(ctx.db, id);
      if (!row) throw notFound(spec.notFound);
      const { user } = callerOf(c);
      const senderEmail = user.email ?? "";
      const sender = { name: senderEmail.split("@")[0] || SITE.brand, email: senderEmail };
      const reply = { to: row.email, subject, content, mail: clientEmail({ subject, content, sender, company: SITE.brand }), replyTo: senderEmail || null };
      const caps = sendingCaps(ctx.config, { userId: user.id, accountCreatedAt: user.createdAt, ip: clientIp(c, ctx.config.TRUST_PROXY) }, row.email);
      try {
        const note = await sendReply(ctx.db, caps, spec.kind, id, reply, by(c));
        ctx.kickOutbox();
        return c.json(noteJson(note), 201);
      } catch (err) {
        if (err instanceof OverSendingCap) throw overCap(ctx.config, err.cap, err.state);
        throw err;
      }
    });
}
