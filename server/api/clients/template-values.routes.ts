/**
 * /api/v1/clients/{id}/template-values: what the Send Email form fills an e-mail template with
 * besides the client and the company (issue 29): the sender's name to sign with, and, when the
 * client is a party on one of the sender's closing files (matched by the client's e-mail), that
 * file's property and appointment in Iowa time. Another user's client id answers 404.
 */
import { createRoute } from "@hono/zod-openapi";
import { templateValuesSchema, type TemplateValuesResponse } from "#core/api/template-values.ts";
import type { ClosingPlace } from "#core/closing/closing-enums.ts";
import { CLIENT_MESSAGES } from "#core/clients/client-fields.ts";
import { closingFileTemplateValues } from "#core/domain/email-templates.ts";
import { provenEmailOf } from "#server/auth/proven-email.ts";
import { notFound } from "#server/http/errors.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { accountNameOf } from "#server/messaging/recipient-name.queries.ts";
import type { Services } from "#server/services.ts";
import { idParams } from "#server/api/path-params.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, signedInErrors } from "../openapi.ts";
import { clientIdOf } from "./client-schemas.ts";
import { findClient } from "./clients.queries.ts";
import { senderFileWithParty } from "./template-values.queries.ts";

export function templateValuesRoutes(ctx: Services) {
  const read = createRoute({
    method: "get",
    path: "/{id}/template-values",
    tags: ["Clients"],
    summary: "What an e-mail template to this client is filled with: the sender's name and the client's closing file",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The values", content: { "application/json": { schema: templateValuesSchema } } },
      ...signedInErrors,
      404: { description: "No such client of the caller's", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(read, async (c) => {
    const { user, profile } = callerOf(c);
    const client = await findClient(ctx.db, user.id, clientIdOf(c.req.valid("param").id));
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    // Files open to an address its owner proved (ADR 023); the same address finds the name on them.
    const proven = provenEmailOf(user);
    const address = user.email ?? profile.email ?? "";
    const name = (await accountNameOf(ctx.db, user.id, proven)) ?? (address.split("@")[0] || address);
    const file = proven && client.email ? await senderFileWithParty(ctx.db, proven, client.email) : undefined;
    let closingFile: TemplateValuesResponse["closing_file"] = null;
    if (file) {
      const values = closingFileTemplateValues({ ...file, closingPlace: file.closingPlace as ClosingPlace | null });
      closingFile = {
        file_number: file.fileNumber,
        property_address: file.propertyAddress,
        closing_date: values.closing_date ?? null,
        closing_time: values.closing_time ?? null,
        closing_location: values.closing_location ?? null,
      };
    }
    c.header("Cache-Control", "no-store");
    return c.json({ sender_name: name, closing_file: closingFile } satisfies TemplateValuesResponse, 200);
  });
}
