/**
 * The path parameters that name a row by its id (`{id}`, `{docId}`), declared once for every data
 * API route: at most 100 characters, so a route never looks up a long string; anything that is not
 * an id we issued is then simply not found by the route (isUuid, core/validation/uuid.ts).
 */
import { z } from "@hono/zod-openapi";
import { isUuid } from "#core/validation/uuid.ts";
import { notFound } from "#server/http/errors.ts";

export const idPathParam = (name: string) =>
  z.string().max(100).openapi({ param: { name, in: "path" }, example: "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f" });

/** `{id}`: the row a route reads or changes. */
export const idParams = z.object({ id: idPathParam("id") });

/** An id from the path, lower-cased: anything that is not an id we could have issued is simply not found (404 with `missing`). */
export function pathIdOf(id: string, missing: string): string {
  if (!isUuid(id)) throw notFound(missing);
  return id.toLowerCase();
}
