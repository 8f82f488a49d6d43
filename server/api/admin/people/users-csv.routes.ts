/**
 * GET /api/v1/admin/users.csv: every account of the user list's view (the same order and e-mail
 * search) as CSV, streamed in keyset batches (server/http/csv-stream.ts), each row with the
 * dashboard's transaction total.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "#server/services.ts";
import { csvResponse, exportFilename, type CsvRow } from "#server/http/csv-stream.ts";
import { keysetRows } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { userSearchParam } from "./users.routes.ts";
import { usersWithTotalsAfter, type UserWithTotal } from "./users.queries.ts";

export const USER_CSV_HEADER = ["email", "role", "type", "transaction_count", "created_at"];

/** Accounts per database read (and per count query). */
const BATCH = 1000;

export function usersCsvRoutes(ctx: Services) {
  const route = createRoute({
    method: "get",
    path: "/users.csv",
    tags: ["Admin"],
    summary: "Every account of the view as CSV (streamed, no row cap)",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query: z.object({ q: userSearchParam }) },
    responses: {
      200: {
        description: 'RFC 4180 CSV with a header row; Content-Disposition: attachment; filename="users-YYYY-MM-DD.csv" (Iowa date)',
        content: { "text/csv": { schema: z.string() } },
      },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter().openapi(route, (c) => {
    const search = c.req.valid("query").q ?? "";
    const users = keysetRows<UserWithTotal>((last, size) => usersWithTotalsAfter(ctx.db, search, last, size), BATCH);
    async function* rows(): AsyncGenerator<CsvRow> {
      for await (const u of users) yield [u.email, u.role, u.type, u.transactionCount, u.createdAt];
    }
    return csvResponse(c, exportFilename("users"), USER_CSV_HEADER, rows());
  });
}
