/**
 * The text form of a UUID (8-4-4-4-12 hex digits), checked before an id reaches a query: a path
 * or a filter that is no UUID is a 404 or a 400, never a failed uuid cast in PostgreSQL.
 */

/** The pattern alone, lower-case hex, for a larger pattern (e.g. a signed link's parts). */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A whole UUID, in either case (PostgreSQL reads both). For zod's `.regex()`, which also puts it in the OpenAPI document. */
export const UUID_REGEX = new RegExp(`^${UUID_PATTERN}$`, "i");

export const isUuid = (text: string): boolean => UUID_REGEX.test(text);
