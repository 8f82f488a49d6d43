/**
 * /api/v1/admin/leads/{id}: one lead with its status history (GET), and its status change
 * (PATCH), written with its audit row in one transaction. An id that is not a lead's is 404.
 */
import { createRoute } from "@hono/zod-openapi";
import { ADMIN_MESSAGES } from "../../../../core/admin/admin-messages.ts";
import type { Services } from "../../../services.ts";
import { clientIp } from "../../../http/client-ip.ts";
import { notFound } from "../../../http/errors.ts";
import { callerOf, requireAdmin, type SignedInEnv } from "../../../http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, adminErrors, apiRouter, invalidInput } from "../../openapi.ts";
import { findLead, setLeadStatus } from "./leads.queries.ts";
import { statusHistory } from "./pipeline.queries.ts";
import {
  KIND_TAGS,
  LeadDetailSchema,
  LeadSchema,
  leadJson,
  pipelineIdOf,
  pipelineIdParam,
  statusBodySchema,
  statusChangeJson,
} from "./pipeline-schemas.ts";

const missing = { description: "No such lead", content: { "application/json": { schema: ErrorSchema } } };

export function leadRoutes(ctx: Services) {
  const read = createRoute({
    method: "get",
    path: "/leads/{id}",
    tags: KIND_TAGS.lead,
    summary: "One lead with its status history, newest first",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { params: pipelineIdParam },
    responses: {
      200: { description: "The lead", content: { "application/json": { schema: LeadDetailSchema } } },
      ...adminErrors,
      404: missing,
    },
  });
  const change = createRoute({
    method: "patch",
    path: "/leads/{id}",
    tags: KIND_TAGS.lead,
    summary: "Set a lead's status (audited; the same status changes nothing)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: {
      params: pipelineIdParam,
      body: { required: true, content: { "application/json": { schema: statusBodySchema } } },
    },
    responses: {
      200: { description: "The lead as it is now", content: { "application/json": { schema: LeadSchema } } },
      ...invalidInput,
      ...adminErrors,
      404: missing,
      415: { description: "The body is not sent as application/json", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter<SignedInEnv>()
    .openapi(read, async (c) => {
      const id = pipelineIdOf(c.req.valid("param").id, ADMIN_MESSAGES.leadNotFound);
      const row = await findLead(ctx.db, id);
      if (!row) throw notFound(ADMIN_MESSAGES.leadNotFound);
      const history = await statusHistory(ctx.db, "lead", id);
      c.header("Cache-Control", "no-store");
      return c.json({ ...leadJson(row), history: history.map(statusChangeJson) }, 200);
    })
    .openapi(change, async (c) => {
      const id = pipelineIdOf(c.req.valid("param").id, ADMIN_MESSAGES.leadNotFound);
      const { status } = c.req.valid("json");
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      const row = await setLeadStatus(ctx.db, id, status, by);
      if (!row) throw notFound(ADMIN_MESSAGES.leadNotFound);
      return c.json(leadJson(row), 200);
    });
}
