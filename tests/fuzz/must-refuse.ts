/**
 * Whether the server must refuse a request, read from the request itself the way each API reads
 * it: the data API through @hono/zod-openapi (content type gate, then Hono's JSON validator and
 * the schema), the auth API through server/auth/request.ts (any content type, a JSON object or
 * nothing, null as absent). Only what the declared schema certainly rules out counts.
 */
import type { FuzzOperation } from "./fuzz-operations.ts";
import { objectViolation, violation, type JsonSchema } from "./json-schema.ts";

/** What the server's query reader sees for `key`, when the value is plain enough to be sure. */
export function queryRefusal(op: FuzzOperation, query: [string, string][]): string | undefined {
  for (const [key, schema] of Object.entries(op.querySchemas)) {
    const values = query.filter(([k]) => k === key).map(([, v]) => v);
    if (values.length > 1 && op.repeatedQueryRefused) return `query ${key} given ${values.length} times`;
    if (values[0] === undefined) continue;
    // Only values that decode plainly: how a server reads invalid escapes is its own business.
    const value = /\+/.test(values[0]) ? undefined : decodeOrUndefined(values[0]);
    if (value === undefined) continue;
    const why = violation(schema, value);
    if (why) return `query ${key}: ${why}`;
  }
  return undefined;
}

/** The zod-openapi JSON gate's pattern: another content type is refused with 415. */
const OPENAPI_JSON_REQUEST = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;
/** Hono's JSON validator reads the body only for exactly this media type (else it sees {}). */
const HONO_JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/** Why the body must be refused, read the way each API reads it. */
export function bodyRefusal(op: FuzzOperation, schema: JsonSchema | undefined, contentType: string | undefined, bytes: Buffer | undefined): string | undefined {
  if (op.bodyReader === "none" || !schema) return undefined;
  // Request.text(): UTF-8 with replacement characters, a leading BOM dropped.
  const text = bytes ? new TextDecoder().decode(bytes) : "";
  let value: unknown;
  if (op.bodyReader === "openapi") {
    if (contentType) {
      if (!OPENAPI_JSON_REQUEST.test(contentType)) return `content type ${contentType} is not JSON`;
    } else if (bytes?.length) return "a body without a content type";
    const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (HONO_JSON_MEDIA.test(mediaType)) {
      const parsed = tryParse(text);
      if (!parsed.ok) return "the body is not JSON";
      value = parsed.value;
    } else {
      if (!op.bodyRequired) return undefined;
      value = {};
    }
  } else {
    if (text.trim() === "") value = {};
    else {
      const parsed = tryParse(text);
      if (!parsed.ok) return "the body is not JSON";
      value = parsed.value;
    }
    if (value && typeof value === "object" && !Array.isArray(value)) {
      // auth-js sends unset options as null; the auth API reads them as absent.
      value = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "the body is not a JSON object";
  const why = objectViolation(schema, value as Record<string, unknown>);
  return why ? `body ${why}` : undefined;
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A percent-decoded value, or undefined where it does not decode (an invalid escape). */
export function decodeOrUndefined(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
