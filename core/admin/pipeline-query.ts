/**
 * What an admin's view of a pipeline list is: a status filter, a search, a sort. The pages keep
 * them in the URL (so a view can be bookmarked and shared) and the API checks them with these
 * schemas; the server is the authority.
 *
 * - status: one of the four, or absent (an empty value, as a cleared dropdown sends, is absent).
 * - q: part of the name, e-mail, company or message, case-insensitive; trimmed, at most 100
 *   characters; empty means every row.
 * - sort: newest (default), oldest, name (A–Z) or name_desc (Z–A).
 */
import { z } from "zod";
import { safeString } from "../validation/safe-text.ts";
import { ADMIN_MESSAGES } from "./admin-messages.ts";
import { pipelineStatusSchema } from "./pipeline-status.ts";

export const PIPELINE_SEARCH_MAX = 100;

export const PIPELINE_SORT_VALUES = ["newest", "oldest", "name", "name_desc"] as const;
export type PipelineSort = (typeof PIPELINE_SORT_VALUES)[number];
export const DEFAULT_PIPELINE_SORT: PipelineSort = "newest";

const emptyIsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const pipelineStatusFilterSchema = z.preprocess(emptyIsAbsent, pipelineStatusSchema.optional());

export const pipelineSearchSchema = safeString()
  .max(PIPELINE_SEARCH_MAX, ADMIN_MESSAGES.pipelineSearchTooLong)
  .transform((v) => v.trim());

export const pipelineSortSchema = z.preprocess(
  emptyIsAbsent,
  z.enum(PIPELINE_SORT_VALUES, { error: ADMIN_MESSAGES.invalidSort }).default(DEFAULT_PIPELINE_SORT),
);

/** The view as the URL gives it; each field falls back to its default. */
export const pipelineViewSchema = z.object({
  status: pipelineStatusFilterSchema,
  q: pipelineSearchSchema.optional(),
  sort: pipelineSortSchema,
});
export type PipelineView = z.output<typeof pipelineViewSchema>;
