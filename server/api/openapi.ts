/**
 * The data API's contract: routes declared with @hono/zod-openapi give validation, types and the
 * OpenAPI document (GET /api/v1/openapi.json) from one schema. Invalid input always answers with
 * the data API's shape, 400 {code: "validation_failed", message, fields: {name: message}}. Text
 * fields are built on the one rule for text (core/validation/safe-text.ts).
 */
import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, Env } from "hono";
import type { ZodError } from "zod";
import { errorBodySchema } from "#core/api/error-body.ts";
import { BODY_LIMITS, type BodyKind } from "../http/body-limit.ts";
import { validationFailed } from "../http/errors.ts";

/** The first message of each invalid field, keyed by its name (query key or body field). */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join(".") : "_";
    fields[name] ??= issue.message;
  }
  return fields;
}

/** A router for data API routes; its validation failures go through the one error handler. */
export function apiRouter<E extends Env = Env>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(fieldMessages(result.error));
    },
  });
}

/** The security scheme of the data API: the access token from /auth/v1, as `Authorization: Bearer`. */
export const BEARER_AUTH = "bearerAuth";

/** `security` of an operation that needs a signed-in caller (401 without a valid token). */
export const SIGNED_IN: Record<string, string[]>[] = [{ [BEARER_AUTH]: [] }];

/**
 * `security` of a public operation that also takes a token: anonymous (`{}`) or signed in. The
 * public forms attach a signed-in sender's account; a stale or invalid token is just anonymous.
 */
export const OPTIONALLY_SIGNED_IN: Record<string, string[]>[] = [{}, { [BEARER_AUTH]: [] }];

/**
 * The security scheme of a buyer's or seller's verified status-link session (issue 30): the
 * session token from POST /status/{token}/verification/check, as `Authorization: Bearer`, valid
 * only with the link in the path.
 */
export const STATUS_SESSION_AUTH = "statusSession";

/** `security` of a status route that needs a verified session (401 verification_required without one). */
export const STATUS_VERIFIED: Record<string, string[]>[] = [{ [STATUS_SESSION_AUTH]: [] }];

/** The declared operations of a router, with their paths relative to it ("/clients/{id}"). */
function declaredRoutes(api: OpenAPIHono): RouteConfig[] {
  return api.openAPIRegistry.definitions.flatMap((d) => (d.type === "route" ? [d.route] : []));
}

/** The kind of body an operation reads (server/http/body-limit.ts), as its declaration says. */
function bodyKindOfRoute(route: RouteConfig): BodyKind {
  if (route.request?.body?.content?.["multipart/form-data"]) return "upload";
  if (route.tags?.includes("Webhooks")) return "webhook";
  return "json";
}

/**
 * Which body limit a request to the data API meets, read off the declared operations when the
 * first request comes (every route is registered by then): a multipart upload streams under its
 * own cap, a webhook has the webhooks' limit, and everything else, including a path no operation
 * declares, the JSON limit.
 */
export function bodyKindOf(api: OpenAPIHono, base = "/api/v1"): (c: Context) => BodyKind {
  let kinds: { method: string; pattern: RegExp; kind: BodyKind }[] | undefined;
  return (c) => {
    kinds ??= declaredRoutes(api)
      .map((route) => ({ method: route.method.toUpperCase(), pattern: pathPattern(route.path), kind: bodyKindOfRoute(route) }))
      .filter((r) => r.kind !== "json");
    const path = c.req.path.slice(base.length);
    return kinds.find((r) => r.method === c.req.method && r.pattern.test(path))?.kind ?? "json";
  };
}

const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

/** Declares GET /openapi.json on the /api/v1 router (paths in it are relative to /api/v1). */
export function serveOpenApiDocument(api: OpenAPIHono) {
  // Every operation that may be sent a body can answer 413 (server/http/body-limit.ts); uploads
  // declare their own.
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== "route" || definition.route.method === "get" || definition.route.responses[413]) continue;
    const kind = bodyKindOfRoute(definition.route);
    const limit = kind === "upload" ? undefined : BODY_LIMITS[kind];
    if (!limit) continue;
    definition.route = { ...definition.route, responses: { ...definition.route.responses, 413: payloadTooLargeResponse(limit) } };
  }
  api.openAPIRegistry.registerComponent("securitySchemes", BEARER_AUTH, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The access token of a session from /auth/v1 (an HS256 JWT). Operations that need it list it in " +
      "`security`; the public forms take it optionally, to attach a signed-in sender's account.",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", STATUS_SESSION_AUTH, {
    type: "http",
    scheme: "bearer",
    description:
      "A buyer's or seller's verified status-link session: the `session_token` of POST /status/{token}/verification/check " +
      "(30 minutes, for that link and that person only). Never put in a URL.",
  });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Heartland Closing Co. data API",
      version: "1",
      description:
        "Errors are JSON {code, message} with a stable snake_case code; invalid input answers 400 " +
        "{code: \"validation_failed\", message, fields: {name: message}}. A missing or invalid token where one " +
        "is needed answers 401 {code: \"unauthorized\"}.",
    },
    servers: [{ url: "/api/v1" }],
  });
}

/** The error body every data API route answers with (400 adds `fields`): core/api/error-body.ts. */
export const ErrorSchema = errorBodySchema;

/** The answer to a body over its route's limit. */
const payloadTooLargeResponse = (limit: number) => ({
  description: `The body is larger than ${limit / 1024} KB (payload_too_large); nothing was read or saved`,
  content: { "application/json": { schema: ErrorSchema } },
});

/** The answers every signed-in route may give besides its own. */
export const signedInErrors = {
  401: {
    description: "No token, or one that is invalid, expired or whose session has ended (WWW-Authenticate: Bearer)",
    content: { "application/json": { schema: ErrorSchema } },
  },
  403: { description: "The account has no profile", content: { "application/json": { schema: ErrorSchema } } },
} as const;

/** The answer of a route with a query or a body to check. */
export const invalidInput = {
  400: { description: "Invalid query or body: `fields` names each with its message", content: { "application/json": { schema: ErrorSchema } } },
} as const;

/** The answer of a route that reads JSON to a body sent as anything else. */
export const notJsonBody = {
  415: { description: "The body is not sent as application/json", content: { "application/json": { schema: ErrorSchema } } },
} as const;

/** The answers of an admin route: as signedInErrors, and 403 for a non-admin or an aal1 session. */
export const adminErrors = {
  ...signedInErrors,
  403: {
    description: "Not an administrator (forbidden), or, with ADMIN_MFA=required, a session without two-step verification (mfa_required)",
    content: { "application/json": { schema: ErrorSchema } },
  },
} as const;
