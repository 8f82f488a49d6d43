import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An error meant for the client: a stable snake_case code, a human message and, for invalid
 * input, the message of each field. Anything else thrown is a bug and becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export type { ErrorBody } from "#core/api/error-body.ts";

export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
export const validationFailed = (fields: Record<string, string>, message = "Please correct the highlighted fields.") =>
  new AppError(400, "validation_failed", message, fields);
