/**
 * /api/v1/clients: the caller's own clients, newest first and searchable (GET), and Add New Client
 * (POST). The owner is always the caller; an owner id in the body is ignored.
 */
import { createRoute } from "@hono/zod-openapi";
import { clientPageSchema, clientSchema } from "#core/api/client.ts";
import { clientInputSchema, clientSearchSchema } from "#core/clients/client-fields.ts";
import type { Services } from "#server/services.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, invalidInput, signedInErrors, notJsonBody } from "../openapi.ts";
import { clientJson } from "./client-schemas.ts";
import { insertClient, listClients } from "./clients.queries.ts";

const listQuerySchema = pageQuerySchema.extend({
  q: clientSearchSchema.optional().meta({ param: { name: "q", in: "query" }, description: "Part of a name, e-mail, company or phone number" }),
});

export function clientsRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/",
    tags: ["Clients"],
    summary: "The caller's clients, newest first, optionally searched",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { query: listQuerySchema },
    responses: {
      200: { description: "A page of the caller's clients", content: { "application/json": { schema: clientPageSchema } } },
      ...invalidInput,
      ...signedInErrors,
    },
  });
  const create = createRoute({
    method: "post",
    path: "/",
    tags: ["Clients"],
    summary: "Add a client to the caller's list",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: {
      body: {
        required: true,
        content: {
          "application/json": {
            schema: clientInputSchema,
            example: { name: "Mary Smith", email: "mary.smith@example.com", phone: "(319) 555-0142", company: "Prairie Home Realty", notes: "" },
          },
        },
      },
    },
    responses: {
      201: { description: "Added", content: { "application/json": { schema: clientSchema } } },
      ...invalidInput,
      ...signedInErrors,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { limit, cursor, q } = c.req.valid("query");
      const rows = await listClients(ctx.db, callerOf(c).user.id, { limit, cursor: decodeCursor(cursor), search: q ?? "" });
      c.header("Cache-Control", "no-store");
      return c.json(pageOf(rows, limit, clientJson), 200);
    })
    .openapi(create, async (c) => {
      const row = await insertClient(ctx.db, callerOf(c).user.id, c.req.valid("json"));
      return c.json(clientJson(row), 201);
    });
}

