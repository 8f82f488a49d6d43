/**
 * /api/v1/closing-files/{id}: one closing file as an agent or lender on it reads it (PartyFile:
 * the timeline, the next step, the amounts, the parties' contacts). Staff notes and the buyers'
 * status link are not part of it. Anyone not on the file gets the same 404 as for a file that does
 * not exist.
 */
import { createRoute } from "@hono/zod-openapi";
import { CLOSING_FILE_MESSAGES } from "#core/closing/closing-file-fields.ts";
import type { Services } from "#server/services.ts";
import { detailOf, loadFile } from "#server/closing/closing-file-read.ts";
import { partyClosingFileSchema } from "#core/api/closing-file.ts";
import { idParams } from "#server/api/path-params.ts";
import { requirePartyOf } from "#server/closing/file-access.ts";
import { AppError } from "#server/http/errors.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { ErrorSchema, SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";
import { orderedRoles } from "./closing-files.queries.ts";

export function closingFileRoutes(ctx: Services) {
  const read = createRoute({
    method: "get",
    path: "/{id}",
    tags: ["Closing files"],
    summary: "A closing file the caller is a party to",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { params: idParams },
    responses: {
      200: { description: "The file as its agents and lenders see it", content: { "application/json": { schema: partyClosingFileSchema } } },
      ...invalidInput,
      ...signedInErrors,
      404: { description: "No such file, or the caller is not a party to it", content: { "application/json": { schema: ErrorSchema } } },
    },
  });
  return apiRouter().openapi(read, async (c) => {
    const { id } = c.req.valid("param");
    const myRoles = orderedRoles(await requirePartyOf(ctx.db, callerOf(c), id));
    const loaded = await loadFile(ctx.db, id);
    if (!loaded) throw new AppError(404, "not_found", CLOSING_FILE_MESSAGES.notFound);
    c.header("Cache-Control", "no-store");
    return c.json({ ...detailOf(loaded), my_roles: myRoles }, 200);
  });
}
