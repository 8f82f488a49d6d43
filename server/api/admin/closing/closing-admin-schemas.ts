/**
 * The request shapes of the staff closing-file routes (docs/closing-files-contract.md, "Staff");
 * the answers are the shared wire shapes of core/api/closing-file.ts.
 */
import { z } from "@hono/zod-openapi";
import { closingFileInputSchema, closingFilePatchSchema, partyInputSchema } from "#core/closing/closing-file-fields.ts";
import { partyRoleSchema } from "#core/closing/closing-enums.ts";
import { pipelineSearchSchema, PIPELINE_SEARCH_MAX } from "#core/admin/pipeline-query.ts";
import { pageQuerySchema } from "#server/http/keyset.ts";
import { ErrorSchema } from "#server/api/openapi.ts";

/** More parties than any closing has; keeps one request's work bounded. */
export const MAX_PARTIES = 20;

const parties = z
  .array(partyInputSchema)
  .max(MAX_PARTIES, `A file can be opened with at most ${MAX_PARTIES} parties; add more afterwards.`)
  .optional()
  .transform((v) => v ?? []);

/** The file both opening examples describe. */
const EXAMPLE_FILE = {
  property_address: "412 Elm St, Cedar Falls, IA 50613",
  county: "Black Hawk",
  kind: "purchase",
  sale_price_cents: 25_000_000,
  loan_amount_cents: 20_000_000,
  closing_date: "2026-12-18",
} as const;

export const openFileBodySchema = closingFileInputSchema.safeExtend({ parties }).openapi("ClosingFileOpen", {
  example: {
    ...EXAMPLE_FILE,
    closing_time: "14:30",
    closing_place: "office",
    parties: [{ role: "buyer", name: "Jamie Buyer", email: "jamie@example.com" }],
  },
});
export type OpenFileBody = z.output<typeof openFileBodySchema>;

export const openFromRequestBodySchema = closingFileInputSchema
  .safeExtend({
    parties,
    requester_role: partyRoleSchema.optional().openapi({
      description: "The requester's role on the file; default lender for a lender's request, else buyers_agent",
    }),
  })
  .openapi("ClosingFileOpenFromRequest", {
    example: {
      ...EXAMPLE_FILE,
      parties: [{ role: "seller", name: "Sam Seller", email: "sam.seller@example.com" }],
    },
  });

// The core schemas as they are: their refinements keep them from taking OpenAPI metadata.
export const patchFileBodySchema = closingFilePatchSchema;
export const partyBodySchema = partyInputSchema;

export const CLOSING_STATE_FILTERS = ["open", "blocked", "complete"] as const;
const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const listQuerySchema = pageQuerySchema.extend({
  q: pipelineSearchSchema.optional().openapi({
    param: { name: "q", in: "query" },
    type: "string",
    maxLength: PIPELINE_SEARCH_MAX,
    description: "Part of the file number, property address or county, case-insensitive",
  }),
  state: z
    .preprocess(emptyIsAbsent, z.enum(CLOSING_STATE_FILTERS, { error: "Choose open, blocked or complete." }).optional())
    .openapi({
      param: { name: "state", in: "query" },
      type: "string",
      // Empty is accepted as absent (the list's "all files" choice), so the document lists it too.
      enum: ["", ...CLOSING_STATE_FILTERS],
      description: "empty: every file; open: not complete (blocked files included); blocked: a step is blocked; complete: every step done or waived",
    }),
});

export const statusLinkBodySchema = z
  .object({ send: z.boolean({ error: "send is true or false" }).optional().default(true) })
  .openapi("ClosingStatusLinkIssue", { example: { send: true } });

export const AlreadyOpenedSchema = ErrorSchema.extend({
  file_id: z.string().uuid().openapi({ description: "The closing file already open for this service request" }),
}).openapi("ClosingFileAlreadyOpened");

export const partyParams = z.object({
  id: z.string().max(100).openapi({ param: { name: "id", in: "path" } }),
  partyId: z.string().max(100).openapi({ param: { name: "partyId", in: "path" } }),
});

export const requestIdParam = z.object({
  id: z.string().max(100).openapi({ param: { name: "id", in: "path" }, description: "The service request's id" }),
});
