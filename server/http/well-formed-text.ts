/**
 * Text that is not well-formed Unicode: a lone UTF-16 surrogate, which JSON can carry ("\ud800")
 * but UTF-8 cannot. PostgreSQL refuses it inside jsonb (the request failed with a 500), the
 * driver quietly turns it into U+FFFD in a text column, and encodeURIComponent throws on it.
 * Requests are checked at the door instead (found by the API fuzzer, tests/fuzz/).
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

/** Where the first string (or key) with a lone surrogate is, as path segments; undefined if none. */
export function illFormedTextAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (LONE_SURROGATE.test(key)) return at;
    const found = illFormedTextAt(item, at);
    if (found) return found;
  }
  return undefined;
}

/** A copy of parsed JSON with every lone surrogate replaced by U+FFFD, as Go's JSON decoder does. */
export function toWellFormedJson(value: unknown): unknown {
  if (typeof value === "string") return value.replace(LONE_SURROGATES, "\ufffd");
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(toWellFormedJson);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty: a "__proto__" key stays an own property, as JSON.parse made it.
    Object.defineProperty(out, toWellFormedJson(key) as string, { value: toWellFormedJson(item), enumerable: true, configurable: true, writable: true });
  }
  return out;
}
