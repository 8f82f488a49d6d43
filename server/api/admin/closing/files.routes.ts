/**
 * /api/v1/admin/closing-files: the staff list (newest first, a page at a time by keyset; search
 * and state filter; each file with the messages the caller has not read) and opening a file from scratch.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { decodeCursor, pageOf } from "#server/http/keyset.ts";
import { callerOf, requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput, notJsonBody } from "#server/api/openapi.ts";
import { closingFilePageSchema, staffClosingFileSchema } from "#core/api/closing-file.ts";
import { toSummary } from "#server/closing/closing-file-read.ts";
import { unreadCounts } from "#server/closing/messages/message-read.ts";
import { readerKey } from "#core/closing/closing-messages.ts";
import { listQuerySchema, openFileBodySchema } from "./closing-admin-schemas.ts";
import { openClosingFile } from "./file-open.queries.ts";
import { listFiles } from "./files.queries.ts";
import { staffFile } from "./staff-file.ts";

export const CLOSING_TAGS = ["Admin: closing files"];

export function filesRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/closing-files",
    tags: CLOSING_TAGS,
    summary: "Closing files, newest first, a page at a time (search: file number, address, county)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: listQuerySchema },
    responses: {
      200: { description: "A page of files", content: { "application/json": { schema: closingFilePageSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  const open = createRoute({
    method: "post",
    path: "/closing-files",
    tags: CLOSING_TAGS,
    summary: "Open a closing file (every step pending but file_opened, done today); buyers and sellers with an e-mail are sent a status link",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { body: { required: true, content: { "application/json": { schema: openFileBodySchema } } } },
    responses: {
      201: { description: "The new file", content: { "application/json": { schema: staffClosingFileSchema } } },
      ...invalidInput,
      ...adminErrors,
      ...notJsonBody,
    },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const { limit, cursor, q, state } = c.req.valid("query");
      const rows = await listFiles(ctx.db, { q, state }, decodeCursor(cursor), limit + 1);
      // This staff member's own read marks: what they have not read on each file of the page.
      const reader = readerKey({ userId: callerOf(c).user.id, partyId: null });
      const unread = await unreadCounts(ctx.db, reader, { kind: "staff" }, rows.slice(0, limit).map((r) => r.id));
      c.header("Cache-Control", "no-store");
      return c.json(pageOf(rows, limit, (r) => ({ ...toSummary(r.file), unread: unread.get(r.id) ?? 0 })), 200);
    })
    .openapi(open, async (c) => {
      const { parties, ...fields } = c.req.valid("json");
      const by = { actorId: callerOf(c).user.id, ip: clientIp(c, ctx.config.TRUST_PROXY) };
      const fileId = await openClosingFile(ctx.db, ctx, fields, parties, by);
      return c.json(await staffFile(ctx, fileId), 201);
    });
}
