/**
 * /api/v1/clients/{id}: one of the caller's clients, to read (with whether it opted out of texts),
 * edit or delete. Another user's client id, or anything that is not an id, answers 404 for every
 * method, so ids cannot be probed.
 */
import { createRoute } from "@hono/zod-openapi";
import { clientDetailSchema, clientSchema } from "#core/api/client.ts";
import { CLIENT_MESSAGES, clientInputSchema } from "#core/clients/client-fields.ts";
import type { Services } from "#server/services.ts";
import { notFound } from "#server/http/errors.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, signedInErrors, notJsonBody } from "../openapi.ts";
import { clientIdOf, clientJson } from "./client-schemas.ts";
import { deleteClient, findClient, updateClient } from "./clients.queries.ts";
import { idParams } from "#server/api/path-params.ts";

const missing = { description: "No such client of the caller's", content: { "application/json": { schema: ErrorSchema } } };

export function clientRoutes(ctx: Services) {
  const read = createRoute({
    method: "get",
    path: "/{id}",
    tags: ["Clients"],
    summary: "One of the caller's clients",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The client", content: { "application/json": { schema: clientDetailSchema } } },
      ...signedInErrors,
      404: missing,
    },
  });
  const replace = createRoute({
    method: "put",
    path: "/{id}",
    tags: ["Clients"],
    summary: "Edit one of the caller's clients (every field, as on the form)",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: {
      params: idParams,
      body: { required: true, content: { "application/json": { schema: clientInputSchema, example: { name: "Mary Smith", email: "mary@example.com", phone: null, company: null, notes: "Closing moved to Friday" } } } },
    },
    responses: {
      200: { description: "Saved", content: { "application/json": { schema: clientSchema } } },
      ...invalidInput,
      ...signedInErrors,
      404: missing,
      ...notJsonBody,
    },
  });
  const remove = createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["Clients"],
    summary: "Delete one of the caller's clients and its history",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      204: { description: "Deleted" },
      ...signedInErrors,
      404: missing,
    },
  });
  return apiRouter()
    .openapi(read, async (c) => {
      const row = await findClient(ctx.db, callerOf(c).user.id, clientIdOf(c.req.valid("param").id));
      if (!row) throw notFound(CLIENT_MESSAGES.notFound);
      c.header("Cache-Control", "no-store");
      return c.json({ ...clientJson(row), sms_opted_out: row.smsOptedOut }, 200);
    })
    .openapi(replace, async (c) => {
      const id = clientIdOf(c.req.valid("param").id);
      const row = await updateClient(ctx.db, callerOf(c).user.id, id, c.req.valid("json"));
      if (!row) throw notFound(CLIENT_MESSAGES.notFound);
      return c.json(clientJson(row), 200);
    })
    .openapi(remove, async (c) => {
      const deleted = await deleteClient(ctx.db, callerOf(c).user.id, clientIdOf(c.req.valid("param").id));
      if (!deleted) throw notFound(CLIENT_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
