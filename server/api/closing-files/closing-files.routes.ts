/**
 * /api/v1/closing-files: the closing files an agent or lender is on (issue 16;
 * docs/closing-files-contract.md, "Agents and lenders"). A file is the caller's when one of its
 * party rows has the caller's e-mail; nobody sees any other file, administrators included (they
 * use /admin/closing-files). The list is simply newest first, on (created_at, id) and its index,
 * so it pages with the shared keyset cursor; each file carries the caller's unread message count.
 */
import { createRoute } from "@hono/zod-openapi";
import { partyClosingFilePageSchema } from "#core/api/closing-file.ts";
import type { Services } from "#server/services.ts";
import { toSummary } from "#server/closing/closing-file-read.ts";
import { unreadCounts } from "#server/closing/messages/message-read.ts";
import { readerKey } from "#core/closing/closing-messages.ts";
import { partyEmailOf } from "#server/closing/file-access.ts";
import { decodeCursor, pageOf, pageQuerySchema } from "#server/http/keyset.ts";
import { callerOf, requireUser } from "#server/http/signed-in.ts";
import { SIGNED_IN, apiRouter, invalidInput, signedInErrors } from "../openapi.ts";
import { listPartyFiles } from "./closing-files.queries.ts";
import { closingFileRoutes } from "./closing-file.routes.ts";

export function closingFilesRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/",
    tags: ["Closing files"],
    summary: "The closing files the caller is a party to, newest first",
    security: SIGNED_IN,
    middleware: [requireUser(ctx)] as const,
    request: { query: pageQuerySchema },
    responses: {
      200: {
        description: "A page of the caller's closing files (empty when their e-mail is on none)",
        content: { "application/json": { schema: partyClosingFilePageSchema } },
      },
      ...invalidInput,
      ...signedInErrors,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { limit, cursor } = c.req.valid("query");
      const caller = callerOf(c);
      const email = partyEmailOf(caller);
      const rows = email ? await listPartyFiles(ctx.db, email, { limit, cursor: decodeCursor(cursor) }) : [];
      // Agents and lenders see every message but staff's internal notes, whatever their roles on the file.
      const unread = await unreadCounts(
        ctx.db,
        readerKey({ userId: caller.user.id, partyId: null }),
        { kind: "professional", roles: [] },
        rows.slice(0, limit).map((r) => r.id),
      );
      c.header("Cache-Control", "no-store");
      return c.json(
        pageOf(rows, limit, (row) => ({ ...toSummary(row), my_roles: row.myRoles, unread: unread.get(row.id) ?? 0 })),
        200,
      );
    })
    .route("/", closingFileRoutes(ctx));
}
