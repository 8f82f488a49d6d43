/**
 * Just enough JSON Schema (as the OpenAPI document writes it) for the fuzzer: a well-formed value
 * for a schema, and whether a value certainly breaks one. "Certainly" matters: the fuzzer only
 * insists on a refusal when the document itself says the value is wrong, so a 2xx for anything
 * the document allows is never reported.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
}

export type JsonType = "null" | "boolean" | "integer" | "number" | "string" | "array" | "object";

/** Replaces every `$ref` to #/components/... with the schema it names (the document has no cycles). */
export function resolveRefs<T>(value: T, doc: unknown, depth = 0): T {
  if (depth > 20 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, doc, depth + 1)) as T;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === "string" && record.$ref.startsWith("#/")) {
    let target: unknown = doc;
    for (const part of record.$ref.slice(2).split("/")) target = (target as Record<string, unknown> | undefined)?.[part];
    return resolveRefs(target as T, doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, resolveRefs(v, doc, depth + 1)])) as T;
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

/** The JSON types a schema allows; undefined when it allows anything (`{}`). */
export function allowedTypes(schema: JsonSchema): Set<JsonType> | undefined {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const all = new Set<JsonType>();
    for (const alt of alternatives) {
      const types = allowedTypes(alt);
      if (!types) return undefined;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (schema.type === undefined) {
    if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
    if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
    return undefined;
  }
  const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  if (types.has("number")) types.add("integer");
  return types;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why `value` certainly breaks `schema`, or undefined. Lengths are checked on the trimmed value in
 * code points, the most lenient reading (zod may trim first and counts UTF-16 units), so a value
 * reported here is refused whichever way the server counts.
 */
export function violation(schema: JsonSchema, value: unknown): string | undefined {
  const types = allowedTypes(schema);
  const type = jsonTypeOf(value);
  if (types && !types.has(type)) return `${type} where ${[...types].join("|")} is expected`;
  if (schema.anyOf || schema.oneOf) return undefined;
  if (schema.enum && !schema.enum.some((e) => e === value)) return `${JSON.stringify(value)?.slice(0, 40)} is not one of the enum`;
  if (schema.const !== undefined && schema.const !== value) return "not the constant";
  if (typeof value === "string") {
    const trimmed = [...value.trim()].length;
    if (schema.maxLength !== undefined && trimmed > schema.maxLength) return `longer than ${schema.maxLength}`;
    if (schema.minLength !== undefined && value.length < schema.minLength) return `shorter than ${schema.minLength}`;
    if (schema.format === "uuid" && !UUID.test(value)) return "not a UUID";
  }
  if (type === "object" && schema.properties) return objectViolation(schema, value as Record<string, unknown>);
  return undefined;
}

/** The first property of `body` that certainly breaks `schema` (missing, wrong type, ...). */
export function objectViolation(schema: JsonSchema, body: Record<string, unknown>): string | undefined {
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(body, name)) return `${name} is missing`;
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!Object.hasOwn(body, name)) continue;
    const why = violation(property, body[name]);
    if (why) return `${name}: ${why}`;
  }
  return undefined;
}

/** A well-formed value for `schema`, for operations whose document gives no example. */
export function exampleOf(schema: JsonSchema, name = ""): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return exampleOf(alternatives[0]!, name);
  const types = allowedTypes(schema);
  const type = types ? [...types].find((t) => t !== "null") ?? "null" : "string";
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(property, key);
      return out;
    }
    case "array":
      return schema.items ? [exampleOf(schema.items, name)] : [];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return exampleString(schema, name);
  }
}

/** Names tell more than `type: string` about what a form accepts (an e-mail field wants an address). */
function exampleString(schema: JsonSchema, name: string): string {
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (schema.format === "email" || /e-?mail/i.test(name)) return "fuzz@example.com";
  if (schema.format === "date" || /date/i.test(name)) return "2030-01-15";
  if (/phone/i.test(name)) return "(319) 555-0142";
  const text = "Fuzz example";
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}
