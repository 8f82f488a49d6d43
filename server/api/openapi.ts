/**
 * The data API's contract: routes declared with @hono/zod-openapi give validation, types and the
 * OpenAPI document (GET /api/v1/openapi.json) from one schema. Invalid input always answers with
 * the data API's shape, 400 {code: "validation_failed", message, fields: {name: message}}.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
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
export function apiRouter(): OpenAPIHono {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(fieldMessages(result.error));
    },
  });
}

/** Declares GET /openapi.json on the /api/v1 router (paths in it are relative to /api/v1). */
export function serveOpenApiDocument(api: OpenAPIHono) {
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Heartland Closing Co. data API",
      version: "1",
      description:
        "Errors are JSON {code, message} with a stable snake_case code; invalid input answers 400 " +
        "{code: \"validation_failed\", message, fields: {name: message}}.",
    },
    servers: [{ url: "/api/v1" }],
  });
}

/** The error body every data API route answers with (400 adds `fields`). */
export const ErrorSchema = z
  .object({
    code: z.string().openapi({ example: "validation_failed" }),
    message: z.string().openapi({ example: "Please correct the highlighted fields." }),
    fields: z.record(z.string(), z.string()).optional().openapi({ example: { price: "Enter 0 or more; this amount cannot be negative." } }),
    request_id: z.string().optional(),
  })
  .openapi("Error");
