/**
 * What the fuzzer knows about each operation, from the two declared sources: the data API's
 * OpenAPI document (as the running app serves it) and tests/support/auth-operations.ts. A route
 * added to either is fuzzed without any change here.
 */
import { AUTH_OPERATIONS } from "../support/auth-operations.ts";
import type { AuthOperation } from "../support/auth-operations/auth-operation.ts";
import { exampleOf, resolveRefs, type JsonSchema } from "./json-schema.ts";

export interface FuzzVariant {
  /** Values of the path's `:name` parameters. */
  params: Record<string, string>;
  /** The query of a well-formed request. */
  query: Record<string, string>;
  /** A well-formed JSON body, if the operation takes one. */
  body?: Record<string, unknown>;
  /** What the body must look like; undefined when the route does not read it. */
  bodySchema?: JsonSchema;
  /** The multipart form's schema, for an operation that takes a file instead of JSON. */
  formSchema?: JsonSchema;
}

export interface FuzzOperation {
  api: "data" | "auth";
  method: string;
  /** Full path, Hono style: /auth/v1/factors/:id/verify. */
  path: string;
  /** "required": refused without a valid token; "optional": a token only adds the account. */
  auth: "required" | "optional" | "none";
  /** Whose token is valid: the service-role key's (server/auth/service-role.ts) rather than a user's. */
  serviceRole?: boolean;
  /** Whose token is valid: a verified status-link session's (server/closing/status-session), with the fixtures' link. */
  statusSession?: boolean;
  /**
   * How the body is read. "openapi": @hono/zod-openapi's JSON validator (content type checked,
   * required body); "auth": any content type, a JSON object or nothing; "multipart": a form with a
   * file (tests/fuzz/form-body.ts); "none": ignored.
   */
  bodyReader: "openapi" | "auth" | "none" | "multipart";
  /** The data API refuses a request without a body (or with one of another content type). */
  bodyRequired: boolean;
  /** Query parameters with their schemas (data API) or their only accepted values (auth API). */
  querySchemas: Record<string, JsonSchema>;
  /** The data API validates the whole query: a declared key given twice is an array, refused. */
  repeatedQueryRefused: boolean;
  variants: FuzzVariant[];
  /** Slow by design (argon2id hashing) or e-mailing: reported with the timings. */
  cost?: AuthOperation["cost"];
}

export const operationId = (op: Pick<FuzzOperation, "method" | "path">) => `${op.method} ${op.path}`;

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
}
export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ["get", "put", "post", "delete", "patch"];

/** Every operation of the document except the document itself. */
export function dataOperations(rawDoc: OpenApiDocument): FuzzOperation[] {
  const doc = resolveRefs(rawDoc, rawDoc);
  const base = doc.servers?.[0]?.url ?? "/api/v1";
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = op.parameters ?? [];
      const params: Record<string, string> = {};
      const query: Record<string, string> = {};
      const querySchemas: Record<string, JsonSchema> = {};
      for (const p of parameters) {
        const example = p.example ?? (p.schema ? exampleOf(p.schema, p.name) : "x");
        if (p.in === "path") params[p.name] = String(example);
        if (p.in === "query") {
          querySchemas[p.name] = p.schema ?? {};
          // Optional keys stay out of the well-formed request: their defaults are the safe case.
          if (p.required) query[p.name] = String(example);
        }
      }
      const json = op.requestBody?.content?.["application/json"];
      const formSchema = json ? undefined : op.requestBody?.content?.["multipart/form-data"]?.schema;
      const bodySchema = json?.schema;
      const body = json ? ((json.example ?? exampleOf(bodySchema ?? {})) as Record<string, unknown>) : undefined;
      const security = op.security ?? [];
      ops.push({
        api: "data",
        method: method.toUpperCase(),
        path: base + path.replace(/\{([^}]+)\}/g, ":$1"),
        auth: security.length === 0 ? "none" : security.some((r) => Object.keys(r).length === 0) ? "optional" : "required",
        statusSession: security.some((r) => "statusSession" in r),
        bodyReader: json ? "openapi" : formSchema ? "multipart" : "none",
        bodyRequired: !!json && !!op.requestBody?.required,
        querySchemas,
        repeatedQueryRefused: true,
        variants: [{ params, query, body, bodySchema: json ? (bodySchema ?? {}) : undefined, formSchema }],
      });
    }
  }
  return ops;
}

/**
 * The declared /auth/v1 operations. Their bodies are zod-checked in the route, not described, so
 * the schema is read off each example: its fields keep their JSON type (null reads as absent, as
 * in GoTrue), and the example's `required` fields must be there.
 */
export function authOperations(): FuzzOperation[] {
  return AUTH_OPERATIONS.map((op) => ({
    api: "auth" as const,
    method: op.method,
    path: `/auth/v1${op.path}`,
    auth: op.auth === "none" ? ("none" as const) : ("required" as const),
    serviceRole: op.auth === "service_role",
    bodyReader: op.jsonBody ? ("auth" as const) : ("none" as const),
    bodyRequired: false,
    querySchemas: Object.fromEntries(Object.entries(op.strictQuery ?? {}).map(([k, values]) => [k, { type: "string", enum: [...values] }])),
    repeatedQueryRefused: false,
    cost: op.cost,
    variants: op.examples.map((ex) => ({
      params: ex.params ?? {},
      query: ex.query ?? {},
      body: ex.body ?? (op.jsonBody ? {} : undefined),
      bodySchema: op.jsonBody ? schemaOfExample(ex.body ?? {}, ex.required ?? []) : undefined,
    })),
  }));
}

function schemaOfExample(body: Record<string, unknown>, required: string[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, value] of Object.entries(body)) {
    const type = value === null ? undefined : Array.isArray(value) ? "array" : typeof value;
    if (!type) continue;
    // null is dropped before validation (auth-js sends unset options as null), so it is only
    // wrong where the field is required.
    properties[name] = { type: required.includes(name) ? type : [type, "null"] };
  }
  return { type: "object", properties, required };
}

/** Every operation, the data API's first. */
export function allOperations(doc: OpenApiDocument): FuzzOperation[] {
  return [...dataOperations(doc), ...authOperations()];
}
