/**
 * GET /api/v1/admin/requests: staff's needs-attention list across every file
 * (docs/requests-contract.md): overdue and due-soon requests and answers to review, by due date
 * (undated last), then id, paged by keyset (attention.queries.ts), filtered by who owes them, the
 * file's county and its office.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { addDays, format, parseISO } from "date-fns";
import { attentionRequestPageSchema } from "#core/api/closing-request.ts";
import { ATTENTION_MESSAGES, ATTENTION_VIEW_VALUES, DUE_SOON_DAYS, attentionReason } from "#core/closing/attention-filters.ts";
import { countySchema } from "#core/closing/closing-file-fields.ts";
import { REQUEST_OWNER_VALUES } from "#core/closing/request-types.ts";
import { OFFICE_CITIES } from "#core/site/settings.ts";
import type { Services } from "#server/services.ts";
import { decodeOrderCursor, pageInOrder, pageQuerySchema, type KeysetOrder } from "#server/http/keyset.ts";
import { requireAdmin } from "#server/http/signed-in.ts";
import { SIGNED_IN, adminErrors, apiRouter, invalidInput } from "#server/api/openapi.ts";
import { iowaToday } from "#server/closing/milestone-move.ts";
import { requestJson } from "#server/closing/requests/request-json.ts";
import { documentsOfRequests } from "#server/closing/requests/requests.queries.ts";
import { attentionPage } from "./attention.queries.ts";
import { CLOSING_TAGS } from "./files.routes.ts";

/** The cursor's order: the due date ("" for undated, which come last) and the id. Only its name and key check are read. */
const DUE_ORDER = {
  name: "due",
  validKey: (text: string) => text === "" || /^\d{4}-\d{2}-\d{2}$/.test(text),
} as KeysetOrder;

/** An empty query value (a filter's "all" choice) is the same as none. */
const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);

// Built here with @hono/zod-openapi's z, as attentionFilterSchema reads them (core schemas made
// before that module loads cannot take OpenAPI metadata); the test of the filters is core's.
const query = pageQuerySchema.extend({
  view: z
    .preprocess(emptyIsAbsent, z.enum(ATTENTION_VIEW_VALUES, { error: ATTENTION_MESSAGES.viewUnknown }).default("attention"))
    .openapi({
      param: { name: "view", in: "query" },
      type: "string",
      enum: ["", ...ATTENTION_VIEW_VALUES],
      description: "attention (default): overdue, due within two days, and answers to review; overdue; due_soon; submitted",
    }),
  owner: z
    .preprocess(emptyIsAbsent, z.enum(REQUEST_OWNER_VALUES, { error: ATTENTION_MESSAGES.ownerUnknown }).optional())
    .openapi({ param: { name: "owner", in: "query" }, type: "string", enum: ["", ...REQUEST_OWNER_VALUES] }),
  county: z
    .preprocess(emptyIsAbsent, countySchema.optional())
    .openapi({ param: { name: "county", in: "query" }, type: "string", description: "An Iowa county: the file's county" }),
  office: z
    .preprocess(emptyIsAbsent, z.enum(OFFICE_CITIES as [string, ...string[]], { error: ATTENTION_MESSAGES.officeUnknown }).optional())
    .openapi({ param: { name: "office", in: "query" }, type: "string", enum: ["", ...OFFICE_CITIES] }),
});

export function attentionRoutes(ctx: Services) {
  const list = createRoute({
    method: "get",
    path: "/requests",
    tags: CLOSING_TAGS,
    summary: "Needs attention: requests overdue, due soon or answered, across every file",
    security: SIGNED_IN,
    middleware: [requireAdmin(ctx)] as const,
    request: { query },
    responses: {
      200: { description: "A page of requests by due date (undated last), then id", content: { "application/json": { schema: attentionRequestPageSchema } } },
      ...invalidInput,
      ...adminErrors,
    },
  });
  return apiRouter().openapi(list, async (c) => {
    const { limit, cursor, ...filter } = c.req.valid("query");
    const today = iowaToday();
    const dueSoonBy = format(addDays(parseISO(today), DUE_SOON_DAYS), "yyyy-MM-dd");
    const rows = await attentionPage(ctx.db, filter, decodeOrderCursor(DUE_ORDER, cursor), limit + 1, today, dueSoonBy);
    const page = rows.slice(0, limit);
    const documents = await documentsOfRequests(
      ctx.db,
      page.map((r) => r.id),
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      pageInOrder(DUE_ORDER, rows, limit, (r) => ({
        ...requestJson(r.request, documents.get(r.id) ?? [], { kind: "staff" }, today),
        file_number: r.fileNumber,
        property_address: r.propertyAddress,
        county: r.county,
        office: r.office,
        reason: attentionReason(r.request, today, dueSoonBy),
      })),
      200,
    );
  });
}
