/**
 * The one list envelope of the data API, {data, next_cursor} (docs/decisions/012-data-api-wire-format.md):
 * the server declares its lists with it (server/http/keyset.ts) and the web app parses every page
 * with it, so the two cannot drift.
 */
import { z } from "zod";

/** A page of `item`; `id` names the envelope in the OpenAPI document. */
export function pageSchemaOf<T extends z.ZodType>(item: T, id?: string) {
  const page = z.object({
    data: z.array(item),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page" }),
  });
  return id ? page.meta({ id }) : page;
}

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}
